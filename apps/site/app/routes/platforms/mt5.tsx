import { PlatformPage } from '~/components/site-pages/PlatformPage';
import { mt5 } from '~/content/platforms/mt5';
import { pageMeta } from '~/lib/seo';

export const meta = () => pageMeta('/platforms/mt5');

export default function MT5Page() {
  return <PlatformPage path="/platforms/mt5" content={mt5} />;
}

import { PlatformPage } from '~/components/site-pages/PlatformPage';
import { mt5 } from '~/content/platforms/mt5';
import { pageMeta } from '~/platform/seo/seo';
import { platformPages } from '~/content/page-books/platforms';

export const meta = () => pageMeta(platformPages, '/platforms/mt5');

export default function MT5Page() {
  return <PlatformPage path="/platforms/mt5" content={mt5} />;
}

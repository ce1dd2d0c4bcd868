import { PlatformPage } from '~/components/site-pages/PlatformPage';
import { ctrader } from '~/content/platforms/ctrader';
import { pageMeta } from '~/lib/seo';

export const meta = () => pageMeta('/platforms/ctraders');

export default function CTraderPage() {
  return <PlatformPage path="/platforms/ctraders" content={ctrader} />;
}

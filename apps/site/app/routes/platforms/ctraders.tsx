import { PlatformPage } from '~/components/site-pages/PlatformPage';
import { ctrader } from '~/content/platforms/ctrader';
import { pageMeta } from '~/platform/seo/seo';
import { platformPages } from '~/content/page-books/platforms';

export const meta = () => pageMeta(platformPages, '/platforms/ctraders');

export default function CTraderPage() {
  return <PlatformPage path="/platforms/ctraders" content={ctrader} />;
}

import { PlatformPage } from '~/components/site-pages/PlatformPage';
import { mt4 } from '~/content/platforms/mt4';
import { pageMeta } from '~/platform/seo/seo';
import { platformPages } from '~/content/page-books/platforms';

export const meta = () => pageMeta(platformPages, '/platforms/mt4');

export default function MT4Page() {
  return <PlatformPage path="/platforms/mt4" content={mt4} />;
}

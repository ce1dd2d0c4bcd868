import { LegalPageView } from '~/components/legal/LegalPageView';
import { termsPage } from '~/content/legal/terms';
import { pageMeta } from '~/platform/seo/seo';
import { legalPages } from '~/content/page-books/legal';

export const meta = () => pageMeta(legalPages, '/terms');

export default function Page() {
  return <LegalPageView path="/terms" content={termsPage} />;
}

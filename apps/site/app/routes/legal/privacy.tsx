import { LegalPageView } from '~/components/legal/LegalPageView';
import { privacyPage } from '~/content/legal/privacy';
import { pageMeta } from '~/platform/seo/seo';
import { legalPages } from '~/content/page-books/legal';

export const meta = () => pageMeta(legalPages, '/privacy');

export default function Page() {
  return <LegalPageView path="/privacy" content={privacyPage} />;
}

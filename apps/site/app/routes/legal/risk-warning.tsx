import { LegalPageView } from '~/components/legal/LegalPageView';
import { riskWarningPage } from '~/content/legal/risk-warning';
import { pageMeta } from '~/platform/seo/seo';
import { legalPages } from '~/content/page-books/legal';

export const meta = () => pageMeta(legalPages, '/risk-warning');

export default function Page() {
  return <LegalPageView path="/risk-warning" content={riskWarningPage} />;
}

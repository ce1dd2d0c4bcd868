import { LegalPageView } from '~/components/legal/LegalPageView';
import { riskWarningPage } from '~/content/legal/risk-warning';
import { pageMeta } from '~/lib/seo';

export const meta = () => pageMeta('/risk-warning');

export default function Page() {
  return <LegalPageView path="/risk-warning" content={riskWarningPage} />;
}

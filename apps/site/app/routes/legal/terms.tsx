import { LegalPageView } from '~/components/legal/LegalPageView';
import { termsPage } from '~/content/legal/terms';
import { pageMeta } from '~/lib/seo';

export const meta = () => pageMeta('/terms');

export default function Page() {
  return <LegalPageView path="/terms" content={termsPage} />;
}

import { LegalPageView } from '~/components/legal/LegalPageView';
import { privacyPage } from '~/content/legal/privacy';
import { pageMeta } from '~/lib/seo';

export const meta = () => pageMeta('/privacy');

export default function Page() {
  return <LegalPageView path="/privacy" content={privacyPage} />;
}

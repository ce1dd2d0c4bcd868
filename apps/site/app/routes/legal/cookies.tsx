import { PageSection } from '~/components/content/PageSection';
import { ConsentSettings } from '~/components/consent/ConsentSettings';
import { LegalPageView } from '~/components/legal/LegalPageView';
import { StorageItemList } from '~/components/legal/StorageItemList';
import { cookiesPage, storageItems } from '~/content/legal/cookies';
import { pageMeta } from '~/platform/seo/seo';
import { legalPages } from '~/content/page-books/legal';

export const meta = () => pageMeta(legalPages, '/cookies');

export default function Page() {
  return (
    <LegalPageView path="/cookies" content={cookiesPage}>
      <PageSection id="cookie-settings" heading="Your choice for market widgets" fade={false}>
        <ConsentSettings />
      </PageSection>
      <PageSection id="items" heading="Every cookie and storage item" muted>
        <StorageItemList items={storageItems} />
      </PageSection>
    </LegalPageView>
  );
}

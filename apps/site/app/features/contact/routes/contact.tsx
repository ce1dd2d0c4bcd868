import { useActionData } from 'react-router';
import { Hero } from '@upm/ui';
import { PageSection } from '~/components/content/PageSection';
import { ContactDetails } from '~/components/site-pages/ContactDetails';
import * as styles from '~/components/site-pages/site-pages.css';
import { ContactForm } from '~/features/contact/components';
import { contact } from '~/content/contact';
import { sitePages } from '~/content/page-books/site';
import { requestContext } from '~/context.server';
import { contactAction } from './contact.server';
import { pageMeta } from '~/platform/seo/seo';
import type { Route } from './+types/contact';

export const meta = () => pageMeta(sitePages, '/contact');

// The action's answer is personal (what the visitor typed): never cached; 429 carries Retry-After.
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

/** Prerendered for GET; a POST still reaches this action on the server (the form works without JavaScript). */
export async function action({ request, context }: Route.ActionArgs) {
  return contactAction(request, requestContext(context));
}

export default function Page() {
  const result = useActionData<typeof action>();
  return (
    <>
      <Hero title={sitePages.page('/contact').h1} lead={contact.intro} />
      {/* Holds the form, above the fold on desktop: never faded (a hidden form cannot be used). */}
      <PageSection id="message" heading={contact.form.heading} lead={contact.form.intro} fade={false}>
        <div className={styles.split}>
          <ContactForm fields={contact.form.fields} submitLabel={contact.form.submitLabel} result={result} />
          <ContactDetails />
        </div>
      </PageSection>
    </>
  );
}

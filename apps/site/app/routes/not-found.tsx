import { Hero, TextLink } from '@upm/ui';
import { data } from 'react-router';
import { PageSection } from '~/components/content/PageSection';
import { notFound } from '~/content/not-found';

/** Any path no other route matches: status 404, inside the site's header and footer. */
export function loader() {
  throw data(null, { status: 404 });
}

export const meta = () => [{ title: notFound.title }, { name: 'robots', content: 'noindex' }];

export default function NotFound() {
  return null;
}

/** The loader always throws: this boundary is the page, rendered inside the site layout (header and navigation stay). */
export function ErrorBoundary() {
  return (
    <>
      <Hero title={notFound.heading} lead={notFound.text} />
      <PageSection id="suggestions" heading="Where to go instead" fade={false}>
        <ul>
          {notFound.suggestions.map((link) => (
            <li key={link.href}>
              <TextLink href={link.href}>{link.label}</TextLink>
            </li>
          ))}
        </ul>
      </PageSection>
    </>
  );
}

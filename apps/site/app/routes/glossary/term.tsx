import { Hero, TextLink } from '@upm/ui';
import { data } from 'react-router';
import { PageSection } from '~/components/content/PageSection';
import { glossaryPath, glossaryTermPath } from '~/content/glossary/paths';
import { glossaryTermData } from './glossary.server';
import * as styles from './glossary.css';
import type { Route } from './+types/term';

export const meta = ({ data: loaded }: Route.MetaArgs) => loaded?.meta ?? [];

/** Prerendered for every term (react-router.config.ts); any other slug is a 404. */
export function loader({ params }: Route.LoaderArgs) {
  const found = glossaryTermData(params.slug);
  if (!found) throw data('No such term in the glossary.', { status: 404 });
  return found;
}

function LinkList({ links }: { links: readonly { label: string; href: string }[] }) {
  return (
    <ul className={styles.linkList}>
      {links.map((link) => (
        <li key={link.href}>
          <TextLink href={link.href}>{link.label}</TextLink>
        </li>
      ))}
    </ul>
  );
}

/** /glossary/<slug>: the definition, a plain explanation, a worked example, related terms, lessons and tools. */
export default function GlossaryTerm({ loaderData }: Route.ComponentProps) {
  const { term } = loaderData;
  const learnMore = term.lessons.length + term.tools.length + term.pages.length > 0;
  return (
    <>
      <Hero
        eyebrow={<TextLink href={glossaryPath}>Trading glossary</TextLink>}
        title={term.term}
        lead={term.definition}
      />
      <PageSection id="explanation" heading="What it means" fade={false}>
        {term.aliases.length > 0 ? <p className={styles.aliases}>Also called: {term.aliases.join(', ')}.</p> : null}
        <div className={styles.markdown} dangerouslySetInnerHTML={{ __html: term.explanationHtml }} />
      </PageSection>
      {term.exampleHtml ? (
        <PageSection id="example" heading="Example" muted fade={false}>
          <div className={styles.markdown} dangerouslySetInnerHTML={{ __html: term.exampleHtml }} />
        </PageSection>
      ) : null}
      {learnMore ? (
        <PageSection id="learn-more" heading="Learn and practise" fade={false}>
          {term.lessons.length > 0 ? (
            <nav aria-label="Lessons">
              <h3>Lessons</h3>
              <LinkList links={term.lessons} />
            </nav>
          ) : null}
          {term.tools.length > 0 ? (
            <nav aria-label="Tools">
              <h3>Tools</h3>
              <LinkList links={term.tools} />
            </nav>
          ) : null}
          {term.pages.length > 0 ? (
            <nav aria-label="More on the site">
              <h3>More on the site</h3>
              <LinkList links={term.pages} />
            </nav>
          ) : null}
        </PageSection>
      ) : null}
      {term.related.length > 0 ? (
        <PageSection id="related" heading="Related terms" muted fade={false}>
          <ul className={styles.linkList}>
            {term.related.map((related) => (
              <li key={related.slug}>
                <TextLink href={glossaryTermPath(related.slug)}>{related.term}</TextLink>: {related.definition}
              </li>
            ))}
          </ul>
        </PageSection>
      ) : null}
      <PageSection id="all-terms" heading="More terms" fade={false}>
        <p className={styles.backLink}>
          <TextLink href={glossaryPath}>Browse the glossary from A to Z</TextLink>
        </p>
      </PageSection>
    </>
  );
}

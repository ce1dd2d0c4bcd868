import { Hero } from '@upm/ui';
import type { ReactNode } from 'react';
import { PageSection } from '~/components/content/PageSection';
import { ProseBody } from '~/components/content/Prose';
import * as styles from '~/components/site-pages/site-pages.css';
import { CompanyDetails } from '~/components/trust/CompanyDetails';
import type { LegalPage } from '~/content/legal/legal.schema';
import { legalPages } from '~/content/page-books/legal';
import { longDateUtc } from '~/platform/plain-format';

/** A legal page from its content: title, date of the last change, sections, then who we are. */
export function LegalPageView({ path, content, children }: { path: string; content: LegalPage; children?: ReactNode }) {
  const page = legalPages.page(path);
  const [lead, ...rest] = content.intro;
  return (
    <>
      <Hero title={page.h1} lead={lead} />
      <PageSection id="summary" heading="In short" fade={false}>
        <div className={styles.prose}>
          <p>
            Last updated <time dateTime={content.updated}>{longDateUtc(Date.parse(content.updated))}</time>.
          </p>
          {rest.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </PageSection>
      {children}
      {content.sections.map((section, index) => (
        <PageSection key={section.id} id={section.id} heading={section.heading} muted={index % 2 === 0}>
          <ProseBody section={section} />
        </PageSection>
      ))}
      <PageSection id="who-we-are" heading="Who We Are">
        <CompanyDetails />
      </PageSection>
    </>
  );
}

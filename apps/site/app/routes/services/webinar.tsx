import { Grid, Hero, WebinarCard } from '@upm/ui';
import { PageSection } from '~/components/content/PageSection';
import { PointGrid } from '~/components/content/Prose';
import { ClosingSection } from '~/components/site-pages/ClosingSection';
import { pageFor } from '~/content/pages';
import { formatGmt, webinars } from '~/content/services/webinars';
import { pageMeta } from '~/lib/seo';

export const meta = () => pageMeta('/services/webinar');

const page = pageFor('/services/webinar');

export default function Webinars() {
  return (
    <>
      <Hero title={page.h1} lead={webinars.intro} />
      <PageSection id="upcoming" heading="Upcoming Webinars" fade={false}>
        <Grid as="ul" minColumnWidth="md" gap="5">
          {webinars.items.map((webinar) => (
            <li key={webinar.startsAt}>
              <WebinarCard
                title={webinar.title}
                startsAt={webinar.startsAt}
                startsAtLabel={formatGmt(webinar.startsAt)}
                description={webinar.description}
                // Spec §2: a static link to '#' until registration gets its own issue.
                registerHref={webinars.registerHref}
              />
            </li>
          ))}
        </Grid>
      </PageSection>
      <PageSection id="format" heading={webinars.format.heading} muted>
        <PointGrid points={webinars.format.points} />
      </PageSection>
      <ClosingSection {...webinars.closing} />
    </>
  );
}

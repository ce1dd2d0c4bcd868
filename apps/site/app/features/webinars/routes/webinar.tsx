import { Hero, TextLink } from '@upm/ui';
import { data } from 'react-router';
import { PageSection } from '~/components/content/PageSection';
import { PointGrid } from '~/components/content/Prose';
import { ClosingSection } from '~/components/site-pages/ClosingSection';
import { WebinarEntry } from '~/features/webinars/components/WebinarEntry';
import * as styles from '~/features/webinars/components/webinars.css';
import { servicePages } from '~/content/page-books/services';
import { webinars } from '~/content/services/webinars';
import { requestContext } from '~/context.server';
import { pageMeta } from '~/platform/seo/seo';
import { createWebinarService } from '~/features/webinars/webinars.server';
import type { Route } from './+types/webinar';

export const meta = () => pageMeta(servicePages, '/services/webinar');

// Rendered per request from the database, kept per data version by server/page-cache.ts (like /services/signals):
// browsers may keep a copy but revalidate it every time.
export async function loader({ context }: Route.LoaderArgs) {
  const page = await createWebinarService(requestContext(context).db).listPage();
  return data(page, { headers: { 'Cache-Control': 'no-cache' } });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

const page = servicePages.page('/services/webinar');
const { schedule } = webinars;

export default function Webinars({ loaderData }: Route.ComponentProps) {
  const { upcoming, past } = loaderData;
  return (
    <>
      <Hero title={page.h1} lead={webinars.intro} />
      <PageSection id="upcoming" heading={schedule.upcomingHeading} fade={false}>
        {upcoming.length === 0 ? (
          <div className={styles.stack}>
            <p>{schedule.empty}</p>
            <p className={styles.actions}>
              <TextLink href="#past">{schedule.emptyLinks.replays}</TextLink>
              <TextLink href="/contact">{schedule.emptyLinks.contact}</TextLink>
            </p>
          </div>
        ) : (
          <ul className={styles.list}>
            {upcoming.map((webinar) => (
              <li key={webinar.id}>
                <WebinarEntry webinar={webinar} />
              </li>
            ))}
          </ul>
        )}
      </PageSection>
      <PageSection id="past" heading={schedule.pastHeading} muted>
        {past.length === 0 ? (
          <p>{schedule.pastEmpty}</p>
        ) : (
          <ul className={styles.list}>
            {past.map((webinar) => (
              <li key={webinar.id}>
                <WebinarEntry webinar={webinar} past />
              </li>
            ))}
          </ul>
        )}
      </PageSection>
      <PageSection id="format" heading={webinars.format.heading}>
        <PointGrid points={webinars.format.points} />
      </PageSection>
      <ClosingSection {...webinars.closing} />
    </>
  );
}

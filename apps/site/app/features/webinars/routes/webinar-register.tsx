import { Hero, TextLink } from '@upm/ui';
import { useActionData } from 'react-router';
import { PageSection } from '~/components/content/PageSection';
import { RegistrationForm } from '~/features/webinars/components/RegistrationForm';
import { WebinarEntry } from '~/features/webinars/components/WebinarEntry';
import * as styles from '~/features/webinars/components/webinars.css';
import { requestContext } from '~/context.server';
import { absoluteUrl } from '~/platform/seo/site-url';
import { webinarPath, webinarsPath } from '~/features/webinars/webinar-paths';
import { formatGmt } from '~/features/webinars/webinar-time';
import { calendarResponse, registrationAction, registrationLoader } from './webinar-register.server';
import type { Route } from './+types/webinar-register';

const icsSuffix = '.ics';

/**
 * `/services/webinar/<id>.ics` shares this route's path pattern (React Router has no partial segments):
 * the calendar file is answered here, before any loader or rendering.
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, params, context }, next) => {
    if (!params.id.endsWith(icsSuffix)) return next();
    return calendarResponse(request, params.id.slice(0, -icsSuffix.length), requestContext(context));
  },
];

export const meta = ({ data: loaded }: Route.MetaArgs) =>
  loaded
    ? [
        { title: `Register: ${loaded.webinar.title} | UPM Trading` },
        {
          name: 'description',
          content: `Register for our free webinar "${loaded.webinar.title}", ${formatGmt(loaded.webinar.startsAt)}.`,
        },
        { tagName: 'link', rel: 'canonical', href: absoluteUrl(webinarPath(loaded.webinar.id)) },
      ]
    : [{ title: 'Webinar not found | UPM Trading' }];

export async function loader({ params, context }: Route.LoaderArgs) {
  return registrationLoader(params.id, requestContext(context));
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return registrationAction(request, params.id, requestContext(context));
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return actionHeaders.has('Cache-Control') ? actionHeaders : loaderHeaders;
}

export default function WebinarRegistration({ loaderData }: Route.ComponentProps) {
  const { webinar, started, refusal } = loaderData;
  const result = useActionData<typeof action>();
  return (
    <>
      <Hero
        title={`Register: ${webinar.title}`}
        lead={`${formatGmt(webinar.startsAt)}, ${webinar.durationMinutes} minutes, free.`}
      />
      <PageSection id="webinar" heading="About this webinar" fade={false}>
        <div className={styles.stack}>
          <WebinarEntry webinar={webinar} past={started} summary />
        </div>
      </PageSection>
      <PageSection id="register" heading="Your details" fade={false} muted>
        {refusal && result?.status !== 'accepted' ? (
          <p className={styles.stack}>{refusal}</p>
        ) : (
          <RegistrationForm action={webinarPath(webinar.id)} result={result} />
        )}
        <p>
          <TextLink href={webinarsPath}>All webinars</TextLink>
        </p>
      </PageSection>
    </>
  );
}

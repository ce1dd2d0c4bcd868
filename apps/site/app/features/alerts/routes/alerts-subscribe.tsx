import { Hero, TextLink } from '@upm/ui';
import { useActionData } from 'react-router';
import { PageSection } from '~/components/content/PageSection';
import { requestContext } from '~/context.server';
import { absoluteUrl } from '~/platform/seo/site-url';
import { alertsPath } from '~/features/alerts/alert-paths';
import { alertedEventsSentence } from '~/features/alerts/alert-events';
import { SubscribeForm } from '~/features/alerts/components/SubscribeForm';
import * as styles from '~/features/alerts/components/alerts.css';
import { subscribeAction, subscribeLoader } from './alerts-subscribe.server';
import type { Route } from './+types/alerts-subscribe';

export const meta = () => [
  { title: 'Signal alerts by e-mail | UPM Trading' },
  {
    name: 'description',
    content: `Get an e-mail when a UPM Trading signal is ${alertedEventsSentence}: every signal or the instruments you choose. Confirmed opt-in, one-click unsubscribe.`,
  },
  { tagName: 'link', rel: 'canonical', href: absoluteUrl(alertsPath) },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  return subscribeLoader(request, requestContext(context));
}

export async function action({ request, context }: Route.ActionArgs) {
  return subscribeAction(request, requestContext(context));
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return actionHeaders.has('Cache-Control') ? actionHeaders : loaderHeaders;
}

export default function AlertsSubscribe({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  return (
    <>
      <Hero
        title="Signal alerts by e-mail"
        lead={`An e-mail when a signal is ${alertedEventsSentence}, usually within a minute.`}
      />
      <PageSection id="subscribe" heading="Subscribe" fade={false}>
        <div className={styles.stack}>
          <p>
            Choose every signal or only the instruments you trade. We first send an e-mail asking you to confirm:
            nothing else is sent until you follow its link. Every alert has a link to change your instruments and to
            unsubscribe in one click. No account is needed.
          </p>
          <SubscribeForm action={alertsPath} result={result} accountEmail={loaderData.accountEmail} />
          <p className={styles.hint}>
            Signals are general market analysis, not personal advice. Past performance is not a reliable indicator of
            future results. How we handle your address: <TextLink href="/privacy">privacy notice</TextLink>.
          </p>
          <p>
            <TextLink href="/services/signals">Back to the signal record</TextLink>
          </p>
        </div>
      </PageSection>
    </>
  );
}

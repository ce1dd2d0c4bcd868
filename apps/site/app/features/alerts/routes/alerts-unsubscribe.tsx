import { Button, Hero, Notice, TextLink } from '@upm/ui';
import { Form, useNavigation } from 'react-router';
import { PageSection } from '~/components/content/PageSection';
import { requestContext } from '~/context.server';
import { alertsManagePath, alertsPath, alertsUnsubscribePath } from '~/features/alerts/alert-paths';
import { unsubscribeAction, unsubscribeLoader } from './alert-links.server';
import type { Route } from './+types/alerts-unsubscribe';

export const meta = () => [
  { title: 'Unsubscribe from signal alerts | UPM Trading' },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  return unsubscribeLoader(request, requestContext(context));
}

export async function action({ request, context }: Route.ActionArgs) {
  return unsubscribeAction(request, requestContext(context));
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return actionHeaders ?? loaderHeaders;
}

export default function AlertsUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData ?? loaderData;
  const submitting = useNavigation().state === 'submitting';
  if (result.outcome === 'ask') {
    return (
      <>
        <Hero title="Unsubscribe from signal alerts?" />
        <PageSection id="confirm" heading={result.email} fade={false}>
          <p>We will send no more signal alerts to this address.</p>
          <Form method="post" action={alertsUnsubscribePath(result.token)}>
            <Button type="submit" loading={submitting}>
              Unsubscribe
            </Button>
          </Form>
          <p>
            <TextLink href={alertsManagePath(result.token)}>Change my instruments instead</TextLink>
          </p>
        </PageSection>
      </>
    );
  }
  const done = result.outcome === 'unsubscribed';
  return (
    <>
      <Hero title={done ? 'Unsubscribed' : 'Nothing was changed'} />
      <PageSection id="result" heading={done ? 'Done' : 'This link does not work'} fade={false}>
        <Notice role="status" tone={done ? 'positive' : 'warning'}>
          {result.message}
        </Notice>
        <p>
          <TextLink href={alertsPath}>Subscribe again</TextLink>
        </p>
      </PageSection>
    </>
  );
}

import { Button, Hero, Notice, TextLink } from '@upm/ui';
import { Form, useNavigation } from 'react-router';
import { PageSection } from '~/components/content/PageSection';
import { requestContext } from '~/context.server';
import { alertsConfirmPath, alertsPath } from '~/features/alerts/alert-paths';
import { confirmAction, confirmLoader } from './alert-links.server';
import type { Route } from './+types/alerts-confirm';

export const meta = () => [{ title: 'Confirm signal alerts | UPM Trading' }, { name: 'robots', content: 'noindex' }];

export async function loader({ request, context }: Route.LoaderArgs) {
  return confirmLoader(request, requestContext(context));
}

export async function action({ request, context }: Route.ActionArgs) {
  return confirmAction(request, requestContext(context));
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return actionHeaders ?? loaderHeaders;
}

export default function AlertsConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData ?? loaderData;
  const submitting = useNavigation().state === 'submitting';
  if (result.outcome === 'ask') {
    return (
      <>
        <Hero title="Confirm your signal alerts" />
        <PageSection id="confirm" heading="One step left" fade={false}>
          <p>Press the button to start receiving the signal alerts you asked for.</p>
          <Form method="post" action={alertsConfirmPath(result.token)}>
            <input type="hidden" name="token" value={result.token} />
            <Button type="submit" loading={submitting}>
              Confirm my signal alerts
            </Button>
          </Form>
        </PageSection>
      </>
    );
  }
  const confirmed = result.outcome === 'confirmed';
  return (
    <>
      <Hero title={confirmed ? 'Signal alerts confirmed' : 'Signal alerts not confirmed'} />
      <PageSection id="result" heading={confirmed ? 'Done' : 'Nothing was changed'} fade={false}>
        <Notice role="status" tone={confirmed ? 'positive' : 'warning'}>
          {result.message}
        </Notice>
        <p>
          {confirmed ? (
            <TextLink href="/services/signals">See the signal record</TextLink>
          ) : (
            <TextLink href={alertsPath}>Subscribe again</TextLink>
          )}
        </p>
      </PageSection>
    </>
  );
}

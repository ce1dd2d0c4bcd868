import { Button, Hero, Notice, TextLink } from '@upm/ui';
import { Form, useNavigation } from 'react-router';
import { PageSection } from '~/components/content/PageSection';
import { requestContext } from '~/context.server';
import { describeInstruments } from '~/features/alerts/alert-choices';
import { alertsManagePath, alertsPath, alertsUnsubscribePath } from '~/features/alerts/alert-paths';
import { AlertChoiceFields } from '~/features/alerts/components/AlertChoiceFields';
import * as styles from '~/features/alerts/components/alerts.css';
import { manageAction, manageLoader } from './alert-links.server';
import type { Route } from './+types/alerts-manage';

export const meta = () => [{ title: 'Your signal alerts | UPM Trading' }, { name: 'robots', content: 'noindex' }];

export async function loader({ request, context }: Route.LoaderArgs) {
  return manageLoader(request, requestContext(context));
}

export async function action({ request, context }: Route.ActionArgs) {
  return manageAction(request, requestContext(context));
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return actionHeaders ?? loaderHeaders;
}

export default function AlertsManage({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData ?? loaderData;
  const submitting = useNavigation().state === 'submitting';
  if (result.outcome !== 'manage') {
    return (
      <>
        <Hero title="Your signal alerts" />
        <PageSection id="result" heading="Nothing to change" fade={false}>
          <Notice role="status" tone="warning">
            {result.message}
          </Notice>
          <p>
            <TextLink href={alertsPath}>Subscribe</TextLink>
          </p>
        </PageSection>
      </>
    );
  }
  return (
    <>
      <Hero title="Your signal alerts" lead={`For ${result.email}: ${describeInstruments(result.instruments)}.`} />
      <PageSection id="manage" heading="Choose your instruments" fade={false}>
        <div className={styles.stack}>
          <p role="status" className={styles.status}>
            {result.saved ?? ''}
          </p>
          <Form method="post" action={alertsManagePath(result.token)} className={styles.form}>
            <AlertChoiceFields
              idPrefix="manage"
              current={result.instruments}
              kept={result.values}
              error={result.error}
            />
            <div>
              <Button type="submit" loading={submitting}>
                Save my choice
              </Button>
            </div>
          </Form>
          <p>
            <TextLink href={alertsUnsubscribePath(result.token)}>Unsubscribe from every signal alert</TextLink>
          </p>
        </div>
      </PageSection>
    </>
  );
}

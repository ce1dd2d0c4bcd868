import { Button, Hero, Notice, TextLink } from '@upm/ui';
import { Form, useNavigation } from 'react-router';
import { PageSection } from '~/components/content/PageSection';
import { requestContext } from '~/context.server';
import { formatGmt } from '~/features/webinars/webinar-time';
import { webinarsPath } from '~/features/webinars/webinar-paths';
import { cancelRegistrationAction, cancelRegistrationLoader } from './webinar-cancel.server';
import type { Route } from './+types/webinar-cancel';

export const meta = () => [{ title: 'Webinar registration | UPM Trading' }, { name: 'robots', content: 'noindex' }];

export async function loader({ request, context }: Route.LoaderArgs) {
  return cancelRegistrationLoader(request, requestContext(context));
}

export async function action({ request, context }: Route.ActionArgs) {
  return cancelRegistrationAction(request, requestContext(context));
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return actionHeaders ?? loaderHeaders;
}

export default function WebinarCancel({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData ?? loaderData;
  const submitting = useNavigation().state === 'submitting';
  if (result.outcome === 'confirm') {
    return (
      <>
        <Hero title="Remove your registration?" />
        <PageSection id="confirm" heading={result.webinarTitle} fade={false}>
          <p>
            {formatGmt(result.startsAt)}. Removing your registration frees your place; you will get no more e-mails
            about this webinar.
          </p>
          <Form method="post">
            <input type="hidden" name="token" value={result.token} />
            <Button type="submit" loading={submitting}>
              Remove my registration
            </Button>
          </Form>
          <p>
            <TextLink href={webinarsPath}>Keep it and see all webinars</TextLink>
          </p>
        </PageSection>
      </>
    );
  }
  const removed = result.outcome === 'removed';
  return (
    <>
      <Hero title={removed ? 'Registration removed' : 'Registration not changed'} />
      <PageSection id="result" heading={removed ? 'Done' : 'Nothing was changed'} fade={false}>
        <Notice role="status" tone={removed ? 'positive' : 'warning'}>
          {result.message}
        </Notice>
        <p>
          <TextLink href={webinarsPath}>See all webinars</TextLink>
        </p>
      </PageSection>
    </>
  );
}

import { Hero, Notice, TextLink } from '@upm/ui';
import { PageSection } from '~/components/content/PageSection';
import { requestContext } from '~/context.server';
import { webinarsPath } from '~/lib/webinars/webinar-paths';
import { cancelRegistrationLoader } from './webinar-cancel.server';
import type { Route } from './+types/webinar-cancel';

export const meta = () => [{ title: 'Webinar registration | UPM Trading' }, { name: 'robots', content: 'noindex' }];

export async function loader({ request, context }: Route.LoaderArgs) {
  return cancelRegistrationLoader(request, requestContext(context));
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export default function WebinarCancel({ loaderData }: Route.ComponentProps) {
  const removed = loaderData.outcome === 'removed';
  return (
    <>
      <Hero title={removed ? 'Registration removed' : 'Registration not changed'} />
      <PageSection id="result" heading={removed ? 'Done' : 'Nothing was changed'} fade={false}>
        <Notice role="status" tone={removed ? 'positive' : 'warning'}>
          {loaderData.message}
        </Notice>
        <p>
          <TextLink href={webinarsPath}>See all webinars</TextLink>
        </p>
      </PageSection>
    </>
  );
}

import { ProgressPage } from '~/features/courses/components/ProgressPage';
import { requestContext } from '~/context.server';
import { progressAction, progressLoader } from '~/features/courses/routes/progress.server';
import type { Route } from './+types/progress';

// Per request (never prerendered): it shows the signed-in customer's own progress, and is kept out of search results.
export const meta = () => [
  { title: 'Your course progress | UPM Trading' },
  { name: 'description', content: 'The lessons of the Beginner Trading Course you have marked done.' },
  { name: 'robots', content: 'noindex' },
];

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function loader({ request, context }: Route.LoaderArgs) {
  return progressLoader(request, requestContext(context));
}

export function action({ request, context }: Route.ActionArgs) {
  return progressAction(request, requestContext(context));
}

export default function Progress({ loaderData, actionData }: Route.ComponentProps) {
  return <ProgressPage data={loaderData} refusal={typeof actionData === 'string' ? actionData : undefined} />;
}

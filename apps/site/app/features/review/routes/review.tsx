import { useActionData } from 'react-router';
import { requestContext } from '~/context.server';
import { ReviewSession } from '~/features/review/components/ReviewSession';
import type { Route } from './+types/review';
import { reviewAction, reviewLoader } from './review.server';

export const meta = () => [
  { title: 'Daily review | UPM Trading' },
  { name: 'description', content: 'Review what you learned: today’s cards, scheduled by spaced repetition.' },
  { name: 'robots', content: 'noindex' },
];

export const loader = ({ request, context }: Route.LoaderArgs) => reviewLoader(request, requestContext(context));
export const action = ({ request, context }: Route.ActionArgs) => reviewAction(request, requestContext(context));

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return actionHeaders.has('Cache-Control') ? actionHeaders : loaderHeaders;
}

export default function ReviewPage({ loaderData }: Route.ComponentProps) {
  const failed = useActionData<typeof action>();
  return <ReviewSession {...loaderData} message={failed && 'message' in failed ? failed.message : undefined} />;
}

import { requestContext } from '~/context.server';
import { progressSummaryLoader } from './progress.server';
import type { Route } from './+types/progress-json';

/** GET /education/beginner/progress.json: where the signed-in reader is in the course (the course page asks). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return progressSummaryLoader(request, requestContext(context));
}

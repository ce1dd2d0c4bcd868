import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { data } from 'react-router';
import { QuizPage } from '~/features/courses/components/QuizPage';
import { isModuleSlug } from '~/content/courses/quiz-paths';
import { requestContext } from '~/context.server';
import { quizAction, quizLoader } from './quiz-page.server';
import type { Route } from './+types/quiz';

export const meta = ({ data: loaded }: Route.MetaArgs) => [
  { title: `${loaded?.title ?? 'Quiz'} | UPM Trading` },
  { name: 'robots', content: 'noindex' },
];

/** A module slug the course does not have is a 404 before anything is drawn. */
function moduleOf(params: Route.LoaderArgs['params']) {
  if (!isModuleSlug(params.module)) throw data('Not found', { status: 404 });
  return params.module;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  return quizLoader(request, requestContext(context), moduleOf(params));
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return quizAction(request, requestContext(context), moduleOf(params));
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return actionHeaders.has('Cache-Control') ? actionHeaders : loaderHeaders;
}

// After a submission the result is the page: reloading the loader would only open the next attempt early.
export const shouldRevalidate = ({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) =>
  formMethod === 'POST' ? false : defaultShouldRevalidate;

export default function ModuleQuiz({ loaderData, actionData }: Route.ComponentProps) {
  return <QuizPage page={loaderData} result={actionData} />;
}

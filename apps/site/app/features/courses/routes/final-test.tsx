import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { QuizPage } from '~/features/courses/components/QuizPage';
import { requestContext } from '~/context.server';
import { quizAction, quizLoader } from './quiz-page.server';
import type { Route } from './+types/final-test';

export const meta = () => [
  { title: 'Beginner course: final test | UPM Trading' },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  return quizLoader(request, requestContext(context), 'final-test');
}

export async function action({ request, context }: Route.ActionArgs) {
  return quizAction(request, requestContext(context), 'final-test');
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return actionHeaders.has('Cache-Control') ? actionHeaders : loaderHeaders;
}

// After a submission the result is the page: reloading the loader would only open the next attempt early.
export const shouldRevalidate = ({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) =>
  formMethod === 'POST' ? false : defaultShouldRevalidate;

export default function FinalTest({ loaderData, actionData }: Route.ComponentProps) {
  return <QuizPage page={loaderData} result={actionData} />;
}

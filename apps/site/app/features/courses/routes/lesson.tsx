import { data } from 'react-router';
import { LessonPage } from '~/features/courses/components/LessonPage';
import { lessonMeta } from '~/features/courses/lesson-meta';
import { lessonPage } from '~/features/courses/lessons.server';
import type { Route } from './+types/lesson';

// Prerendered for every lesson of the course (react-router.config.ts): the Markdown becomes HTML here, at build, and
// the page is the same for everyone. A path that names no lesson renders per request and answers 404.
export function loader({ params }: Route.LoaderArgs) {
  const page = lessonPage(params.module, params.lesson);
  if (!page) throw data('No such lesson', { status: 404 });
  return page;
}

export const meta = ({ loaderData }: Route.MetaArgs) => (loaderData ? lessonMeta(loaderData) : []);

export default function Lesson({ loaderData }: Route.ComponentProps) {
  return <LessonPage data={loaderData} />;
}

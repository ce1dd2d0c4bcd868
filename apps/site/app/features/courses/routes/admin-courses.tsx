import { useSearchParams } from 'react-router';
import { AdminCourses } from '~/features/courses/components/AdminCourses';
import { adminRouteHeaders } from '~/platform/admin/route-headers';
import { requestContext } from '~/context.server';
import { coursesAdminAction, coursesAdminLoader } from './admin-courses.server';
import type { Route } from './+types/admin-courses';

export const meta = () => [{ title: 'Courses | Admin' }, { name: 'robots', content: 'noindex, nofollow' }];
export const headers = adminRouteHeaders;

/** The guard runs first (inside the handlers), in the loader and in the action. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return coursesAdminLoader(request, requestContext(context));
}

export async function action({ request, context }: Route.ActionArgs) {
  return coursesAdminAction(request, requestContext(context));
}

export default function AdminCoursesPage({ loaderData, actionData }: Route.ComponentProps) {
  const [search] = useSearchParams();
  return <AdminCourses {...loaderData} answer={actionData} done={search.get('done') === 'revoke'} />;
}

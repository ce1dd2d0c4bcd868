import { Outlet, data } from 'react-router';
import { AdminShell } from '~/components/admin/AdminShell';
import { adminHeaders, adminRouteHeaders } from '~/platform/admin/route-headers';
import { requireAdmin } from '~/platform/auth/guard.server';
import { requestContext } from '~/context.server';
import { unreadMessageCount } from '~/features/contact/routes/admin-inbox.server';
import type { Route } from './+types/layout';

export const headers = adminRouteHeaders;

/**
 * The shell's data, loaded once for every signed-in admin page: the guard first, then who is signed in, the
 * form token of the Logout button and the unread count beside Messages. Each page's own loader and action still
 * call the guard for their own data.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, ...peer } = requestContext(context);
  const session = await requireAdmin(request, { context: peer, db });
  return data(
    {
      username: session.admin.username,
      superAdmin: session.admin.role === 'super_admin',
      csrf: session.csrfToken,
      unreadMessages: await unreadMessageCount(db),
    },
    { headers: adminHeaders },
  );
}

/** The admin frame (header, navigation, Logout) around the dashboard, the audit log and the inbox. */
export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell
      username={loaderData.username}
      csrfToken={loaderData.csrf}
      unreadMessages={loaderData.unreadMessages}
      superAdmin={loaderData.superAdmin}
    >
      <Outlet />
    </AdminShell>
  );
}

import { useActionData, useLoaderData } from 'react-router-dom';
import { AdminShell } from '~/components/admin/AdminShell';
import { AdminInbox } from '~/components/admin-inbox';
import { adminRouteHeaders } from '~/lib/admin/route-headers';
import { inboxPath } from '~/lib/contact/inbox-path';
import { inboxAction, inboxLoader } from '~/lib/contact/inbox.server';
import type { Route } from './+types/messages';

export const meta = () => [{ title: 'Messages | Admin' }, { name: 'robots', content: 'noindex, nofollow' }];
export const headers = adminRouteHeaders;

/** The guard runs first (inside inboxLoader / inboxAction), in the loader and in the action. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return inboxLoader(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return inboxAction(request, context);
}

export default function AdminMessages() {
  const { username, ...inbox } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <AdminShell username={username} csrfToken={inbox.csrfToken} unreadMessages={inbox.unreadCount}>
      <AdminInbox {...inbox} error={result?.error} path={inboxPath} />
    </AdminShell>
  );
}

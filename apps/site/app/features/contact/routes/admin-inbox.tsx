import { AdminInbox } from '~/features/contact/components/inbox';
import { messagesPath } from '~/platform/admin/paths';
import { adminMeta, adminRouteHeaders } from '~/platform/admin/route-headers';
import { inboxAction, inboxLoader } from './admin-inbox.server';
import { requestContext } from '~/context.server';
import type { Route } from './+types/admin-inbox';

export const meta = adminMeta('Messages | Admin');
export const headers = adminRouteHeaders;

/** The guard runs first (inside inboxLoader / inboxAction), in the loader and in the action. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return inboxLoader(request, requestContext(context));
}

export async function action({ request, context }: Route.ActionArgs) {
  return inboxAction(request, requestContext(context));
}

export default function AdminMessages({ loaderData, actionData }: Route.ComponentProps) {
  // A delete posted without its confirmation is answered with the same confirmation `?confirm=<id>` opens.
  const confirmId = actionData?.kind === 'confirm' ? (actionData.values.id ?? null) : loaderData.confirmId;
  const error =
    actionData?.kind === 'refused'
      ? actionData.message
      : actionData?.kind === 'invalid'
        ? actionData.errors.id
        : undefined;
  return <AdminInbox {...loaderData} confirmId={confirmId} error={error} path={messagesPath} />;
}

import { data, redirect } from 'react-router-dom';
import type { RequestContext } from '~/context.server';
import { messagesPath } from '~/lib/admin/paths';
import { adminHeaders, readAdminForm, requireAdmin } from '~/lib/auth/guard.server';
import { type ContactMessage, createContactService } from '~/lib/contact/contact.server';
import type { Db } from '~/lib/db/types';

export interface InboxData {
  /** For the admin header. */
  username: string;
  messages: ContactMessage[];
  unreadCount: number;
  csrfToken: string;
  /** The message whose deletion awaits confirmation (the no-JavaScript path: `?confirm=<id>`). */
  confirmId: string | null;
  /** Whether e-mail forwarding is configured (the delivery line only shows then). */
  mailEnabled: boolean;
}

/** GET /secure/admin/messages: the guard first, then every message newest first. */
export async function inboxLoader(request: Request, context: RequestContext) {
  const { db } = context;
  const session = await requireAdmin(request, { context, db });
  const contact = createContactService(db);
  const [messages, unreadCount] = await Promise.all([contact.list(), contact.unreadCount()]);
  const confirm = new URL(request.url).searchParams.get('confirm');
  return data<InboxData>(
    {
      username: session.admin.username,
      messages,
      unreadCount,
      csrfToken: session.csrfToken,
      confirmId: confirm && messages.some((message) => message.id === confirm) ? confirm : null,
      mailEnabled: Boolean(context.config.mail),
    },
    { headers: adminHeaders },
  );
}

export type InboxActionData = { error: string };

/** POST /secure/admin/messages: mark read, mark unread or delete, behind the guard and the CSRF checks. */
export async function inboxAction(request: Request, context: RequestContext) {
  const { db } = context;
  const session = await requireAdmin(request, { context, db });
  const form = await readAdminForm(request, session, { context });
  const intent = form.get('intent');
  const id = form.get('id');
  if (typeof id !== 'string' || !id || id.length > 100) {
    return data<InboxActionData>({ error: 'No message was chosen.' }, { status: 400, headers: adminHeaders });
  }
  const contact = createContactService(db);
  let done: boolean;
  if (intent === 'read' || intent === 'unread') done = await contact.setRead(id, intent === 'read');
  else if (intent === 'delete') done = await contact.delete(id);
  else return data<InboxActionData>({ error: 'Unknown action.' }, { status: 400, headers: adminHeaders });
  if (!done) {
    return data<InboxActionData>(
      { error: 'That message no longer exists. The list has been refreshed.' },
      { status: 404, headers: adminHeaders },
    );
  }
  // Post/redirect/get: a reload never repeats the action, and without JavaScript the list shows the change.
  return redirect(messagesPath, { headers: adminHeaders });
}

/** The unread count for the admin header (the admin layout's loader passes it to AdminShell). */
export async function unreadMessageCount(db: Db): Promise<number> {
  return createContactService(db).unreadCount();
}

import { data } from 'react-router';
import type { RequestContext } from '~/context.server';
import type { AdminActionData, IntentSpecs } from '~/platform/admin/admin-action';
import { actionAnswer, actionDone, postedIntent } from '~/platform/admin/admin-action.server';
import { messagesPath } from '~/platform/admin/paths';
import { adminHeaders } from '~/platform/admin/route-headers';
import { requireAdmin } from '~/platform/auth/guard.server';
import { type ContactMessage, createContactService } from '~/features/contact/contact.server';
import type { Db } from '~/platform/db/types';
import { failureStatus } from '~/platform/result';
import { z } from '~/platform/zod-mini';

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

/** The inbox actions (decision 028): each names one message by `id`; a delete is carried out only when confirmed. */
const messageId = z.object({
  id: z.string().check(z.minLength(1, 'No message was chosen.'), z.maxLength(100, 'No message was chosen.')),
});
export const inboxIntents = {
  read: { fields: ['id'], schema: messageId },
  unread: { fields: ['id'], schema: messageId },
  delete: { fields: ['id'], schema: messageId, destructive: true },
} as const satisfies IntentSpecs;

export type InboxActionData = AdminActionData<keyof typeof inboxIntents>;

/** POST /secure/admin/messages: mark read, mark unread or delete, behind the guard and the CSRF checks. */
export async function inboxAction(request: Request, context: RequestContext) {
  const { step } = await postedIntent(request, context, inboxIntents);
  if (step.kind !== 'run') return actionAnswer(step);
  const contact = createContactService(context.db);
  const { id } = step.value;
  const done = step.intent === 'delete' ? await contact.delete(id) : await contact.setRead(id, step.intent === 'read');
  if (!done) {
    const message = 'That message no longer exists. The list has been refreshed.';
    return actionAnswer<keyof typeof inboxIntents>({ kind: 'refused', message }, failureStatus['not-found']);
  }
  // Post/redirect/get: a reload never repeats the action, and without JavaScript the list shows the change.
  return actionDone(messagesPath);
}

/** The unread count for the admin header (the admin layout's loader passes it to AdminShell). */
export async function unreadMessageCount(db: Db): Promise<number> {
  return createContactService(db).unreadCount();
}

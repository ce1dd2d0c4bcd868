import { Badge, Button, ButtonLink, ConfirmDialog } from '@upm/ui';
import { Form, useNavigate, useNavigation } from 'react-router-dom';
import * as styles from './AdminInbox.css';

/** One message as the inbox shows it (ContactMessage from contact.server, serialised). */
export interface InboxMessage {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  createdAt: string;
  readAt: string | null;
  deliveredAt: string | null;
  deliveryAttempts: number;
  lastError: string | null;
}

export interface AdminInboxProps {
  messages: readonly InboxMessage[];
  unreadCount: number;
  csrfToken: string;
  /** The message whose deletion awaits confirmation. */
  confirmId: string | null;
  mailEnabled: boolean;
  /** A failure from the last action, shown to the admin. */
  error?: string;
  /** Where the inbox lives (forms post here, Cancel returns here). */
  path: string;
}

export const deleteConfirmText = 'Are you sure you want to delete this message?';

// UTC and a fixed locale: the server and the browser render the same text (no hydration mismatch).
const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

function deliveryLine(message: InboxMessage): string | undefined {
  if (message.deliveredAt) return 'Forwarded by e-mail.';
  if (message.deliveryAttempts > 0) {
    const times = message.deliveryAttempts === 1 ? 'once' : `${message.deliveryAttempts} times`;
    return `E-mail forwarding failed ${times}; it will be retried. The message is kept here.`;
  }
  return undefined;
}

/** The admin inbox: newest first, mark read / unread, delete after confirmation. Every action is a form post. */
export function AdminInbox({ messages, unreadCount, csrfToken, confirmId, mailEnabled, error, path }: AdminInboxProps) {
  const navigation = useNavigation();
  const navigate = useNavigate();
  const busy = navigation.state !== 'idle';
  // The open confirmation lives in the URL (?confirm=<id>): it then works without JavaScript too.
  const confirming = confirmId ? messages.find((message) => message.id === confirmId) : undefined;

  return (
    <section className={styles.page} aria-labelledby="inbox-title" id="messages">
      <h1 id="inbox-title" className={styles.title}>
        Messages
      </h1>
      <p className={styles.summary}>
        {messages.length === 0
          ? 'No messages yet.'
          : `${messages.length} ${messages.length === 1 ? 'message' : 'messages'}, ${unreadCount} unread.`}
      </p>
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      {messages.length === 0 ? (
        <p className={styles.empty}>Messages sent through the contact form appear here.</p>
      ) : (
        <ul className={styles.list} aria-label="Messages, newest first">
          {messages.map((message) => {
            const isUnread = message.readAt === null;
            const headingId = `message-${message.id}`;
            const delivery = mailEnabled || message.deliveryAttempts > 0 ? deliveryLine(message) : undefined;
            return (
              <li
                key={message.id}
                className={`${styles.item} ${isUnread ? styles.unread : ''}`}
                aria-labelledby={headingId}
              >
                <h2 id={headingId} className={styles.subject}>
                  {message.subject}
                  {isUnread ? <Badge tone="info">Unread</Badge> : null}
                </h2>
                <p className={styles.meta}>
                  From {message.name} &lt;<a href={`mailto:${message.email}`}>{message.email}</a>&gt;, received{' '}
                  <time dateTime={message.createdAt}>{dateFormat.format(new Date(message.createdAt))} UTC</time>
                </p>
                <p className={styles.body}>{message.message}</p>
                {delivery ? <p className={styles.delivery}>{delivery}</p> : null}
                <div className={styles.actions}>
                  <Form method="post" action={path} preventScrollReset>
                    <input type="hidden" name="csrf" value={csrfToken} />
                    <input type="hidden" name="id" value={message.id} />
                    <input type="hidden" name="intent" value={isUnread ? 'read' : 'unread'} />
                    <Button type="submit" variant="outline" size="sm">
                      {isUnread ? 'Mark as read' : 'Mark as unread'}
                      <span className={styles.visuallyHidden}>: {message.subject}</span>
                    </Button>
                  </Form>
                  {/* A GET to the same page: it opens the confirmation, with or without JavaScript. */}
                  <Form method="get" action={path} preventScrollReset>
                    <input type="hidden" name="confirm" value={message.id} />
                    <Button type="submit" variant="outline" size="sm">
                      Delete
                      <span className={styles.visuallyHidden}>: {message.subject}</span>
                    </Button>
                  </Form>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {confirming ? (
        <ConfirmDialog
          open
          onOpenChange={(open) => {
            if (!open) navigate(path, { preventScrollReset: true });
          }}
          closeHref={path}
          title="Delete message"
          description={
            <>
              {deleteConfirmText} &ldquo;{confirming.subject}&rdquo; will be removed for good.
            </>
          }
          actions={
            <>
              <ButtonLink href={path} variant="outline">
                Cancel
              </ButtonLink>
              <Form method="post" action={path}>
                <input type="hidden" name="csrf" value={csrfToken} />
                <input type="hidden" name="id" value={confirming.id} />
                <input type="hidden" name="intent" value="delete" />
                <Button type="submit" variant="danger" loading={busy}>
                  Delete
                </Button>
              </Form>
            </>
          }
        />
      ) : null}
    </section>
  );
}

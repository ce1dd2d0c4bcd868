import type { ContactMessage } from '~/features/contact/contact.server';
import * as styles from './AdminInbox.css';
import { AdminInboxDeleteDialog } from './AdminInboxDeleteDialog';
import { AdminInboxItem } from './AdminInboxItem';

/** One message as the inbox shows it (a type only: no server code reaches the page). */
export type InboxMessage = ContactMessage;

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

/** The admin inbox: newest first, mark read / unread, delete after confirmation. Every action is a form post. */
export function AdminInbox({ messages, unreadCount, confirmId, error, ...itemSettings }: AdminInboxProps) {
  const { csrfToken, path } = itemSettings;
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
          {messages.map((message) => (
            // Each item's forms post with the inbox's token, to the inbox's path.
            <AdminInboxItem key={message.id} message={message} {...itemSettings} />
          ))}
        </ul>
      )}
      {confirming ? <AdminInboxDeleteDialog message={confirming} csrfToken={csrfToken} path={path} /> : null}
    </section>
  );
}

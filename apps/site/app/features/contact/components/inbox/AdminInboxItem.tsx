import { Badge, Button, VisuallyHidden } from '@upm/ui';
import { Form } from 'react-router';
import type { InboxMessage } from './AdminInbox';
import * as styles from './AdminInbox.css';

export interface AdminInboxItemProps {
  message: InboxMessage;
  csrfToken: string;
  mailEnabled: boolean;
  /** Where the inbox lives: its forms post (and ask for the delete confirmation) here. */
  path: string;
}

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

/** One message of the inbox: who sent it and when, the text, the delivery state, and its actions. */
export function AdminInboxItem({ message, csrfToken, mailEnabled, path }: AdminInboxItemProps) {
  const isUnread = message.readAt === null;
  const headingId = `message-${message.id}`;
  const delivery = mailEnabled || message.deliveryAttempts > 0 ? deliveryLine(message) : undefined;
  const subject = <VisuallyHidden>: {message.subject}</VisuallyHidden>;
  return (
    <li className={`${styles.item} ${isUnread ? styles.unread : ''}`} aria-labelledby={headingId}>
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
            {subject}
          </Button>
        </Form>
        {/* A GET to the same page: it opens the confirmation, with or without JavaScript. */}
        <Form method="get" action={path} preventScrollReset>
          <input type="hidden" name="confirm" value={message.id} />
          <Button type="submit" variant="outline" size="sm">
            Delete
            {subject}
          </Button>
        </Form>
      </div>
    </li>
  );
}

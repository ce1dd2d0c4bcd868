import { Button, VisuallyHidden } from '@upm/ui';
import type { ReactNode } from 'react';
import { Form, NavLink } from 'react-router-dom';
import { auditPath, dashboardPath, logoutPath, messagesPath, signalsAdminPath } from '~/lib/admin/paths';
import * as styles from './admin.css';

export interface AdminShellProps {
  username: string;
  csrfToken: string;
  /** Unread contact messages, shown beside the Messages link (issue 6). */
  unreadMessages?: number;
  children: ReactNode;
}

const links = [
  { to: dashboardPath, label: 'Brokers' },
  { to: signalsAdminPath, label: 'Signals' },
  { to: auditPath, label: 'Audit log' },
  { to: messagesPath, label: 'Messages' },
] as const;

/** The signed-in admin's frame: header with navigation and Logout (a POST with the session token), then main. */
export function AdminShell({ username, csrfToken, unreadMessages, children }: AdminShellProps) {
  return (
    <div className={styles.page}>
      <a href="#main" className={styles.skipLink}>
        Skip to main content
      </a>
      <header className={styles.header}>
        <span className={styles.brand}>UPM Trading Admin</span>
        <nav aria-label="Admin" className={styles.nav}>
          {links.map((link) => (
            <NavLink key={link.to} to={link.to} className={styles.navLink} end>
              {link.label}
              {link.to === messagesPath && unreadMessages ? (
                <span className={styles.countBadge}>
                  {unreadMessages}
                  <VisuallyHidden> unread</VisuallyHidden>
                </span>
              ) : null}
            </NavLink>
          ))}
        </nav>
        <div className={styles.nav}>
          <span className={styles.signedInAs}>Signed in as {username}</span>
          <Form method="post" action={logoutPath} reloadDocument>
            <input type="hidden" name="csrf" value={csrfToken} />
            <Button type="submit" variant="inverse" size="sm">
              Logout
            </Button>
          </Form>
        </div>
      </header>
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
    </div>
  );
}

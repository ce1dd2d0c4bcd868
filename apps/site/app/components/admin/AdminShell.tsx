import { Button, VisuallyHidden } from '@upm/ui';
import type { ReactNode } from 'react';
import { Form, NavLink } from 'react-router';
import {
  alertsAdminPath,
  auditPath,
  coursesAdminPath,
  dashboardPath,
  logoutPath,
  messagesPath,
  securityPath,
  signalsAdminPath,
  adminsPath,
  customersAdminPath,
  webinarsAdminPath,
} from '~/platform/admin/paths';
import * as styles from '~/platform/admin/admin.css';

export interface AdminShellProps {
  username: string;
  csrfToken: string;
  /** Unread contact messages, shown beside the Messages link. */
  unreadMessages?: number;
  children: ReactNode;
  /** Shows the Admins page link. */
  superAdmin?: boolean;
}

const links = [
  { to: dashboardPath, label: 'Brokers' },
  { to: signalsAdminPath, label: 'Signals' },
  { to: alertsAdminPath, label: 'Alerts' },
  { to: webinarsAdminPath, label: 'Webinars' },
  { to: coursesAdminPath, label: 'Courses' },
  { to: customersAdminPath, label: 'Customers' },
  { to: auditPath, label: 'Audit log' },
  { to: messagesPath, label: 'Messages' },
  { to: securityPath, label: 'Security' },
] as const;

/** Only a super admin manages the other admins. */
const superAdminLinks = [...links, { to: adminsPath, label: 'Admins' }] as const;

/** The signed-in admin's frame: header with navigation and Logout (a POST with the session token), then main. */
export function AdminShell({ username, csrfToken, unreadMessages, superAdmin = false, children }: AdminShellProps) {
  return (
    <div className={styles.page}>
      <a href="#main" className={styles.skipLink}>
        Skip to main content
      </a>
      <header className={styles.header}>
        <span className={styles.brand}>UPM Trading Admin</span>
        <nav aria-label="Admin" className={styles.nav}>
          {(superAdmin ? superAdminLinks : links).map((link) => (
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
            <Button type="submit" variant="chrome" size="sm">
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

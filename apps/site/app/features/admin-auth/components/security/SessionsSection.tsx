import { Button, VisuallyHidden } from '@upm/ui';
import { Form } from 'react-router';
import { securityPath } from '~/platform/admin/paths';
import * as styles from '~/platform/admin/admin.css';

export interface SessionRow {
  handle: string;
  createdAt: string;
  lastSeenAt: string;
  ipHashPrefix: string | null;
  userAgent: string | null;
  current: boolean;
}

const when = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;

/** The admin's active sessions, each with Sign out, and "Sign out everywhere else" (no JavaScript needed). */
export function SessionsSection({ sessions, csrf }: { sessions: readonly SessionRow[]; csrf: string }) {
  return (
    <section aria-labelledby="sessions-heading" className={styles.panel}>
      <h2 id="sessions-heading">Active sessions</h2>
      <div className={styles.tableWrap}>
        <table className={`${styles.table} ${styles.stackedTable}`}>
          <caption>Where you are signed in</caption>
          <thead>
            <tr>
              <th scope="col">Device</th>
              <th scope="col">Signed in</th>
              <th scope="col">Last seen</th>
              <th scope="col">IP hash</th>
              <th scope="col">
                <VisuallyHidden>Action</VisuallyHidden>
              </th>
            </tr>
          </thead>
          <tbody>
            {sessions.map((session) => (
              <tr key={session.handle}>
                <td data-label="Device">
                  {/* One grid cell on phones, where the td lays its children out as label and value. */}
                  <span>
                    {session.userAgent ?? 'Unknown browser'}
                    {session.current && <strong> (this session)</strong>}
                  </span>
                </td>
                <td data-label="Signed in">{when(session.createdAt)}</td>
                <td data-label="Last seen">{when(session.lastSeenAt)}</td>
                <td data-label="IP hash">
                  <code>{session.ipHashPrefix ?? 'unknown'}</code>
                </td>
                <td>
                  {!session.current && (
                    <Form method="post" action={securityPath} className={styles.inlineForm}>
                      <input type="hidden" name="csrf" value={csrf} />
                      <input type="hidden" name="intent" value="end-session" />
                      <input type="hidden" name="session" value={session.handle} />
                      <Button
                        type="submit"
                        variant="secondary"
                        size="sm"
                        aria-label={`Sign out session signed in ${when(session.createdAt)}`}
                      >
                        Sign out
                      </Button>
                    </Form>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {sessions.length > 1 && (
        <Form method="post" action={securityPath}>
          <input type="hidden" name="csrf" value={csrf} />
          <input type="hidden" name="intent" value="end-other-sessions" />
          <Button type="submit" variant="secondary">
            Sign out everywhere else
          </Button>
        </Form>
      )}
    </section>
  );
}

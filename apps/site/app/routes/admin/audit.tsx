import { Link, data } from 'react-router';
import { AdminTable } from '~/platform/admin/AdminTable';
import * as styles from '~/platform/admin/admin.css';
import { changedFields, listAuditPage } from '~/platform/admin/audit.server';
import { adminHeaders, adminMeta, adminRouteHeaders } from '~/platform/admin/route-headers';
import { requireAdmin } from '~/platform/auth/guard.server';
import { requestContext } from '~/context.server';
import type { Route } from './+types/audit';

export const meta = adminMeta('Audit log | Admin');
export const headers = adminRouteHeaders;

const pageSize = 50;
const actionLabels: Record<string, string> = {
  'broker.create': 'Added broker',
  'broker.update': 'Edited broker',
  'broker.toggle': 'Changed broker status',
  'broker.delete': 'Deleted broker',
  'webinar.create': 'Scheduled webinar',
  'webinar.update': 'Edited webinar',
  'webinar.cancel': 'Cancelled webinar',
  'webinar.registrants_export': 'Downloaded registrants',
  'certificate.revoke': 'Revoked certificate',
  'admin.sign_in': 'Signed in',
};

/** The guard first (the layout's covers the shell only), then one page of the log. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, ...peer } = requestContext(context);
  await requireAdmin(request, { context: peer, db });
  // Clamped to the pages there are: ?page=1e308 used to overflow the offset (a 500).
  const rawPage = new URL(request.url).searchParams.get('page');
  const { entries, page, pages } = await listAuditPage(db, rawPage, pageSize);
  return data(
    {
      page,
      pages,
      entries: entries.map((entry) => {
        const fields = changedFields(entry.before, entry.after);
        const pick = (record: unknown) =>
          record && typeof record === 'object'
            ? Object.fromEntries(fields.map((key) => [key, (record as Record<string, unknown>)[key]]))
            : null;
        const record = (entry.after ?? entry.before) as { name?: string; title?: string } | null;
        const name = record?.name ?? record?.title ?? entry.entityId ?? '';
        return {
          id: entry.id,
          who: entry.adminUsername,
          what: `${actionLabels[entry.action] ?? entry.action}: ${name}`,
          when: entry.createdAt,
          before: pick(entry.before),
          after: pick(entry.after),
        };
      }),
    },
    { headers: adminHeaders },
  );
}

// UTC and a fixed locale: server and browser render the same text.
const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'UTC' });
const show = (record: Record<string, unknown> | null) => (record ? JSON.stringify(record, null, 2) : '—');

/** Who changed what and when, with the changed fields before and after. */
export default function AuditLog({ loaderData }: Route.ComponentProps) {
  const { entries, page, pages } = loaderData;
  return (
    <>
      <h1 className={styles.heading}>Audit log</h1>
      {entries.length === 0 ? (
        <p className={styles.empty}>No changes recorded yet.</p>
      ) : (
        <AdminTable
          columns={['When', 'Who', 'What', 'Before', 'After']}
          caption="Newest first. Times in UTC."
          captionClassName={styles.hint}
        >
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td>
                <time dateTime={entry.when}>{dateFormat.format(new Date(entry.when))}</time>
              </td>
              <td>{entry.who}</td>
              <td>{entry.what}</td>
              <td>
                <pre className={styles.code}>{show(entry.before)}</pre>
              </td>
              <td>
                <pre className={styles.code}>{show(entry.after)}</pre>
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
      {pages > 1 && (
        <nav aria-label="Audit log pages" className={styles.pager}>
          {page > 1 && <Link to={`?page=${page - 1}`}>Newer</Link>}
          <span>
            Page {page} of {pages}
          </span>
          {page < pages && <Link to={`?page=${page + 1}`}>Older</Link>}
        </nav>
      )}
    </>
  );
}

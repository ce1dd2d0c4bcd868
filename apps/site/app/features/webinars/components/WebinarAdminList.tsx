import { ButtonLink } from '@upm/ui';
import { Link } from 'react-router';
import * as styles from '~/platform/admin/admin.css';
import { newWebinarPath, webinarAdminPath } from '~/platform/admin/paths';
import { formatGmt } from '~/features/webinars/webinar-time';
import type { Webinar } from '~/features/webinars/webinar-types';

export interface WebinarAdminListProps {
  upcoming: Webinar[];
  past: Webinar[];
}

function WebinarTable({ caption, webinars }: { caption: string; webinars: Webinar[] }) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Webinar</th>
            <th scope="col">Starts (GMT)</th>
            <th scope="col">Status</th>
            <th scope="col">Registrations</th>
          </tr>
        </thead>
        <tbody>
          {webinars.map((webinar) => (
            <tr key={webinar.id}>
              <th scope="row">
                <Link to={webinarAdminPath(webinar.id)}>{webinar.title}</Link>
              </th>
              <td>{formatGmt(webinar.startsAt)}</td>
              <td>{webinar.status === 'cancelled' ? 'Cancelled' : 'Scheduled'}</td>
              <td>
                {webinar.registrations}
                {webinar.capacity === null ? '' : ` of ${webinar.capacity}`}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The admin's webinars: New Webinar, then upcoming (soonest first) and past (latest first) with their counts. */
export function WebinarAdminList({ upcoming, past }: WebinarAdminListProps) {
  return (
    <>
      <div className={styles.toolbar}>
        <h1 className={styles.heading}>Webinars</h1>
        <ButtonLink href={newWebinarPath}>New Webinar</ButtonLink>
      </div>
      <h2>Upcoming</h2>
      {upcoming.length === 0 ? (
        <p className={styles.empty}>No upcoming webinars.</p>
      ) : (
        <WebinarTable caption="Upcoming webinars, soonest first" webinars={upcoming} />
      )}
      <h2>Past</h2>
      {past.length === 0 ? (
        <p className={styles.empty}>No past webinars.</p>
      ) : (
        <WebinarTable caption="Past webinars, latest first" webinars={past} />
      )}
    </>
  );
}

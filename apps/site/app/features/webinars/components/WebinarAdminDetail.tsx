import { Button, Notice, TextLink } from '@upm/ui';
import { Form } from 'react-router';
import { ConfirmAdminAction } from '~/platform/admin/ConfirmAdminAction';
import * as styles from '~/platform/admin/admin.css';
import { webinarAdminPath, webinarRegistrantsCsvPath, webinarsAdminPath } from '~/platform/admin/paths';
import type { FieldErrors } from '~/platform/forms/submission';
import type { WebinarField } from '~/features/webinars/webinar-schema';
import { formatGmt, gmtFields } from '~/features/webinars/webinar-time';
import type { Registration, Webinar } from '~/features/webinars/webinar-types';
import { WebinarForm } from './WebinarForm';

export interface WebinarAdminDetailProps {
  csrf: string;
  webinar: Webinar;
  registrants: Registration[];
  done: string | null;
  /** What the last post answered: form errors, the cancel confirmation step, or why it failed. */
  failure?: { values?: Record<WebinarField, string>; errors?: FieldErrors<WebinarField>; message?: string };
  confirmCancel: boolean;
}

const doneMessages: Record<string, string> = {
  create: 'Webinar scheduled.',
  update: 'Changes saved. Registrants are e-mailed an updated calendar file if the time changed.',
  cancel: 'Webinar cancelled. Every registrant is e-mailed a cancelled calendar file.',
};

function formValuesOf(webinar: Webinar): Record<WebinarField, string> {
  return {
    title: webinar.title,
    description: webinar.description,
    presenter: webinar.presenter,
    ...gmtFields(webinar.startsAt),
    durationMinutes: String(webinar.durationMinutes),
    capacity: webinar.capacity === null ? '' : String(webinar.capacity),
    joinUrl: webinar.joinUrl ?? '',
    replayUrl: webinar.replayUrl ?? '',
  };
}

/** The cancel form; its first post is answered with the shared confirmation step (`confirm`). */
function CancelSection({ webinar, csrf, confirm }: { webinar: Webinar; csrf: string; confirm: boolean }) {
  if (webinar.status === 'cancelled') return <p>This webinar is cancelled.</p>;
  if (confirm) {
    return (
      <ConfirmAdminAction
        csrf={csrf}
        intent="cancel"
        values={{}}
        backHref={webinarAdminPath(webinar.id)}
        confirmLabel="Confirm cancellation"
      >
        Cancel “{webinar.title}”? Every registrant gets an e-mail saying so. This cannot be undone.
      </ConfirmAdminAction>
    );
  }
  return (
    <Form method="post" action={webinarAdminPath(webinar.id)} className={styles.panel} aria-labelledby="cancel-heading">
      <h2 id="cancel-heading">Cancel this webinar</h2>
      <p>Registrants are e-mailed a cancelled calendar file; the public page says it is cancelled.</p>
      <input type="hidden" name="csrf" value={csrf} />
      <input type="hidden" name="intent" value="cancel" />
      <div className={styles.modalActions}>
        <Button type="submit" variant="danger">
          Cancel webinar
        </Button>
      </div>
    </Form>
  );
}

/** One webinar: its edit form, its cancellation (two posts), and its registrants with the CSV export. */
export function WebinarAdminDetail({
  csrf,
  webinar,
  registrants,
  done,
  failure,
  confirmCancel,
}: WebinarAdminDetailProps) {
  const notice = done ? doneMessages[done] : undefined;
  return (
    <>
      <div className={styles.toolbar}>
        <h1 className={styles.heading}>{webinar.title}</h1>
        <TextLink href={webinarsAdminPath}>All webinars</TextLink>
      </div>
      <p>
        {formatGmt(webinar.startsAt)}, {webinar.durationMinutes} minutes ·{' '}
        {webinar.status === 'cancelled' ? 'Cancelled' : 'Scheduled'} · {webinar.registrations} registered
        {webinar.capacity === null ? '' : ` of ${webinar.capacity}`}
      </p>
      {notice ? (
        <Notice role="status" tone="positive">
          {notice}
        </Notice>
      ) : null}
      {failure?.message ? (
        <Notice role="alert" tone="negative">
          {failure.message}
        </Notice>
      ) : null}
      <CancelSection webinar={webinar} csrf={csrf} confirm={confirmCancel} />
      <WebinarForm
        action={webinarAdminPath(webinar.id)}
        csrf={csrf}
        heading="Edit"
        submitLabel="Save changes"
        values={failure?.values ?? formValuesOf(webinar)}
        errors={failure?.errors}
      />
      <section aria-labelledby="registrants-heading" className={styles.panel}>
        <h2 id="registrants-heading">Registrants</h2>
        {registrants.length === 0 ? (
          <p>No registrations yet.</p>
        ) : (
          <>
            <p>
              <TextLink href={webinarRegistrantsCsvPath(webinar.id)} download>
                Download the registrants as CSV
              </TextLink>
            </p>
            <div className={styles.tableWrap}>
              <table className={styles.table}>
                <caption>Registrants, in the order they registered</caption>
                <thead>
                  <tr>
                    <th scope="col">Name</th>
                    <th scope="col">Email</th>
                    <th scope="col">Registered (GMT)</th>
                  </tr>
                </thead>
                <tbody>
                  {registrants.map((registrant) => (
                    <tr key={registrant.id}>
                      <th scope="row">{registrant.name}</th>
                      <td>{registrant.email}</td>
                      <td>{formatGmt(registrant.createdAt)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </section>
    </>
  );
}

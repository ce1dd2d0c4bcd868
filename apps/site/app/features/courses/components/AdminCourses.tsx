import { Button, ButtonLink, TextLink } from '@upm/ui';
import { Form } from 'react-router';
import { AdminField } from '~/platform/admin/AdminField';
import { AdminTable } from '~/platform/admin/AdminTable';
import { ConfirmAdminAction } from '~/platform/admin/ConfirmAdminAction';
import * as styles from '~/platform/admin/admin.css';
import { coursesAdminPath } from '~/platform/admin/paths';
import { longDateUtc } from '~/platform/plain-format';
import type { CoursesActionData, CoursesAdminData } from '~/features/courses/routes/admin-courses.server';
import { certificatePath } from '~/content/courses/quiz-paths';

export interface AdminCoursesProps extends CoursesAdminData {
  answer?: CoursesActionData | undefined;
  done: boolean;
}

const day = (iso: string) => longDateUtc(new Date(iso));

/** The admin's Courses page: counters, enrolments, completions (with revocation) and per-item statistics. */
export function AdminCourses(props: AdminCoursesProps) {
  const { answer } = props;
  const revokeId =
    answer?.kind === 'invalid' || answer?.kind === 'confirm' ? (answer.values.id ?? null) : props.revokeId;
  return (
    <div className={styles.form}>
      <h1 className={styles.heading}>Courses</h1>
      {props.done ? (
        <p className={styles.alert.success} role="status">
          The certificate was revoked. Its page now says so.
        </p>
      ) : null}
      {answer?.kind === 'refused' ? (
        <p className={styles.alert.error} role="alert">
          {answer.message}
        </p>
      ) : null}
      {answer?.kind === 'confirm' ? (
        <ConfirmAdminAction
          csrf={props.csrfToken}
          intent="revoke"
          values={answer.values}
          backHref={coursesAdminPath}
          confirmLabel="Revoke the certificate"
        >
          Revoke certificate {answer.values.id}? Its public page will say it was revoked, with today’s date, and its
          credential can no longer be downloaded; the status list marks copies already downloaded as revoked. The reason
          is kept in the audit log. This cannot be undone.
        </ConfirmAdminAction>
      ) : null}

      <h2>Quizzes</h2>
      <AdminTable columns={['Quiz', 'Submitted attempts', 'Passing attempts']} stacked>
        {props.totals.map((total) => (
          <tr key={total.quiz}>
            <th scope="row">{total.quiz}</th>
            <td data-label="Submitted attempts">{total.submitted}</td>
            <td data-label="Passing attempts">{total.passed}</td>
          </tr>
        ))}
      </AdminTable>

      <h2>Enrolments ({props.enrolments.length})</h2>
      {props.enrolments.length === 0 ? (
        <p>No customer has marked a lesson done or opened a quiz yet.</p>
      ) : (
        <AdminTable
          columns={[
            'Customer',
            'E-mail',
            'First activity',
            'Last activity',
            'Lessons done',
            'Quiz attempts submitted',
            'Quizzes passed (of 5)',
          ]}
          stacked
        >
          {props.enrolments.map((enrolment) => (
            <tr key={enrolment.customerId}>
              <th scope="row">{enrolment.name}</th>
              <td data-label="E-mail">{enrolment.email}</td>
              <td data-label="First activity">{day(enrolment.firstActivity)}</td>
              <td data-label="Last activity">{day(enrolment.lastActivity)}</td>
              <td data-label="Lessons done">{enrolment.lessonsDone}</td>
              <td data-label="Quiz attempts submitted">{enrolment.submitted}</td>
              <td data-label="Quizzes passed (of 5)">{enrolment.passed}</td>
            </tr>
          ))}
        </AdminTable>
      )}

      <h2>Completions ({props.certificates.length})</h2>
      {props.certificates.length === 0 ? (
        <p>No certificate has been issued yet.</p>
      ) : (
        <AdminTable columns={['Holder', 'Course', 'Issued', 'Status', 'Action']} stacked>
          {props.certificates.map((certificate) => (
            <tr key={certificate.id}>
              <th scope="row">
                <TextLink href={certificatePath(certificate.id)}>{certificate.holderName || 'Name removed'}</TextLink>
              </th>
              <td data-label="Course">
                {certificate.courseTitle} {certificate.courseVersion}
              </td>
              <td data-label="Issued">{day(certificate.issuedAt)}</td>
              <td data-label="Status">
                {certificate.status === 'revoked'
                  ? `Revoked ${day(certificate.revokedAt!)}: ${certificate.revokeReason ?? ''}`
                  : certificate.status === 'withdrawn'
                    ? `Withdrawn by the holder ${day(certificate.withdrawnAt!)}`
                    : 'Valid'}
              </td>
              <td data-label="Action">
                {certificate.status === 'revoked' ? null : revokeId === certificate.id ? (
                  <Form method="post" className={styles.form}>
                    <input type="hidden" name="csrf" value={props.csrfToken} />
                    <input type="hidden" name="intent" value="revoke" />
                    <input type="hidden" name="id" value={certificate.id} />
                    <AdminField
                      name="reason"
                      label="Reason for revoking"
                      type="textarea"
                      required
                      idPrefix={`revoke-${certificate.id}`}
                      defaultValue={answer?.kind === 'invalid' ? answer.values.reason : ''}
                      {...(answer?.kind === 'invalid' && answer.errors.reason ? { error: answer.errors.reason } : {})}
                    />
                    <div>
                      <Button type="submit" variant="danger" size="sm">
                        Revoke
                      </Button>
                    </div>
                  </Form>
                ) : (
                  <ButtonLink
                    href={`${coursesAdminPath}?revoke=${encodeURIComponent(certificate.id)}`}
                    variant="outline"
                    size="sm"
                  >
                    Revoke…
                  </ButtonLink>
                )}
              </td>
            </tr>
          ))}
        </AdminTable>
      )}

      <h2>Quiz items, weakest first</h2>
      <p className={styles.hint}>
        Percent correct over every submitted attempt. A low figure asks whether the question is unclear or the lesson
        does not teach it.
      </p>
      <AdminTable columns={['Item', 'Question', 'Attempts', 'Correct']} stacked>
        {props.items.map((item) => (
          <tr key={item.itemId}>
            <th scope="row">
              <code>{item.itemId}</code>
            </th>
            <td data-label="Question">{item.prompt}</td>
            <td data-label="Attempts">{item.attempts}</td>
            <td data-label="Correct">{item.percent === null ? 'No attempts yet' : `${item.percent}%`}</td>
          </tr>
        ))}
      </AdminTable>
    </div>
  );
}

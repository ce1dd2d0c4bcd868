import { Notice } from '@upm/ui';
import * as styles from './public-form.css';

export interface PublicFormNoticesProps {
  /** The success line, once the form is taken; empty otherwise. */
  status: string;
  /** Why the form was not taken (too many posts, say); none otherwise. */
  problem?: string;
  /** How many fields are wrong. */
  errorCount: number;
}

/** A public form's announcements, above its fields: success (polite), a refusal and the error summary (alerts). */
export function PublicFormNotices({ status, problem, errorCount }: PublicFormNoticesProps) {
  return (
    <>
      <p role="status" className={styles.publicFormStatus}>
        {status}
      </p>
      {problem !== undefined ? (
        <Notice role="alert" tone="negative">
          {problem}
        </Notice>
      ) : null}
      {errorCount > 0 ? (
        <Notice role="alert" tone="negative">
          Please correct the {errorCount === 1 ? 'field' : 'fields'} marked below.
        </Notice>
      ) : null}
    </>
  );
}

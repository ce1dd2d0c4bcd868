import { Button, Notice } from '@upm/ui';
import { useNavigation } from 'react-router';
import { PublicFormHoneypot } from './PublicFormHoneypot';
import * as styles from './public-form.css';

export interface PublicFormNoticesProps {
  /** The success line, once the form is taken; empty otherwise. */
  status: string;
  /** Why the form was not taken (too many posts, say); none otherwise. */
  problem?: string;
  /** The wrong fields' messages (the summary counts them). */
  errors: Record<string, string | undefined>;
}

/** A public form's announcements, above its fields: success (polite), a refusal and the error summary (alerts). */
export function PublicFormNotices({ status, problem, errors }: PublicFormNoticesProps) {
  const errorCount = Object.keys(errors).length;
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

/** Whether a post to `action` (this form's) is under way: its button shows it, and a second click sends nothing. */
export function useSubmittingTo(action: string) {
  const navigation = useNavigation();
  return navigation.state === 'submitting' && navigation.formAction === action;
}

/** The end of a public form: its honeypot, then its submit button (`busyLabel` while the post is under way). */
export function PublicFormSubmit({
  idPrefix,
  submitting,
  label,
  busyLabel,
}: {
  idPrefix: string;
  submitting: boolean;
  label: string;
  busyLabel: string;
}) {
  return (
    <>
      <PublicFormHoneypot idPrefix={idPrefix} />
      <div>
        <Button type="submit" loading={submitting}>
          {submitting ? busyLabel : label}
        </Button>
      </div>
    </>
  );
}

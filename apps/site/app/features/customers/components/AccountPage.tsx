import { Button, Notice, TextInput } from '@upm/ui';
import { maxEmailLength } from '~/platform/forms/field-limits';
import type { ReactNode } from 'react';
import * as styles from './AccountPages.css';

export interface AccountPageProps {
  /** The page's h1. */
  title: string;
  /** A sentence under the title. */
  lead?: ReactNode;
  /** A message about the last post: positive (done) or negative (refused), announced. */
  message?: { tone: 'positive' | 'negative'; text: string };
  children: ReactNode;
}

/** The frame of the sign-up, sign-in and password pages: a narrow column, its title, the last answer, the form. */
export function AccountPage({ title, lead, message, children }: AccountPageProps) {
  return (
    <section className={styles.page} aria-labelledby="account-page-title">
      <h1 id="account-page-title" className={styles.title}>
        {title}
      </h1>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
      {message ? (
        <Notice role={message.tone === 'negative' ? 'alert' : 'status'} tone={message.tone} padding="sm">
          {message.text}
        </Notice>
      ) : null}
      {children}
    </section>
  );
}

export interface EmailFieldProps {
  id: string;
  /** `username` where the address signs in, `email` where it is given. */
  autoComplete: 'username' | 'email';
  /** What was typed before the last post. */
  defaultValue: string;
  error?: string;
}

/** The e-mail address of an account form. */
export function EmailField({ id, autoComplete, defaultValue, error }: EmailFieldProps) {
  return (
    <TextInput
      id={id}
      name="email"
      type="email"
      label="Email"
      autoComplete={autoComplete}
      required
      maxLength={maxEmailLength}
      defaultValue={defaultValue}
      error={error}
    />
  );
}

/** An account form's submit button, on its own line; `busyLabel` while the post is under way. */
export function SubmitButton({
  submitting,
  label,
  busyLabel = label,
}: {
  submitting: boolean;
  label: string;
  busyLabel?: string;
}) {
  return (
    <div>
      <Button type="submit" loading={submitting}>
        {submitting ? busyLabel : label}
      </Button>
    </div>
  );
}

import { Notice, noticeVariants, TextArea, TextInput } from '@upm/ui';
import { contactLimits } from '~/features/contact/contact-fields';
import type { ContactFieldLayout } from './ContactForm';
import * as styles from './ContactForm.css';

export interface ContactFormNoticesProps {
  /** The success message, once the message is sent; empty otherwise. */
  status: string;
  /** Why the message was not taken (too many messages); none otherwise. */
  problem?: string;
  /** How many fields are wrong. */
  errorCount: number;
}

/** The form's announcements: success (polite), a refusal and the error summary (alerts). */
export function ContactFormNotices({ status, problem, errorCount }: ContactFormNoticesProps) {
  return (
    <>
      {/* Announced politely when it changes; empty (and hidden) otherwise. */}
      <p
        role="status"
        className={status ? noticeVariants({ tone: 'positive', className: styles.status }) : styles.status}
      >
        {status}
      </p>
      {problem !== undefined ? (
        <Notice role="alert" tone="negative" className={styles.status}>
          {problem}
        </Notice>
      ) : null}
      {errorCount > 0 ? (
        <Notice role="alert" tone="negative" className={styles.status}>
          Please correct the {errorCount === 1 ? 'field' : 'fields'} marked below.
        </Notice>
      ) : null}
    </>
  );
}

export interface ContactFormFieldProps {
  layout: ContactFieldLayout;
  /** What the visitor typed before a round trip to the server. */
  defaultValue: string;
  error: string | undefined;
  onInput: () => void;
}

/** One required field, limited to its schema's length: a text area or a single-line input. */
export function ContactFormField({ layout, defaultValue, error, onInput }: ContactFormFieldProps) {
  const { name: field, label, type, autoComplete, rows } = layout;
  const common = {
    id: `contact-${field}`,
    name: field,
    label,
    required: true,
    maxLength: contactLimits[field],
    defaultValue,
    error,
    onInput,
  };
  return type === 'textarea' ? (
    <TextArea {...common} rows={rows ?? 5} />
  ) : (
    <TextInput {...common} type={type} autoComplete={autoComplete} />
  );
}

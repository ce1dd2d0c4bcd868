import { Button, TextArea, TextInput } from '@upm/ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Form, useNavigation } from 'react-router-dom';
import {
  type ContactErrors,
  type ContactField,
  type ContactValues,
  contactLimits,
  contactValuesFrom,
  honeypotField,
  validateContact,
} from '~/lib/contact/contact-schema';
import { focusFirstInvalid } from '~/lib/forms/submission';
import * as styles from './ContactForm.css';

/** What the /contact action returned (see app/routes/contact.server.ts). */
export type ContactFormResult =
  | { status: 'sent'; message: string; submissionId: string }
  | { status: 'invalid'; errors: ContactErrors; values: ContactValues }
  | { status: 'rate-limited'; message: string; values: ContactValues };

/** One field's copy and layout, as the contact content module describes it. */
export interface ContactFieldLayout {
  name: ContactField;
  label: string;
  type: 'text' | 'email' | 'textarea';
  autoComplete?: string;
  rows?: number;
}

export interface ContactFormProps {
  /** The field labels and layout, from the page content (copy lives in data). */
  fields: readonly ContactFieldLayout[];
  submitLabel: string;
  /** What the action answered, if the form was just submitted. */
  result?: ContactFormResult;
}

/**
 * The contact form (spec §2, §5, §7): posts to the /contact action, so it works without JavaScript;
 * with JavaScript the same zod schema checks it first and errors appear without a round trip.
 */
export function ContactForm({ fields, submitLabel, result }: ContactFormProps) {
  const navigation = useNavigation();
  const submitting = navigation.state === 'submitting' && navigation.formAction?.startsWith('/contact') === true;
  const formRef = useRef<HTMLFormElement>(null);
  const [clientErrors, setClientErrors] = useState<ContactErrors | undefined>();
  const [status, setStatus] = useState<string>(result?.status === 'sent' ? result.message : '');

  const serverErrors = result?.status === 'invalid' ? result.errors : undefined;
  const errors = clientErrors ?? serverErrors ?? {};
  const kept = result && result.status !== 'sent' ? result.values : undefined;

  // After hydration our own messages replace the browser's validation bubbles (without JS the
  // browser's required and email checks still apply, and the server checks again).
  useEffect(() => {
    if (formRef.current) formRef.current.noValidate = true;
  }, []);

  // A new answer from the server replaces our own errors and sets the status text (state adjusted
  // while rendering, as React recommends, rather than in an effect).
  const [seenResult, setSeenResult] = useState(result);
  if (result !== seenResult) {
    setSeenResult(result);
    setClientErrors(undefined);
    setStatus(result?.status === 'sent' ? result.message : '');
  }

  // Success clears the fields; server-side errors move focus to the first wrong field.
  useEffect(() => {
    if (result?.status === 'sent') formRef.current?.reset();
    if (result?.status === 'invalid') focusFirstInvalid(formRef.current, result.errors);
  }, [result]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (submitting) {
      event.preventDefault(); // one message per click
      return;
    }
    const checked = validateContact(contactValuesFrom(new FormData(event.currentTarget)));
    if (!checked.success) {
      event.preventDefault();
      setClientErrors(checked.errors);
      setStatus('');
      focusFirstInvalid(event.currentTarget, checked.errors);
      return;
    }
    setClientErrors(undefined);
  }

  const hasErrors = Object.keys(errors).length > 0;

  return (
    <Form method="post" action="/contact" className={styles.form} ref={formRef} onSubmit={onSubmit}>
      {/* Announced politely when it changes; empty (and hidden) otherwise. */}
      <p role="status" className={`${styles.status} ${status ? styles.success : ''}`}>
        {status}
      </p>
      {result?.status === 'rate-limited' ? (
        <p role="alert" className={`${styles.status} ${styles.problem}`}>
          {result.message}
        </p>
      ) : null}
      {hasErrors ? (
        <p role="alert" className={`${styles.status} ${styles.problem}`}>
          Please correct the {Object.keys(errors).length === 1 ? 'field' : 'fields'} marked below.
        </p>
      ) : null}

      {fields.map(({ name: field, label, type, autoComplete, rows }) => {
        const common = {
          id: `contact-${field}`,
          name: field,
          label,
          required: true,
          maxLength: contactLimits[field],
          defaultValue: kept?.[field] ?? '',
          error: errors[field],
          onInput: () =>
            setClientErrors((current) => {
              if (!current?.[field] && !serverErrors?.[field]) return current;
              const next = { ...(current ?? serverErrors) };
              delete next[field];
              return next;
            }),
        };
        return type === 'textarea' ? (
          <TextArea key={field} {...common} rows={rows ?? 5} />
        ) : (
          <TextInput key={field} {...common} type={type} autoComplete={autoComplete} />
        );
      })}

      {/* Honeypot: people never see or reach it; a bot that fills it gets a "success" and nothing is stored. */}
      <div className={styles.trap} aria-hidden="true">
        <label htmlFor={`contact-${honeypotField}`}>Leave this field empty</label>
        <input
          id={`contact-${honeypotField}`}
          name={honeypotField}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>

      <div>
        <Button type="submit" loading={submitting}>
          {submitting ? 'Sending...' : submitLabel}
        </Button>
      </div>
    </Form>
  );
}

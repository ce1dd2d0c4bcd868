import { type FormEvent, useEffect, useRef, useState } from 'react';
import {
  type ContactErrors,
  type ContactField,
  contactValuesFrom,
  validateContact,
} from '~/lib/contact/contact-schema';
import { focusFirstInvalid } from '~/lib/forms/submission';
import type { ContactFormResult } from './ContactForm';

/**
 * The contact form's client side: its errors (our own check first, else the server's), the status text, the
 * values kept after a refused submission, and focus on the first wrong field.
 */
export function useContactForm(result: ContactFormResult | undefined, submitting: boolean) {
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

  // Typing in a field takes its error away (its own or the server's), leaving the others.
  const clearError = (field: ContactField) =>
    setClientErrors((current) => {
      if (!current?.[field] && !serverErrors?.[field]) return current;
      const next = { ...(current ?? serverErrors) };
      delete next[field];
      return next;
    });

  return { formRef, errors, status, kept, onSubmit, clearError };
}

import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { ContactErrors, ContactField } from '~/lib/contact/contact-fields';
import type { contactValuesFrom, validateContact } from '~/lib/contact/contact-schema';
import { focusFirstInvalid } from '~/lib/forms/submission';
import type { ContactFormResult } from './ContactForm';

/**
 * The contact form's client side: its errors (our own check first, else the server's), the status text, the
 * values kept after a refused submission, and focus on the first wrong field.
 */
export function useContactForm(result: ContactFormResult | undefined, submitting: boolean) {
  const formRef = useRef<HTMLFormElement>(null);
  const validation = useRef<ContactValidation | undefined>(undefined);
  const loading = useRef<Promise<void> | undefined>(undefined);
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
    // Not loaded yet (a submit within moments of the first focus): the form goes to the server, which runs
    // the same schema and answers with the same messages.
    const check = validation.current;
    if (!check) return;
    const checked = check.validateContact(check.contactValuesFrom(new FormData(event.currentTarget)));
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

  /**
   * Fetches the validation (zod/mini and the schema, about 7 KB) when the visitor first enters the form,
   * not with the page: most visits to /contact read the address and leave (docs/decisions/011).
   */
  function onFocus() {
    if (validation.current || loading.current) return;
    loading.current = import('~/lib/contact/contact-schema').then(
      (module) => {
        validation.current = module;
      },
      () => {
        loading.current = undefined; // the next focus tries again; meanwhile the server checks
      },
    );
  }
  return { formRef, errors, status, kept, onSubmit, onFocus, clearError };
}

/** What the lazily loaded schema module gives the form (type-only import above: no code at load). */
interface ContactValidation {
  validateContact: typeof validateContact;
  contactValuesFrom: typeof contactValuesFrom;
}

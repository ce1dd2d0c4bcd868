import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { PublicFormAnswer } from './public-form';
import { type FieldErrors, type SyncSchema, focusFirstInvalid, formValues, parseSubmission } from './submission';

export interface PublicFormOptions<Field extends string> {
  /** What the action answered, if the form was just posted. */
  answer: PublicFormAnswer<Field> | undefined;
  /** A post of this form is under way: a second click sends nothing. */
  submitting: boolean;
  fields: readonly Field[];
  /**
   * Fetches the form's schema (zod/mini, a few KB) when the visitor first enters the form rather than with the
   * page: most visits read and leave (docs/decisions/011-javascript-budget.md).
   */
  loadSchema: () => Promise<SyncSchema<unknown>>;
}

/**
 * The client side of every public form, over a form that posts to its action and so works without JavaScript:
 * the form's own schema checks it first, so errors show without a round trip (a submit before the schema
 * arrives goes to the server, which checks it the same way and answers with the same messages); typing in a
 * field takes its error away, its own or the server's, leaving the others; focus moves to the first wrong field;
 * success empties the form; the values typed come back after a refusal.
 */
export function usePublicForm<Field extends string>({
  answer,
  submitting,
  fields,
  loadSchema,
}: PublicFormOptions<Field>) {
  const formRef = useRef<HTMLFormElement>(null);
  const schema = useRef<SyncSchema<unknown> | undefined>(undefined);
  const loading = useRef<Promise<void> | undefined>(undefined);
  const [clientErrors, setClientErrors] = useState<FieldErrors<Field> | undefined>();

  const serverErrors = answer?.status === 'invalid' ? answer.errors : undefined;
  const errors: FieldErrors<Field> = clientErrors ?? serverErrors ?? {};
  // A check of our own after the answer supersedes it: its success or refusal is no longer shown.
  const status = answer?.status === 'accepted' && !clientErrors ? answer.message : '';
  const problem = answer?.status === 'refused' && !clientErrors ? answer.message : undefined;
  const kept = answer && answer.status !== 'accepted' ? answer.values : undefined;

  // After hydration our own messages replace the browser's validation bubbles (without JavaScript the browser's
  // required and email checks still apply, and the server checks again).
  useEffect(() => {
    if (formRef.current) formRef.current.noValidate = true;
  }, []);

  // A new answer from the server replaces our own errors (state adjusted while rendering, as React recommends,
  // rather than in an effect).
  const [seenAnswer, setSeenAnswer] = useState(answer);
  if (answer !== seenAnswer) {
    setSeenAnswer(answer);
    setClientErrors(undefined);
  }

  // Success empties the fields; the server's field errors move focus to the first wrong field.
  useEffect(() => {
    if (answer?.status === 'accepted') formRef.current?.reset();
    if (answer?.status === 'invalid') focusFirstInvalid(formRef.current, answer.errors);
  }, [answer]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (submitting) {
      event.preventDefault(); // one post per click
      return;
    }
    if (!schema.current) return;
    const checked = parseSubmission<unknown, Field>(
      schema.current,
      formValues(new FormData(event.currentTarget), fields),
    );
    if (checked.ok) {
      setClientErrors(undefined);
      return;
    }
    event.preventDefault();
    setClientErrors(checked.errors);
    focusFirstInvalid(event.currentTarget, checked.errors);
  }

  /** Typing in a field takes its error away (its own or the server's), leaving the others. */
  const clearError = (field: Field) =>
    setClientErrors((current) => {
      if (!current?.[field] && !serverErrors?.[field]) return current;
      const next: FieldErrors<Field> = { ...(current ?? serverErrors) };
      delete next[field];
      return next;
    });

  function onFocus() {
    if (schema.current || loading.current) return;
    loading.current = loadSchema().then(
      (loaded) => {
        schema.current = loaded;
      },
      () => {
        loading.current = undefined; // the next focus tries again; meanwhile the server checks
      },
    );
  }

  return { formRef, errors, status, problem, kept, onSubmit, onFocus, clearError };
}

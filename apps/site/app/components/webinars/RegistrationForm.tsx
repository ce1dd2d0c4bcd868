import { Button, Notice, TextInput } from '@upm/ui';
import { type FormEvent, useRef, useState } from 'react';
import { Form, useNavigation } from 'react-router-dom';
import {
  focusFirstInvalid,
  formValues,
  parseSubmission,
  type FieldErrors,
  type SyncSchema,
} from '~/lib/forms/submission';
import {
  type RegistrationField,
  consentLabel,
  honeypotField,
  registrationFields,
  webinarLimits,
} from '~/lib/webinars/webinar-form-fields';
import type { RegistrationActionData } from '~/routes/services/webinar-register.server';
import * as styles from './webinars.css';

export interface RegistrationFormProps {
  action: string;
  result?: RegistrationActionData;
}

/**
 * The registration form: posts to the page's action, so it works without JavaScript; with JavaScript the same
 * schema checks it first and the errors appear without a round trip. The schema (zod) loads on the first focus
 * in the form, as /contact's does; a submit before it arrives goes to the server, which checks it the same way.
 */
export function RegistrationForm({ action, result }: RegistrationFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const navigation = useNavigation();
  const submitting = navigation.state === 'submitting' && navigation.formAction === action;
  const [clientErrors, setClientErrors] = useState<FieldErrors<RegistrationField> | null>(null);
  const errors = clientErrors ?? (result?.status === 'invalid' ? result.errors : {});
  const kept = result && result.status !== 'registered' ? result.values : undefined;
  const schema = useRef<SyncSchema<unknown> | null>(null);
  const loadSchema = () => {
    if (schema.current) return;
    void import('~/lib/webinars/webinar-schema').then((module) => (schema.current = module.registrationSchema));
  };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (!schema.current) return;
    const checked = parseSubmission<unknown, RegistrationField>(
      schema.current,
      formValues(new FormData(event.currentTarget), registrationFields),
    );
    if (checked.ok) {
      setClientErrors(null);
      return;
    }
    event.preventDefault();
    setClientErrors(checked.errors);
    requestAnimationFrame(() => focusFirstInvalid(formRef.current, checked.errors));
  }

  const errorCount = Object.keys(errors).length;
  return (
    <Form
      method="post"
      action={action}
      className={styles.form}
      ref={formRef}
      onFocus={loadSchema}
      onSubmit={onSubmit}
      noValidate
    >
      <p role="status" className={styles.status}>
        {result?.status === 'registered' && !clientErrors ? result.message : ''}
      </p>
      {result?.status === 'refused' && !clientErrors ? (
        <Notice role="alert" tone="negative">
          {result.message}
        </Notice>
      ) : null}
      {errorCount > 0 ? (
        <Notice role="alert" tone="negative">
          Please correct the {errorCount === 1 ? 'field' : 'fields'} marked below.
        </Notice>
      ) : null}
      <TextInput
        label="Name"
        name="name"
        autoComplete="name"
        maxLength={webinarLimits.name}
        required
        defaultValue={kept?.name ?? ''}
        error={errors.name}
      />
      <TextInput
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        maxLength={webinarLimits.email}
        required
        defaultValue={kept?.email ?? ''}
        error={errors.email}
      />
      <div className={styles.consent}>
        <input
          id="registration-consent"
          type="checkbox"
          name="consent"
          value="yes"
          required
          aria-required="true"
          defaultChecked={kept?.consent === 'yes'}
          aria-invalid={errors.consent ? true : undefined}
          aria-describedby={errors.consent ? 'registration-consent-error' : undefined}
          className={styles.checkbox}
        />
        <label htmlFor="registration-consent">
          {consentLabel}
          {/* `required` tells assistive technology; this is for the eye, as on the text fields. */}
          <span className={styles.required} aria-hidden="true">
            (required)
          </span>
        </label>
        {errors.consent ? (
          <p id="registration-consent-error" className={styles.error}>
            {errors.consent}
          </p>
        ) : null}
      </div>
      <div className={styles.trap} aria-hidden="true">
        <label htmlFor={`registration-${honeypotField}`}>Leave this field empty</label>
        <input id={`registration-${honeypotField}`} name={honeypotField} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <div>
        <Button type="submit" loading={submitting}>
          {submitting ? 'Registering...' : 'Register'}
        </Button>
      </div>
    </Form>
  );
}

import { Choice, TextInput } from '@upm/ui';
import { Form } from 'react-router';
import { PublicFormNotices, PublicFormSubmit, useSubmittingTo } from '~/platform/forms/PublicFormParts';
import { usePublicForm } from '~/platform/forms/use-public-form';
import { consentLabel, registrationFields, webinarLimits } from '~/features/webinars/webinar-form-fields';
import type { RegistrationActionData } from '~/features/webinars/routes/webinar-register.server';
import * as styles from './webinars.css';

export interface RegistrationFormProps {
  action: string;
  result?: RegistrationActionData;
}

const loadSchema = () => import('~/features/webinars/webinar-schema').then((module) => module.registrationSchema);

/**
 * The registration form: posts to the page's action, so it works without JavaScript; with JavaScript the same
 * schema checks it first and the errors appear without a round trip (usePublicForm, as /contact's).
 */
export function RegistrationForm({ action, result }: RegistrationFormProps) {
  const submitting = useSubmittingTo(action);
  const { formRef, errors, status, problem, kept, onSubmit, onFocus, clearError } = usePublicForm({
    answer: result,
    submitting,
    fields: registrationFields,
    loadSchema,
  });
  // Each field's name is also its autocomplete token.
  const textField = (name: 'name' | 'email', label: string, type?: 'email') => (
    <TextInput
      label={label}
      name={name}
      type={type}
      autoComplete={name}
      maxLength={webinarLimits[name]}
      required
      defaultValue={kept?.[name] ?? ''}
      error={errors[name]}
      onInput={() => clearError(name)}
    />
  );
  return (
    <Form method="post" action={action} className={styles.form} ref={formRef} onFocus={onFocus} onSubmit={onSubmit}>
      <PublicFormNotices status={status} problem={problem} errors={errors} />
      {textField('name', 'Name')}
      {textField('email', 'Email', 'email')}
      <div className={styles.consent}>
        <Choice
          id="registration-consent"
          type="checkbox"
          name="consent"
          value="yes"
          required
          aria-required="true"
          defaultChecked={kept?.consent === 'yes'}
          onChange={() => clearError('consent')}
          aria-invalid={errors.consent ? true : undefined}
          aria-describedby={errors.consent ? 'registration-consent-error' : undefined}
        >
          {consentLabel}
          {/* `required` tells assistive technology; this is for the eye, as on the text fields. */}
          <span className={styles.required} aria-hidden="true">
            (required)
          </span>
        </Choice>
        {errors.consent ? (
          <p id="registration-consent-error" className={styles.error}>
            {errors.consent}
          </p>
        ) : null}
      </div>
      <PublicFormSubmit idPrefix="registration" submitting={submitting} label="Register" busyLabel="Registering..." />
    </Form>
  );
}

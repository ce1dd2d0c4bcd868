import { Button } from '@upm/ui';
import { Form, useNavigation } from 'react-router-dom';
import type { ContactErrors, ContactField, ContactValues } from '~/lib/contact/contact-fields';
import * as styles from './ContactForm.css';
import { ContactFormField, ContactFormNotices, ContactHoneypot } from './ContactFormParts';
import { useContactForm } from './useContactForm';

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
 * The contact form: posts to the /contact action, so it works without JavaScript;
 * with JavaScript the same zod schema checks it first and errors appear without a round trip.
 */
export function ContactForm({ fields, submitLabel, result }: ContactFormProps) {
  const navigation = useNavigation();
  const submitting = navigation.state === 'submitting' && navigation.formAction?.startsWith('/contact') === true;
  const { formRef, errors, status, kept, onSubmit, onFocus, clearError } = useContactForm(result, submitting);

  return (
    <Form method="post" action="/contact" className={styles.form} ref={formRef} onSubmit={onSubmit} onFocus={onFocus}>
      <ContactFormNotices
        status={status}
        problem={result?.status === 'rate-limited' ? result.message : undefined}
        errorCount={Object.keys(errors).length}
      />

      {fields.map((layout) => (
        <ContactFormField
          key={layout.name}
          layout={layout}
          defaultValue={kept?.[layout.name] ?? ''}
          error={errors[layout.name]}
          onInput={() => clearError(layout.name)}
        />
      ))}

      <ContactHoneypot />

      <div>
        <Button type="submit" loading={submitting}>
          {submitting ? 'Sending...' : submitLabel}
        </Button>
      </div>
    </Form>
  );
}

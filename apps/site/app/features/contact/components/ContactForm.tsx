import { Button } from '@upm/ui';
import { Form, useNavigation } from 'react-router';
import { PublicFormHoneypot } from '~/platform/forms/PublicFormHoneypot';
import { type ContactField, contactFields } from '~/features/contact/contact-fields';
import type { PublicFormAnswer } from '~/platform/forms/public-form';
import { usePublicForm } from '~/platform/forms/use-public-form';
import * as styles from './ContactForm.css';
import { ContactFormField, ContactFormNotices } from './ContactFormParts';

/** What the /contact action returned (see app/features/contact/routes/contact.server.ts). */
export type ContactFormResult = PublicFormAnswer<ContactField>;

const loadSchema = () => import('~/features/contact/contact-schema').then((module) => module.contactSchema);

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
  const { formRef, errors, status, problem, kept, onSubmit, onFocus, clearError } = usePublicForm({
    answer: result,
    submitting,
    fields: contactFields,
    loadSchema,
  });

  return (
    <Form method="post" action="/contact" className={styles.form} ref={formRef} onSubmit={onSubmit} onFocus={onFocus}>
      <ContactFormNotices status={status} problem={problem} errorCount={Object.keys(errors).length} />

      {fields.map((layout) => (
        <ContactFormField
          key={layout.name}
          layout={layout}
          defaultValue={kept?.[layout.name] ?? ''}
          error={errors[layout.name]}
          onInput={() => clearError(layout.name)}
        />
      ))}

      <PublicFormHoneypot idPrefix="contact" />

      <div>
        <Button type="submit" loading={submitting}>
          {submitting ? 'Sending...' : submitLabel}
        </Button>
      </div>
    </Form>
  );
}

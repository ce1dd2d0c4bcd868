import { TextInput } from '@upm/ui';
import { Form } from 'react-router';
import { PublicFormNotices, PublicFormSubmit, useSubmittingTo } from '~/platform/forms/PublicFormParts';
import { maxEmailLength } from '~/platform/forms/field-limits';
import { usePublicForm } from '~/platform/forms/use-public-form';
import { subscribeFields } from '~/features/alerts/alert-choices';
import type { SubscribeActionData } from '~/features/alerts/routes/alerts-subscribe.server';
import { AlertChoiceFields } from './AlertChoiceFields';
import * as styles from './alerts.css';

export interface SubscribeFormProps {
  action: string;
  result?: SubscribeActionData;
  /** A signed-in customer's address, filled in. */
  accountEmail?: string | null;
}

const loadSchema = () => import('~/features/alerts/alert-schema').then((module) => module.subscribeSchema);

/**
 * The subscribe form: posts to the page's action, so it works without JavaScript; with JavaScript the same
 * schema checks it first (usePublicForm, as /contact's).
 */
export function SubscribeForm({ action, result, accountEmail }: SubscribeFormProps) {
  const submitting = useSubmittingTo(action);
  const { formRef, errors, status, problem, kept, onSubmit, onFocus, clearError } = usePublicForm({
    answer: result,
    submitting,
    fields: subscribeFields,
    loadSchema,
  });
  return (
    <Form method="post" action={action} className={styles.form} ref={formRef} onFocus={onFocus} onSubmit={onSubmit}>
      <PublicFormNotices status={status} problem={problem} errors={errors} />
      <TextInput
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        maxLength={maxEmailLength}
        required
        defaultValue={kept?.email ?? accountEmail ?? ''}
        error={errors.email}
        onInput={() => clearError('email')}
      />
      <AlertChoiceFields idPrefix="subscribe" kept={kept} error={errors.scope} onChange={() => clearError('scope')} />
      <PublicFormSubmit
        idPrefix="subscribe"
        submitting={submitting}
        label="Send me the confirmation e-mail"
        busyLabel="Sending..."
      />
    </Form>
  );
}

import { Button, TextInput } from '@upm/ui';
import { Form, useNavigation } from 'react-router';
import { PublicFormHoneypot } from '~/platform/forms/PublicFormHoneypot';
import { PublicFormNotices } from '~/platform/forms/PublicFormNotices';
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
  const navigation = useNavigation();
  const submitting = navigation.state === 'submitting' && navigation.formAction === action;
  const { formRef, errors, status, problem, kept, onSubmit, onFocus, clearError } = usePublicForm({
    answer: result,
    submitting,
    fields: subscribeFields,
    loadSchema,
  });
  const errorCount = Object.keys(errors).length;
  return (
    <Form method="post" action={action} className={styles.form} ref={formRef} onFocus={onFocus} onSubmit={onSubmit}>
      <PublicFormNotices status={status} problem={problem} errorCount={errorCount} />
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
      <PublicFormHoneypot idPrefix="subscribe" />
      <div>
        <Button type="submit" loading={submitting}>
          {submitting ? 'Sending...' : 'Send me the confirmation e-mail'}
        </Button>
      </div>
    </Form>
  );
}

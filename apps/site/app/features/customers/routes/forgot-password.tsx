import { TextLink } from '@upm/ui';
import { Form, useActionData, useNavigation } from 'react-router';
import { requestContext } from '~/context.server';
import { PublicFormHoneypot } from '~/platform/forms/PublicFormHoneypot';
import { AccountPage, EmailField, SubmitButton } from '~/features/customers/components/AccountPage';
import { accountPageHeaders } from '~/features/customers/components/account-page-headers';
import * as styles from '~/features/customers/components/AccountPages.css';
import { forgotAction } from './account-forms.server';
import type { Route } from './+types/forgot-password';

export const meta = () => [{ title: 'Forgotten password | UPM Trading' }, { name: 'robots', content: 'noindex' }];

export const headers: Route.HeadersFunction = accountPageHeaders();

export async function action({ request, context }: Route.ActionArgs) {
  return forgotAction(request, requestContext(context));
}

export default function ForgotPasswordPage() {
  const answer = useActionData<typeof action>();
  const submitting = useNavigation().state === 'submitting';
  const message =
    answer?.status === 'accepted'
      ? ({ tone: 'positive', text: answer.message } as const)
      : answer?.status === 'refused'
        ? ({ tone: 'negative', text: answer.message } as const)
        : undefined;
  const kept = answer && answer.status !== 'accepted' ? answer.values : undefined;
  return (
    <AccountPage
      title="Forgotten password"
      lead="Enter the e-mail address of your account and we will send you a link to choose a new password."
      message={message}
    >
      <Form method="post" action="/forgot-password" className={styles.form} noValidate>
        <EmailField
          id="forgot-email"
          autoComplete="email"
          defaultValue={kept?.email ?? ''}
          error={answer?.status === 'invalid' ? answer.errors.email : undefined}
        />
        <PublicFormHoneypot idPrefix="forgot" />
        <SubmitButton submitting={submitting} label="Send the link" />
      </Form>
      <p className={styles.links}>
        <TextLink href="/login">Back to sign in</TextLink>
      </p>
    </AccountPage>
  );
}

import { Choice, TextInput, TextLink } from '@upm/ui';
import { useEffect, useRef } from 'react';
import { Form, useActionData, useNavigation } from 'react-router';
import { requestContext } from '~/context.server';
import { PublicFormHoneypot } from '~/platform/forms/PublicFormHoneypot';
import { maxPasswordLength } from '~/platform/auth/sign-in-schemas';
import { focusFirstInvalid } from '~/platform/forms/submission';
import { AccountPage, EmailField, SubmitButton } from '~/features/customers/components/AccountPage';
import { accountPageHeaders } from '~/features/customers/components/account-page-headers';
import * as styles from '~/features/customers/components/AccountPages.css';
import { maxNameLength } from '~/features/customers/account-schemas';
import { signUpAction } from './account-forms.server';
import type { Route } from './+types/signup';

export const meta = () => [
  { title: 'Open an account | UPM Trading' },
  { name: 'description', content: 'Open a free UPM Trading account for the courses, your progress and alerts.' },
  { name: 'robots', content: 'noindex' },
];

export const headers: Route.HeadersFunction = accountPageHeaders();

export async function action({ request, context }: Route.ActionArgs) {
  return signUpAction(request, requestContext(context));
}

export default function SignUpPage() {
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const submitting = navigation.state === 'submitting';
  const errors = answer?.status === 'invalid' ? answer.errors : {};
  const kept = answer && answer.status !== 'accepted' ? answer.values : undefined;
  const refused = answer?.status === 'refused' ? answer.message : undefined;
  const errorCount = Object.keys(errors).length;
  const passwordRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // A refused post keeps every field but the password, with scripts as without (the server never sends it back).
  useEffect(() => {
    if (answer && passwordRef.current) passwordRef.current.value = '';
    if (answer?.status === 'invalid') focusFirstInvalid(formRef.current, answer.errors);
  }, [answer]);
  return (
    <AccountPage
      title="Open an account"
      lead={
        <>
          Already have one? <TextLink href="/login">Sign in</TextLink>.
        </>
      }
      message={
        refused
          ? { tone: 'negative', text: refused }
          : errorCount
            ? { tone: 'negative', text: `Please correct the ${errorCount === 1 ? 'field' : 'fields'} marked below.` }
            : undefined
      }
    >
      <Form ref={formRef} method="post" action="/signup" className={styles.form} noValidate>
        <TextInput
          id="signup-name"
          name="name"
          label="Name"
          autoComplete="name"
          required
          maxLength={maxNameLength}
          defaultValue={kept?.name ?? ''}
          error={errors.name}
        />
        <EmailField id="signup-email" autoComplete="email" defaultValue={kept?.email ?? ''} error={errors.email} />
        <TextInput
          ref={passwordRef}
          id="signup-password"
          name="password"
          type="password"
          label="Password"
          autoComplete="new-password"
          maxLength={maxPasswordLength}
          hint="At least 15 characters. Any characters, spaces too; a few words make a good one. Not a common password."
          error={errors.password}
        />
        <Choice id="signup-passkey" type="checkbox" name="passkey" value="on" defaultChecked={kept?.passkey === 'on'}>
          I will use a passkey instead of a password (leave the password empty; you add the passkey right after
          confirming your e-mail).
        </Choice>
        <PublicFormHoneypot idPrefix="signup" />
        <SubmitButton submitting={submitting} label="Open account" busyLabel="Opening..." />
      </Form>
      <p className={styles.lead}>
        We send a code to your e-mail address; nothing is kept until you confirm it. See our{' '}
        <TextLink href="/privacy">privacy policy</TextLink>.
      </p>
    </AccountPage>
  );
}

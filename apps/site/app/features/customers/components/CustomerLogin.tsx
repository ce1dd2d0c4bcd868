import { Button, Notice } from '@upm/ui';
import { type FormEvent, useRef, useState } from 'react';
import { useAuth } from './AuthProvider';
import { customerSignInSchema } from '~/platform/auth/sign-in-schemas';
import { formValues, parseSubmission } from '~/platform/forms/submission';
import * as styles from './CustomerLogin.css';
import { CustomerLoginForm } from './CustomerLoginForm';

const fields = ['email', 'password'] as const;

export interface CustomerLoginProps {
  /** A message from the server render (the form posted without JavaScript). */
  serverMessage?: string;
}

/** Customer sign-in: e-mail and password through useAuth; once signed in, the e-mail and a sign-out button. */
export function CustomerLogin({ serverMessage }: CustomerLoginProps) {
  const { user, isAuthenticated, loading, login, logout } = useAuth();
  const [error, setError] = useState<string | undefined>(serverMessage);
  const [status, setStatus] = useState('');
  const emailRef = useRef<HTMLInputElement>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The same schema as POST /api/auth/login; the page words its message for a person.
    const submission = parseSubmission(customerSignInSchema, formValues(new FormData(event.currentTarget), fields));
    if (!submission.ok) {
      setError('Please enter your email and password.');
      return;
    }
    const { email, password } = submission.value;
    setError(undefined);
    try {
      await login(email, password);
      setStatus(`Signed in as ${email}.`);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Login failed');
      emailRef.current?.focus();
    }
  }

  async function onSignOut() {
    await logout();
    setStatus('You are signed out.');
  }

  return (
    <section className={styles.page} aria-labelledby="login-title">
      <h1 id="login-title" className={styles.title}>
        Customer Sign In
      </h1>
      <p role="status">{status}</p>
      {isAuthenticated && user ? (
        <>
          <Notice tone="positive">
            You are signed in as <strong>{user.email}</strong>.
          </Notice>
          <div>
            <Button variant="outline" onClick={onSignOut}>
              Sign Out
            </Button>
          </div>
        </>
      ) : (
        <CustomerLoginForm
          error={error}
          loading={loading}
          emailRef={emailRef}
          onSubmit={onSubmit}
          onInput={() => setError(undefined)}
        />
      )}
    </section>
  );
}

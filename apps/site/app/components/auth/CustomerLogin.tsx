import { Button, TextInput } from '@upm/ui';
import { type FormEvent, useRef, useState } from 'react';
import { Form } from 'react-router-dom';
import { useAuth } from './AuthProvider';
import { customerSignInSchema } from '~/lib/auth/sign-in-schemas';
import { formValues, parseSubmission } from '~/lib/forms/submission';
import * as styles from './CustomerLogin.css';

const fields = ['email', 'password'] as const;

export interface CustomerLoginProps {
  /** A message from the server render (the form posted without JavaScript). */
  serverMessage?: string;
}

/** Customer sign-in (spec §4, §7): e-mail and password through useAuth; once signed in, the e-mail and a sign-out button. */
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
          <p className={styles.signedIn}>
            You are signed in as <strong>{user.email}</strong>.
          </p>
          <div>
            <Button variant="outline" onClick={onSignOut}>
              Sign Out
            </Button>
          </div>
        </>
      ) : (
        <Form
          method="post"
          className={styles.form}
          onSubmit={onSubmit}
          aria-describedby={error ? 'login-error' : undefined}
        >
          {error ? (
            <p id="login-error" role="alert" className={styles.error}>
              {error}
            </p>
          ) : null}
          <TextInput
            ref={emailRef}
            id="login-email"
            name="email"
            type="email"
            label="Email"
            autoComplete="email"
            required
            disabled={loading}
            onInput={() => setError(undefined)}
          />
          <TextInput
            id="login-password"
            name="password"
            type="password"
            label="Password"
            autoComplete="current-password"
            required
            disabled={loading}
            onInput={() => setError(undefined)}
          />
          <div>
            <Button type="submit" disabled={loading}>
              {loading ? 'Signing In...' : 'Sign In'}
            </Button>
          </div>
        </Form>
      )}
    </section>
  );
}

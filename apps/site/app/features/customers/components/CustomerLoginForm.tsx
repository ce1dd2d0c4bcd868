import { Button, Notice, TextInput } from '@upm/ui';
import type { FormEvent, RefObject } from 'react';
import { Form } from 'react-router';
import * as styles from './CustomerLogin.css';

const inputs = [
  { id: 'login-email', name: 'email', type: 'email', label: 'Email', autoComplete: 'email' },
  { id: 'login-password', name: 'password', type: 'password', label: 'Password', autoComplete: 'current-password' },
] as const;

export interface CustomerLoginFormProps {
  /** The message of the last failed attempt, announced and tied to the form. */
  error: string | undefined;
  /** A sign-in is under way: the fields and the button wait. */
  loading: boolean;
  /** Focus goes back to the e-mail field after a failure. */
  emailRef: RefObject<HTMLInputElement | null>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Typing again clears the error. */
  onInput: () => void;
}

/** The e-mail and password form; it posts to the page itself when JavaScript has not run. */
export function CustomerLoginForm({ error, loading, emailRef, onSubmit, onInput }: CustomerLoginFormProps) {
  return (
    <Form
      method="post"
      className={styles.form}
      onSubmit={onSubmit}
      aria-describedby={error ? 'login-error' : undefined}
    >
      {error ? (
        <Notice id="login-error" role="alert" tone="negative" padding="sm">
          {error}
        </Notice>
      ) : null}
      {inputs.map((input) => (
        <TextInput
          key={input.name}
          ref={input.name === 'email' ? emailRef : undefined}
          {...input}
          required
          disabled={loading}
          onInput={onInput}
        />
      ))}
      <div>
        <Button type="submit" disabled={loading}>
          {loading ? 'Signing In...' : 'Sign In'}
        </Button>
      </div>
    </Form>
  );
}

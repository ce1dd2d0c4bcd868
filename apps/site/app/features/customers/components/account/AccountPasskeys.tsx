import { Button, Notice, TextInput } from '@upm/ui';
import { useState, useSyncExternalStore } from 'react';
import { useRevalidator } from 'react-router';
import { accountPaths } from '~/features/customers/account/account-paths';
import * as styles from './Account.css';

/*
 * The passkey ceremonies of a customer (WebAuthn needs JavaScript): each control appears only once the page runs
 * scripts in a browser that has WebAuthn, and loads the browser library on the click, so no page pays for it
 * before. Without scripts the page says that adding a passkey needs them.
 */

const noSubscription = () => () => {};

/** Whether this browser can use passkeys: undefined on the server and while hydrating, then true or false. */
export function usePasskeySupport(): boolean | undefined {
  return useSyncExternalStore(
    noSubscription,
    () => typeof window.PublicKeyCredential === 'function',
    () => undefined,
  );
}

async function post(path: string, body: Record<string, string>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(body)) form.set(key, value);
  const response = await fetch(path, { method: 'POST', body: form, credentials: 'same-origin' });
  const json = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  return { ok: response.ok, json };
}

const failed = 'The passkey could not be verified. Try again.';
const errorOf = (json: Record<string, unknown>) => (typeof json.error === 'string' ? json.error : failed);

function Unsupported({ supported, what }: { supported: boolean | undefined; what: string }) {
  return (
    <p className={styles.text}>
      {supported === false
        ? `This browser cannot use passkeys, so ${what} is not offered here.`
        : `${what[0]!.toUpperCase()}${what.slice(1)} needs JavaScript; it appears here once the page's scripts run.`}
    </p>
  );
}

/** Name a new passkey, then create it with the browser. */
export function AddPasskey({ csrfToken }: { csrfToken: string }) {
  const supported = usePasskeySupport();
  const { revalidate } = useRevalidator();
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [added, setAdded] = useState<string>();
  if (!supported) return <Unsupported supported={supported} what="adding a passkey" />;

  async function add() {
    if (!name.trim()) {
      setError('Give the passkey a name, like "Work laptop".');
      return;
    }
    setBusy(true);
    setError(undefined);
    setAdded(undefined);
    try {
      const { startRegistration } = await import('@simplewebauthn/browser');
      const options = await post(accountPaths.passkey, { csrf: csrfToken, intent: 'options' });
      if (!options.ok) throw new Error(errorOf(options.json));
      const answer = await startRegistration({ optionsJSON: options.json as never });
      const result = await post(accountPaths.passkey, {
        csrf: csrfToken,
        intent: 'register',
        name,
        response: JSON.stringify(answer),
      });
      if (!result.ok) throw new Error(errorOf(result.json));
      // The page's lists (passkeys, sessions, the delete options) change: load them again.
      await revalidate();
      setAdded(`The passkey "${name.trim()}" was added.`);
      setName('');
      setBusy(false);
    } catch (caught) {
      setError(
        caught instanceof Error && caught.message && !caught.name.startsWith('NotAllowed') ? caught.message : failed,
      );
      setBusy(false);
    }
  }

  return (
    <div className={styles.form}>
      {error ? (
        <Notice role="alert" tone="negative" padding="sm">
          {error}
        </Notice>
      ) : null}
      {added ? (
        <Notice role="status" tone="positive" padding="sm">
          {added}
        </Notice>
      ) : null}
      <TextInput
        name="newPasskeyName"
        label="Name of the new passkey"
        hint='So you can tell your passkeys apart, like "Phone" or "Work laptop".'
        maxLength={64}
        value={name}
        onChange={(event) => setName(event.currentTarget.value)}
      />
      <div>
        <Button type="button" variant="secondary" onClick={add} disabled={busy}>
          Add a passkey
        </Button>
      </div>
    </div>
  );
}

/** Deletes the account after confirming with one of its passkeys. */
export function DeleteWithPasskey({ csrfToken }: { csrfToken: string }) {
  const supported = usePasskeySupport();
  const [confirmed, setConfirmed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  if (!supported) return <Unsupported supported={supported} what="deleting with a passkey" />;

  async function remove() {
    setBusy(true);
    setError(undefined);
    try {
      const { startAuthentication } = await import('@simplewebauthn/browser');
      const options = await post(accountPaths.passkey, { csrf: csrfToken, intent: 'confirm-options' });
      if (!options.ok) throw new Error(errorOf(options.json));
      const answer = await startAuthentication({ optionsJSON: options.json as never });
      const result = await post(accountPaths.passkey, {
        csrf: csrfToken,
        intent: 'delete',
        response: JSON.stringify(answer),
      });
      const redirectTo = result.json.redirectTo;
      if (!result.ok || typeof redirectTo !== 'string') throw new Error(errorOf(result.json));
      window.location.assign(redirectTo);
    } catch {
      setError(failed);
      setBusy(false);
    }
  }

  return (
    <div className={styles.form}>
      {error ? (
        <Notice role="alert" tone="negative" padding="sm">
          {error}
        </Notice>
      ) : null}
      <label className={styles.checkbox}>
        <input type="checkbox" checked={confirmed} onChange={(event) => setConfirmed(event.currentTarget.checked)} />
        <span>I understand that my account and its data will be deleted (confirm with a passkey).</span>
      </label>
      <div>
        <Button type="button" variant="danger" onClick={remove} disabled={busy || !confirmed}>
          Delete my account with a passkey
        </Button>
      </div>
    </div>
  );
}

/** "Sign in with a passkey" on /login: any passkey of this site, no e-mail needed. */
export function PasskeySignIn({ next = '' }: { next?: string }) {
  const supported = usePasskeySupport();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  if (!supported) return null;

  async function signIn() {
    setBusy(true);
    setError(undefined);
    try {
      const { startAuthentication } = await import('@simplewebauthn/browser');
      const options = await post(accountPaths.passkeySignIn, { intent: 'options' });
      if (!options.ok) throw new Error(errorOf(options.json));
      const answer = await startAuthentication({ optionsJSON: options.json as never });
      const result = await post(accountPaths.passkeySignIn, {
        intent: 'verify',
        next,
        response: JSON.stringify(answer),
      });
      const redirectTo = result.json.redirectTo;
      if (!result.ok || typeof redirectTo !== 'string') throw new Error(errorOf(result.json));
      window.location.assign(redirectTo);
    } catch {
      // A cancelled prompt, an unknown passkey or a refused answer: one message, no detail for a guesser.
      setError(failed);
      setBusy(false);
    }
  }

  return (
    <div className={styles.form}>
      {error ? (
        <Notice role="alert" tone="negative" padding="sm">
          {error}
        </Notice>
      ) : null}
      <div>
        <Button type="button" variant="secondary" onClick={signIn} disabled={busy}>
          Sign in with a passkey
        </Button>
      </div>
    </div>
  );
}

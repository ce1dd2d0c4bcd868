import { Button, Choice, Notice, TextInput } from '@upm/ui';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { accountPaths } from '~/features/customers/account/account-paths';
import { passkeyAndGo, passkeyCeremony, usePasskeyAction } from '~/platform/auth/webauthn/passkey-browser';
import * as styles from './Account.css';

/*
 * The passkey ceremonies of a customer (the browser half is shared with the admin, passkey-browser.ts). Without
 * scripts the page says that adding a passkey needs them.
 */

const failed = 'The passkey could not be verified. Try again.';

function Unsupported({ supported, what }: { supported: boolean | undefined; what: string }) {
  return (
    <p className={styles.text}>
      {supported === false
        ? `This browser cannot use passkeys, so ${what} is not offered here.`
        : `${what[0]!.toUpperCase()}${what.slice(1)} needs JavaScript; it appears here once the page's scripts run.`}
    </p>
  );
}

/** Why the last ceremony failed, announced; nothing when it did not. */
function Failure({ error }: { error: string | undefined }) {
  return error ? (
    <Notice role="alert" tone="negative" padding="sm">
      {error}
    </Notice>
  ) : null;
}

/** Name a new passkey, then create it with the browser. */
export function AddPasskey({ csrfToken }: { csrfToken: string }) {
  // A refused browser prompt says nothing useful; the server's own message (a duplicate name, say) does.
  const { supported, busy, error, run } = usePasskeyAction((caught) =>
    caught instanceof Error && caught.message && !caught.name.startsWith('NotAllowed') ? caught.message : failed,
  );
  const { revalidate } = useRevalidator();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string>();
  const [added, setAdded] = useState<string>();
  if (!supported) return <Unsupported supported={supported} what="adding a passkey" />;

  async function add() {
    if (!name.trim()) {
      setNameError('Give the passkey a name, like "Work laptop".');
      return;
    }
    setNameError(undefined);
    setAdded(undefined);
    await run(async () => {
      await passkeyCeremony(
        'register',
        accountPaths.passkey,
        { options: { csrf: csrfToken, intent: 'options' }, answer: { csrf: csrfToken, intent: 'register', name } },
        failed,
      );
      // The page's lists (passkeys, sessions, the delete options) change: load them again.
      await revalidate();
      setAdded(`The passkey "${name.trim()}" was added.`);
      setName('');
    });
  }

  return (
    <div className={styles.form}>
      <Failure error={nameError ?? error} />
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
  const { supported, busy, error, run } = usePasskeyAction(() => failed);
  const [confirmed, setConfirmed] = useState(false);
  if (!supported) return <Unsupported supported={supported} what="deleting with a passkey" />;

  const remove = () =>
    run(() =>
      passkeyAndGo(
        accountPaths.passkey,
        {
          options: { csrf: csrfToken, intent: 'confirm-options' },
          answer: { csrf: csrfToken, intent: 'delete' },
        },
        failed,
      ),
    );

  return (
    <div className={styles.form}>
      <Failure error={error} />
      <Choice type="checkbox" checked={confirmed} onChange={(event) => setConfirmed(event.currentTarget.checked)}>
        I understand that my account and its data will be deleted (confirm with a passkey).
      </Choice>
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
  // A cancelled prompt, an unknown passkey or a refused answer: one message, no detail for a guesser.
  const { supported, busy, error, run } = usePasskeyAction(() => failed);
  if (!supported) return null;

  const signIn = () =>
    run(() =>
      passkeyAndGo(
        accountPaths.passkeySignIn,
        { options: { intent: 'options' }, answer: { intent: 'verify', next } },
        failed,
      ),
    );

  return (
    <div className={styles.form}>
      <Failure error={error} />
      <div>
        <Button type="button" variant="secondary" onClick={signIn} disabled={busy}>
          Sign in with a passkey
        </Button>
      </div>
    </div>
  );
}

import { Button, TextInput } from '@upm/ui';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { securityPasskeyPath } from '~/platform/admin/paths';
import { passkeyCeremony, usePasskeyAction } from '~/platform/auth/webauthn/passkey-browser';
import * as styles from '~/platform/admin/admin.css';

const failed = 'The passkey was not added. Try again.';

/** Adds a passkey (passkey-browser.ts); without JavaScript or WebAuthn the page says why it cannot. */
export function PasskeyRegister({ csrf }: { csrf: string }) {
  const { supported, busy, error, run } = usePasskeyAction(() => failed);
  const [name, setName] = useState('');
  const [added, setAdded] = useState(false);
  const revalidator = useRevalidator();
  if (supported === undefined) return <p>Adding a passkey needs JavaScript.</p>;
  if (!supported) return <p>This browser cannot create passkeys.</p>;

  async function register() {
    setAdded(false);
    await run(async () => {
      await passkeyCeremony(
        'register',
        securityPasskeyPath,
        { options: { csrf, intent: 'options' }, answer: { csrf, intent: 'register', name } },
        failed,
      );
      setName('');
      setAdded(true);
      await revalidator.revalidate();
    });
  }

  return (
    <div className={styles.form}>
      {error ? (
        <p role="alert" className={styles.alert.error}>
          {error}
        </p>
      ) : added ? (
        <p role="status" className={styles.alert.success}>
          Passkey added.
        </p>
      ) : null}
      <TextInput
        id="passkey-name"
        label="Passkey name"
        hint="So you can tell your passkeys apart, e.g. “Work laptop”."
        value={name}
        maxLength={64}
        onChange={(event) => setName(event.target.value)}
      />
      <Button type="button" onClick={register} disabled={busy || name.trim() === ''}>
        Add a passkey
      </Button>
    </div>
  );
}

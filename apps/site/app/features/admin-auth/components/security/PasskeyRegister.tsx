import { Button, TextInput } from '@upm/ui';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { securityPasskeyPath } from '~/platform/admin/paths';
import { usePasskeySupport } from '~/features/admin-auth/components/usePasskeySupport';
import * as styles from '~/platform/admin/admin.css';

const failed = 'The passkey was not added. Try again.';

async function post(body: Record<string, string>): Promise<Response> {
  const form = new FormData();
  for (const [key, value] of Object.entries(body)) form.set(key, value);
  return fetch(securityPasskeyPath, { method: 'POST', body: form, credentials: 'same-origin' });
}

/**
 * Adds a passkey: WebAuthn needs JavaScript, so without it the page says so. The browser library is loaded
 * on the click: only admins who add a passkey ever download it.
 */
export function PasskeyRegister({ csrf }: { csrf: string }) {
  const supported = usePasskeySupport();
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string }>();
  const revalidator = useRevalidator();
  if (supported === undefined) return <p>Adding a passkey needs JavaScript.</p>;
  if (!supported) return <p>This browser cannot create passkeys.</p>;

  async function register() {
    setBusy(true);
    setMessage(undefined);
    try {
      const { startRegistration } = await import('@simplewebauthn/browser');
      const optionsResponse = await post({ csrf, intent: 'options' });
      if (!optionsResponse.ok) throw new Error(failed);
      const answer = await startRegistration({ optionsJSON: await optionsResponse.json() });
      const saved = await post({ csrf, intent: 'register', name, response: JSON.stringify(answer) });
      if (!saved.ok) throw new Error(failed);
      setName('');
      setMessage({ ok: true, text: 'Passkey added.' });
      await revalidator.revalidate();
    } catch {
      setMessage({ ok: false, text: failed });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.form}>
      {message && (
        <p role={message.ok ? 'status' : 'alert'} className={message.ok ? styles.alert.success : styles.alert.error}>
          {message.text}
        </p>
      )}
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

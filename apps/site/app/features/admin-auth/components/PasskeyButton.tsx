import { Button } from '@upm/ui';
import { useState } from 'react';
import { passkeySignInPath } from '~/platform/admin/paths';
import { usePasskeySupport } from './usePasskeySupport';
import * as styles from '~/platform/admin/admin.css';

export interface PasskeyButtonProps {
  /** Where to go after a passkey-alone sign-in (already checked by safeRedirect). */
  redirectTo?: string;
}

const failed = 'The passkey could not be verified. Try again or use another method.';

async function post(body: Record<string, string>): Promise<Response> {
  const form = new FormData();
  for (const [key, value] of Object.entries(body)) form.set(key, value);
  return fetch(passkeySignInPath, { method: 'POST', body: form, credentials: 'same-origin' });
}

/**
 * Signs in with a passkey. WebAuthn needs JavaScript, so the button appears only once the page runs it; the
 * browser library is loaded on the click, so it weighs on no page until then (and never on public pages).
 */
export function PasskeyButton({ redirectTo = '' }: PasskeyButtonProps) {
  const supported = usePasskeySupport();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  if (!supported) return null;

  async function signIn() {
    setBusy(true);
    setError(undefined);
    try {
      const { startAuthentication } = await import('@simplewebauthn/browser');
      const optionsJSON = await (await post({ intent: 'options' })).json();
      const answer = await startAuthentication({ optionsJSON });
      const result = await post({ intent: 'verify', response: JSON.stringify(answer), redirectTo });
      const body = (await result.json()) as { redirectTo?: string; error?: string };
      if (!result.ok || !body.redirectTo) throw new Error(body.error ?? failed);
      window.location.assign(body.redirectTo);
    } catch {
      // A cancelled prompt, an unknown passkey or a refused answer: one message, no detail for a guesser.
      setError(failed);
      setBusy(false);
    }
  }

  return (
    <div className={styles.form}>
      {error && (
        <p role="alert" className={styles.alert.error}>
          {error}
        </p>
      )}
      <Button type="button" variant="secondary" onClick={signIn} disabled={busy}>
        Use a passkey
      </Button>
    </div>
  );
}

import { Button } from '@upm/ui';
import { passkeySignInPath } from '~/platform/admin/paths';
import { passkeyAndGo, usePasskeyAction } from '~/platform/auth/webauthn/passkey-browser';
import * as styles from '~/platform/admin/admin.css';

export interface PasskeyButtonProps {
  /** Where to go after a passkey-alone sign-in (already checked by safeRedirect). */
  redirectTo?: string;
}

const failed = 'The passkey could not be verified. Try again or use another method.';

/** Signs in with a passkey; the button appears only where the browser can use one (passkey-browser.ts). */
export function PasskeyButton({ redirectTo = '' }: PasskeyButtonProps) {
  // A cancelled prompt, an unknown passkey or a refused answer: one message, no detail for a guesser.
  const { supported, busy, error, run } = usePasskeyAction(() => failed);
  if (!supported) return null;

  const signIn = () =>
    run(() =>
      passkeyAndGo(
        passkeySignInPath,
        { options: { intent: 'options' }, answer: { intent: 'verify', redirectTo } },
        failed,
      ),
    );

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

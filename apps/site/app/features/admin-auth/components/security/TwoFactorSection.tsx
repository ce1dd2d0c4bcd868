import { Button, ButtonLink } from '@upm/ui';
import { Form } from 'react-router';
import type { ReactNode } from 'react';
import { securityPath } from '~/platform/admin/paths';
import { AdminField } from '~/platform/admin/AdminField';
import { RecoveryCodes } from '~/features/admin-auth/components/RecoveryCodes';
import * as styles from '~/platform/admin/admin.css';
import { PasskeyRegister } from './PasskeyRegister';

export interface TwoFactorSectionProps {
  csrf: string;
  totp: boolean;
  recoveryCodesLeft: number;
  passkeys: readonly { credentialId: string; name: string; createdAt: string; lastUsedAt: string | null }[];
  totpSetup: { secret: string; qrSrc: string } | null;
  recoveryCodes?: string[];
  error?: string;
  codeError?: string;
}

const day = (iso: string | null) => (iso ? iso.slice(0, 10) : 'Never');

function Hidden({ csrf, intent }: { csrf: string; intent: string }) {
  return (
    <>
      <input type="hidden" name="csrf" value={csrf} />
      <input type="hidden" name="intent" value={intent} />
    </>
  );
}

/** A form of one button that posts one intent to the security page. */
function IntentButton({
  csrf,
  intent,
  variant,
  children,
}: {
  csrf: string;
  intent: string;
  variant: 'secondary' | 'danger';
  children: ReactNode;
}) {
  return (
    <Form method="post" action={securityPath}>
      <Hidden csrf={csrf} intent={intent} />
      <Button type="submit" variant={variant}>
        {children}
      </Button>
    </Form>
  );
}

function TotpSetup({
  csrf,
  setup,
  codeError,
}: {
  csrf: string;
  setup: { secret: string; qrSrc: string };
  codeError?: string;
}) {
  return (
    <Form method="post" action={securityPath} className={styles.form}>
      <Hidden csrf={csrf} intent="totp-confirm" />
      <p>Scan this QR code with your authenticator app, or type the key into it, then enter the code it shows.</p>
      <img className={styles.qrImage} src={setup.qrSrc} alt="QR code for your authenticator app" />
      <p>
        Key: <code data-testid="totp-secret">{setup.secret}</code>
      </p>
      <AdminField
        idPrefix="totp"
        name="code"
        label="Code from the app"
        required
        error={codeError}
        inputProps={{ autoComplete: 'one-time-code', inputMode: 'numeric' }}
      />
      <Button type="submit">Turn on the authenticator app</Button>
    </Form>
  );
}

/** The authenticator app, its recovery codes and the passkeys: add, list, remove. */
export function TwoFactorSection(props: TwoFactorSectionProps) {
  const { csrf, totp, totpSetup, recoveryCodes, error } = props;
  return (
    <section aria-labelledby="factors-heading" className={styles.panel}>
      <h2 id="factors-heading">Two-factor sign-in</h2>
      {error && (
        <p role="alert" className={styles.alert.error}>
          {error}
        </p>
      )}
      {recoveryCodes && <RecoveryCodes codes={recoveryCodes} continueTo={securityPath} />}
      <h3>Authenticator app</h3>
      {totp ? (
        <>
          <p>On. Recovery codes left: {props.recoveryCodesLeft} of 10.</p>
          <div className={styles.cardActions}>
            <IntentButton csrf={csrf} intent="recovery-codes" variant="secondary">
              New recovery codes
            </IntentButton>
            <IntentButton csrf={csrf} intent="totp-remove" variant="danger">
              Remove authenticator app
            </IntentButton>
          </div>
        </>
      ) : totpSetup ? (
        <TotpSetup csrf={csrf} setup={totpSetup} codeError={props.codeError} />
      ) : (
        <ButtonLink href={`${securityPath}?setup=totp`} variant="secondary">
          Set up an authenticator app
        </ButtonLink>
      )}
      <h3>Passkeys</h3>
      {props.passkeys.length === 0 ? (
        <p>No passkeys yet.</p>
      ) : (
        <ul aria-label="Passkeys">
          {props.passkeys.map((key) => (
            <li key={key.credentialId}>
              <strong>{key.name}</strong>, added {day(key.createdAt)}, last used {day(key.lastUsedAt)}
              <Form method="post" action={securityPath} className={styles.inlineForm}>
                <Hidden csrf={csrf} intent="passkey-remove" />
                <input type="hidden" name="credential" value={key.credentialId} />
                <Button type="submit" variant="ghost" size="sm" aria-label={`Remove passkey ${key.name}`}>
                  Remove
                </Button>
              </Form>
            </li>
          ))}
        </ul>
      )}
      <PasskeyRegister csrf={csrf} />
    </section>
  );
}

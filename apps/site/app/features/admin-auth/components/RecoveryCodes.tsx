import { ButtonLink } from '@upm/ui';
import * as styles from '~/platform/admin/admin.css';

export interface RecoveryCodesProps {
  codes: readonly string[];
  continueTo: string;
}

/** The ten recovery codes, shown once right after they are made: the server keeps only their hashes. */
export function RecoveryCodes({ codes, continueTo }: RecoveryCodesProps) {
  return (
    <section aria-labelledby="recovery-heading" className={styles.form}>
      <h2 id="recovery-heading">Your recovery codes</h2>
      <p role="status" className={styles.alert.success}>
        Two-factor sign-in is on. Save these ten recovery codes somewhere safe: each one signs you in once if you lose
        your authenticator app, and they will not be shown again.
      </p>
      <ol className={styles.codeList} aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <ButtonLink href={continueTo}>Continue</ButtonLink>
    </section>
  );
}

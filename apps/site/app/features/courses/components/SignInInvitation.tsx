import { ButtonLink } from '@upm/ui';
import * as styles from './quizzes.css';

export interface SignInInvitationProps {
  loginHref: string;
  signupHref: string;
  /** What an account gives here, in one sentence. */
  children: string;
}

/** Shown to a visitor where a page needs an account: why, and the two ways in (the lessons stay free to read). */
export function SignInInvitation({ loginHref, signupHref, children }: SignInInvitationProps) {
  return (
    <div className={styles.stack}>
      <p>{children}</p>
      <p className={styles.muted}>Accounts are free. The lessons stay open to everyone, with or without one.</p>
      <div className={styles.actions}>
        <ButtonLink href={loginHref}>Sign in</ButtonLink>
        <ButtonLink href={signupHref} variant="outline">
          Create a free account
        </ButtonLink>
      </div>
    </div>
  );
}

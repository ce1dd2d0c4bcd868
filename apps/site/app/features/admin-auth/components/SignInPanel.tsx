import type { ReactNode } from 'react';
import * as styles from '~/platform/admin/admin.css';

/** The narrow panel every admin sign-in page is (login, second step, enrolment, invitation), under its h1. */
export function SignInPanel({ heading, children }: { heading: string; children?: ReactNode }) {
  return (
    <div className={styles.page}>
      <main id="main" className={styles.narrowMain}>
        <div className={styles.panel}>
          <h1 className={styles.heading}>{heading}</h1>
          {children}
        </div>
      </main>
    </div>
  );
}

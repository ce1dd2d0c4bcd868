import { Notice } from '@upm/ui';
import type { ReactNode } from 'react';
import * as styles from './AccountPages.css';

export interface AccountPageProps {
  /** The page's h1. */
  title: string;
  /** A sentence under the title. */
  lead?: ReactNode;
  /** A message about the last post: positive (done) or negative (refused), announced. */
  message?: { tone: 'positive' | 'negative'; text: string };
  children: ReactNode;
}

/** The frame of the sign-up, sign-in and password pages: a narrow column, its title, the last answer, the form. */
export function AccountPage({ title, lead, message, children }: AccountPageProps) {
  return (
    <section className={styles.page} aria-labelledby="account-page-title">
      <h1 id="account-page-title" className={styles.title}>
        {title}
      </h1>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
      {message ? (
        <Notice role={message.tone === 'negative' ? 'alert' : 'status'} tone={message.tone} padding="sm">
          {message.text}
        </Notice>
      ) : null}
      {children}
    </section>
  );
}

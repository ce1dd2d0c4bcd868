import * as styles from '~/features/customers/components/account/Account.css';

export const meta = () => [{ title: 'Account deleted | UPM Trading' }, { name: 'robots', content: 'noindex' }];

export const headers = () => ({ 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' });

/** Where the browser lands after deleting its account (it is signed out by then). */
export default function AccountDeletedPage() {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Your account was deleted</h1>
      <p className={styles.text}>
        You are signed out everywhere and the account can no longer be used. Its personal data is erased within 7 days;
        we sent a last e-mail to its address. <a href="/privacy">How we handle personal data</a>.
      </p>
    </div>
  );
}

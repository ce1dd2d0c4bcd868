import { useEffect, useState } from 'react';
import { mayBeSignedIn } from '~/platform/auth/signed-in-hint';
import * as styles from './AccountLink.css';

/**
 * The header's account link. Public pages are prerendered and the same for everyone, so the page says "Sign in"
 * (to /login, which sends a signed-in customer on to the account page); after load, a browser that signed in asks
 * /api/auth/session (never cached) and shows the account's name instead. Visitors who never signed in cost no request.
 */
export function AccountLink() {
  const [name, setName] = useState<string | undefined>();
  useEffect(() => {
    if (!mayBeSignedIn(document.cookie)) return;
    const abort = new AbortController();
    fetch('/api/auth/session', { credentials: 'same-origin', cache: 'no-store', signal: abort.signal })
      .then((response) => (response.ok ? response.json() : undefined))
      .then((body: { user?: { name?: string; email?: string } | null } | undefined) => {
        if (body?.user) setName(body.user.name || body.user.email || 'Your account');
      })
      .catch(() => undefined);
    return () => abort.abort();
  }, []);
  return name ? (
    <a href="/account" className={styles.link} title={name}>
      {name}
    </a>
  ) : (
    <a href="/login" className={styles.link}>
      Sign in
    </a>
  );
}

import { useEffect, useState } from 'react';
import * as styles from './AccountLink.css';

/**
 * The cookie sign-in sets beside the HttpOnly session: it holds no secret, it only says "ask who is signed in".
 * The same test as `mayBeSignedIn` (platform/auth/signed-in-hint.ts), written here: importing that module into the
 * shell splits it into one more chunk that every public page loads, past the JavaScript budget (decision 011).
 */
const hint = /(?:^|;\s*)upm_signed_in=1(?:;|$)/;

/**
 * The header's account link. Public pages are prerendered and the same for everyone, so the page says "Sign in"
 * (to /login, which sends a signed-in customer on to the account page); after load, a browser that signed in asks
 * /api/auth/session (never cached) and shows the account's name instead. Visitors who never signed in cost no request.
 */
export function AccountLink() {
  const [name, setName] = useState<string | undefined>();
  useEffect(() => {
    if (!hint.test(document.cookie)) return;
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

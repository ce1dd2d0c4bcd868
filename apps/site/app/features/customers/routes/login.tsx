import { data, useActionData } from 'react-router';
import { AuthProvider, CustomerLogin } from '~/features/customers/components';
import { PasskeySignIn } from '~/features/customers/components/account/AccountPasskeys';

// Rendered per request (not in the prerender list) and kept out of search results.
export const meta = () => [
  { title: 'Customer Sign In | UPM Trading' },
  { name: 'description', content: 'Sign in to your UPM Trading customer account.' },
  { name: 'robots', content: 'noindex' },
];

export const headers = () => ({ 'X-Robots-Tag': 'noindex', 'Cache-Control': 'no-store' });

/**
 * Sign-in keeps its token in the browser (localStorage, as the original's API client did), so it needs JavaScript; without it the form
 * posts here and the visitor is told so instead of seeing a blank page.
 */
export async function action() {
  return data(
    { message: 'Please enable JavaScript to sign in.' },
    { status: 400, headers: { 'Cache-Control': 'no-store' } },
  );
}

export default function LoginPage() {
  const result = useActionData<typeof action>();
  return (
    <AuthProvider restore>
      <CustomerLogin serverMessage={result?.message} />
      {/* Passkeys can be the only way in: discoverable credentials, no e-mail typed (WebAuthn needs scripts). */}
      <PasskeySignIn />
    </AuthProvider>
  );
}

import { consentBootScript } from '~/platform/consent';
import { useNonce } from '~/lib/nonce';

/**
 * The inline script that copies the stored choice to <html data-widgets> before the page paints. On prerendered
 * pages the server allows it by hash (server/headers.ts), on rendered ones by the request's nonce.
 */
export function ConsentBoot() {
  const nonce = useNonce();
  // suppressHydrationWarning: the browser strips the nonce attribute from the DOM, React need not compare it.
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: consentBootScript }} />;
}

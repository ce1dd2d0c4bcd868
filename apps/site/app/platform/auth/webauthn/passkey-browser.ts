import { useState, useSyncExternalStore } from 'react';

/*
 * The browser half of a passkey ceremony, the same for admins and customers (the server half is webauthn.server.ts):
 * WebAuthn needs JavaScript, so a control shows only once the page runs scripts in a browser that has WebAuthn, and
 * the browser library is loaded on the click, so no page pays for it before (and public pages never do).
 */

const noSubscription = () => () => {};

/**
 * Whether this browser can use passkeys: undefined on the server and during hydration (WebAuthn needs the
 * page's JavaScript, which has not run yet), then true or false.
 */
export function usePasskeySupport(): boolean | undefined {
  return useSyncExternalStore(
    noSubscription,
    () => typeof window.PublicKeyCredential === 'function',
    () => undefined,
  );
}

async function post(path: string, body: Record<string, string>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(body)) form.set(key, value);
  const response = await fetch(path, { method: 'POST', body: form, credentials: 'same-origin' });
  const json = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  return { ok: response.ok, json };
}

/** Thrown with the server's message when it refuses a step, or `fallback` when it gave none. */
const refused = (json: Record<string, unknown>, fallback: string) =>
  new Error(typeof json.error === 'string' ? json.error : fallback);

/**
 * One ceremony against the handler at `path`: asks it for options (posting `options`), lets the browser create
 * (`register`) or use (`authenticate`) a passkey, then posts its answer (with `answer`, the browser's response in
 * the field `response`). Returns the handler's JSON; throws when the browser or the handler refuses.
 */
export async function passkeyCeremony(
  kind: 'register' | 'authenticate',
  path: string,
  fields: { options: Record<string, string>; answer: Record<string, string> },
  fallback: string,
): Promise<Record<string, unknown>> {
  const browser = await import('@simplewebauthn/browser');
  const options = await post(path, fields.options);
  if (!options.ok) throw refused(options.json, fallback);
  const optionsJSON = options.json as never;
  const response =
    kind === 'register'
      ? await browser.startRegistration({ optionsJSON })
      : await browser.startAuthentication({ optionsJSON });
  const result = await post(path, { ...fields.answer, response: JSON.stringify(response) });
  if (!result.ok) throw refused(result.json, fallback);
  return result.json;
}

/** An authentication whose handler answers where to go next (a sign-in, a confirmed deletion): goes there. */
export async function passkeyAndGo(
  path: string,
  fields: { options: Record<string, string>; answer: Record<string, string> },
  fallback: string,
): Promise<'leaving'> {
  const { redirectTo } = await passkeyCeremony('authenticate', path, fields, fallback);
  if (typeof redirectTo !== 'string' || !redirectTo) throw new Error(fallback);
  window.location.assign(redirectTo);
  return 'leaving';
}

/**
 * The state of a passkey control: whether the browser supports passkeys, whether a ceremony is under way, and the
 * error to show. `run` starts one; a ceremony that leaves the page keeps the control busy until it is gone.
 */
export function usePasskeyAction(messageOf: (caught: unknown) => string) {
  const supported = usePasskeySupport();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  async function run(ceremony: () => Promise<'leaving' | void>) {
    setBusy(true);
    setError(undefined);
    try {
      if ((await ceremony()) !== 'leaving') setBusy(false);
    } catch (caught) {
      setError(messageOf(caught));
      setBusy(false);
    }
  }
  return { supported, busy, error, run };
}

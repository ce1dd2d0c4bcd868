import { clientIp } from '~/platform/http/client-ip.server';
import { customerSignInRequiredMessage } from '~/platform/auth/sign-in-schemas';
import { parseSubmission } from '~/platform/forms/submission';
import { assertSameOrigin } from '~/platform/http/origin.server';
import { readJson } from '~/platform/http/body.server';
import { logEvent } from '~/platform/http/log.server';
import type { RequestContext } from '~/context.server';
import {
  bearerToken,
  customerForToken,
  loginBodySchema,
  revokeToken,
  signInCustomer,
} from '~/features/customers/customers.server';

/**
 * The customer API: JSON in, JSON out, `{ message }` on every failure so the client can
 * show the server's words. Bodies are capped and must be JSON (415 otherwise).
 */

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } });

/** The helpers in csrf.server throw plain-text responses; the API answers `{ message }` instead. */
async function asJsonError(error: unknown): Promise<Response> {
  if (error instanceof Response) {
    const text = (await error.text()).trim();
    return json(error.status, { message: text || 'Request refused' });
  }
  throw error;
}

/** 405 `{ message }` naming the allowed method. */
export function methodNotAllowed(allow: string): Response {
  return json(405, { message: 'Method not allowed' }, { Allow: allow });
}

/** What the API handlers use of the request context (tests pass `now` to move the clock). */
export type ApiOptions = Pick<RequestContext, 'db'> & Partial<Pick<RequestContext, 'clientIp'>> & { now?: Date };

/** POST /api/auth/login `{ email, password }` → 200 `{ token, user }`, else 400/401/413/415/429 `{ message }`. */
export async function handleLogin(request: Request, context: ApiOptions): Promise<Response> {
  const { db, now } = context;
  if (request.method !== 'POST') return methodNotAllowed('POST');
  const ip = clientIp(request, { clientIp: context.clientIp ?? '' });
  let body: unknown;
  try {
    assertSameOrigin(request, { clientIp: context.clientIp ?? '' }, ip);
    body = await readJson(request);
  } catch (error) {
    return asJsonError(error);
  }
  const submission = parseSubmission(loginBodySchema, body);
  if (!submission.ok) {
    return json(400, { message: Object.values(submission.errors)[0] ?? customerSignInRequiredMessage });
  }
  const result = await signInCustomer(db, { ...submission.value, ip }, { now });
  if (!result.ok) {
    const headers: Record<string, string> = {};
    const minutes = /in (\d+) minute/.exec(result.message)?.[1];
    if (result.status === 429 && minutes) headers['Retry-After'] = String(Number(minutes) * 60);
    return json(result.status, { message: result.message }, headers);
  }
  return json(200, { token: result.token, user: result.user });
}

/** POST /api/auth/logout with `Authorization: Bearer <token>` → 200; the token is revoked on the server. */
export async function handleLogout(request: Request, context: ApiOptions): Promise<Response> {
  const { db, now } = context;
  if (request.method !== 'POST') return methodNotAllowed('POST');
  const token = bearerToken(request);
  if (!token) return json(401, { message: 'Not signed in' });
  const revoked = await revokeToken(db, token, now);
  if (revoked) logEvent('customer.sign_out', { ip: clientIp(request, { clientIp: context.clientIp ?? '' }) });
  return json(200, { ok: true });
}

/** GET /api/auth/me with `Authorization: Bearer <token>` → 200 `{ user }`, or 401 for a missing, revoked or expired token. */
export async function handleMe(request: Request, { db, now }: ApiOptions): Promise<Response> {
  const token = bearerToken(request);
  const user = token ? await customerForToken(db, token, now) : undefined;
  if (!user) return json(401, { message: 'Not signed in' }, { 'WWW-Authenticate': 'Bearer' });
  return json(200, { user });
}

import { afterAll, describe, expect, it } from 'vitest';
import { createAdmin } from './admins.server';
import { dashboardPath } from '~/platform/admin/paths';
import { adminHeaders } from '~/platform/admin/route-headers';
import { loginRedirectUrl, readAdminForm, requestedPath, requireAdmin, safeRedirect } from './guard.server';
import { createSession } from './session.server';
import { freshDialects, captureLog, fastParams, randomPassword } from '~/platform/test-support/test-helpers.server';

const dialects = await freshDialects();
captureLog();
const base = 'http://localhost:3000';

describe('safe redirect after sign-in', () => {
  it('keeps same-site paths under /secure/admin, with their query', () => {
    expect(safeRedirect('/secure/admin/dashboard?q=fx')).toBe('/secure/admin/dashboard?q=fx');
    expect(safeRedirect('/secure/admin/audit')).toBe('/secure/admin/audit');
  });

  it.each([
    '//evil.example',
    'https://evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/%2F%2Fevil.example',
    '%2F%2Fevil.example',
    '/%5Cevil.example',
    '%252F%252Fevil.example',
    '/\t/evil.example',
    '/secure/admin/../../evil',
    '/secure/admin/%2e%2e/%2e%2e/evil',
    'javascript:alert(1)',
    '/',
    '/about',
    '/secure/administrator',
    '/secure/admin/login',
    '/secure/admin/logout',
    '',
    undefined,
    null,
  ])('sends %j to the dashboard instead', (to) => {
    expect(safeRedirect(to)).toBe(dashboardPath);
  });

  it('names the requested page without React Router data suffixes', () => {
    expect(requestedPath(new Request(`${base}/secure/admin/audit.data?_routes=x&page=2`))).toBe(
      '/secure/admin/audit?page=2',
    );
    expect(loginRedirectUrl('/secure/admin/audit?page=2')).toBe(
      '/secure/admin/login?redirectTo=%2Fsecure%2Fadmin%2Faudit%3Fpage%3D2',
    );
    expect(loginRedirectUrl('//evil.example')).toBe('/secure/admin/login');
  });
});

describe.each(dialects)('requireAdmin on $name', ({ fresh, closeAll }) => {
  afterAll(closeAll);
  const signedIn = async () => {
    const db = await fresh();
    const admin = await createAdmin(
      db,
      { username: 'alice', email: 'a@example.com', password: randomPassword() },
      { params: fastParams },
    );
    const { setCookie, csrfToken } = await createSession(db, new Request(base), admin.id);
    return { db, cookie: setCookie.split(';')[0]!, csrfToken };
  };

  it('redirects an anonymous page request to the login page, carrying the requested location, uncached', async () => {
    const db = await fresh();
    const thrown = await requireAdmin(new Request(`${base}/secure/admin/audit?page=2`), { db }).catch(
      (e: unknown) => e,
    );
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(
      '/secure/admin/login?redirectTo=%2Fsecure%2Fadmin%2Faudit%3Fpage%3D2',
    );
    expect(response.headers.get('cache-control')).toBe(adminHeaders['Cache-Control']);
  });

  it('refuses an anonymous action too, and lets a signed-in admin through', async () => {
    const { db, cookie } = await signedIn();
    const anonymous = new Request(`${base}/secure/admin/dashboard`, { method: 'POST' });
    expect(((await requireAdmin(anonymous, { db }).catch((e: unknown) => e)) as Response).headers.get('location')).toBe(
      '/secure/admin/login?redirectTo=%2Fsecure%2Fadmin%2Fdashboard',
    );
    const session = await requireAdmin(new Request(`${base}/secure/admin/dashboard`, { headers: { cookie } }), { db });
    expect(session.admin.username).toBe('alice');
  });

  it('reads an admin form only with the session token and from this site', async () => {
    const { db, cookie, csrfToken } = await signedIn();
    const form = (token: string, origin = base) =>
      new Request(`${base}/secure/admin/dashboard`, {
        method: 'POST',
        headers: { cookie, origin, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ intent: 'toggle', csrf: token }),
      });
    const session = await requireAdmin(form(csrfToken), { db });
    expect((await readAdminForm(form(csrfToken), session)).get('intent')).toBe('toggle');
    const status = (promise: Promise<unknown>) =>
      promise.then(
        () => 200,
        (e: Response) => e.status,
      );
    expect(await status(readAdminForm(form('wrong'), session))).toBe(403);
    expect(await status(readAdminForm(form(csrfToken, 'https://evil.example'), session))).toBe(403);
  });
});

import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BrowserContext, type Page, expect } from '@playwright/test';
import { type SessionFactor, createSession } from '../../app/platform/auth/session.server';
import { findAdminByUsername } from '../../app/platform/auth/admins.server';
import { openDatabase } from '../../app/platform/db/db.server';

export const adminUsername = () => process.env.E2E_ADMIN_USERNAME!;
export const adminPassword = () => process.env.E2E_ADMIN_PASSWORD!;

/** Signs in through the login form (the page must show it). */
export async function fillSignIn(page: Page, username = adminUsername(), password = adminPassword()) {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Opens `path` (default the dashboard), signs in through the form when the guard asks, and waits to be back. */
export async function signInWithForm(page: Page, path = '/secure/admin/dashboard', origin = '') {
  await page.goto(`${origin}${path}`);
  await expect(page).toHaveURL(/\/secure\/admin\/login/);
  await fillSignIn(page);
  await expect(page).toHaveURL(`${origin || process.env.E2E_BASE_URL}${path}`, { timeout: 30_000 });
}

/** Whose session to write: the shared e2e server's admin unless a private server's is given. */
export interface AdminSessionTarget {
  baseURL: string;
  databaseUrl: string;
  username: string;
}

const sharedServer = (): AdminSessionTarget => ({
  baseURL: process.env.E2E_BASE_URL!,
  databaseUrl: process.env.E2E_DATABASE_URL!,
  username: adminUsername(),
});

/**
 * Signs the browser context in as an admin the way the app does after a correct password: a session row (with
 * its form token) written by the app's own `createSession`, and its cookie. Only the sign-in specs go through the
 * form; anywhere else a form sign-in would cost a production scrypt hash (seconds on a loaded machine) and test
 * nothing new.
 */
export async function addAdminSession(
  context: BrowserContext,
  target: AdminSessionTarget = sharedServer(),
  /** How the session was signed in: a server that requires a second factor refuses a 'password' one. */
  factor: SessionFactor = 'password',
) {
  const db = await openDatabase(target.databaseUrl);
  try {
    const admin = await findAdminByUsername(db, target.username);
    if (!admin) throw new Error(`no admin ${target.username} in ${target.databaseUrl}`);
    const { setCookie } = await createSession(db, new Request(target.baseURL), admin.id, {
      factor,
      // Only the cookie's Max-Age comes from these; the server applies its own timeouts to the row.
      config: { session: { idleMs: 30 * 60_000, absoluteMs: 8 * 3_600_000 }, trustedProxies: undefined },
    });
    const [name = '', value = ''] = setCookie.split(';', 1)[0]!.split('=');
    await context.addCookies([{ name, value, url: target.baseURL, httpOnly: true, sameSite: 'Lax' }]);
  } finally {
    await db.close();
  }
}

/** Opens `path` (default the dashboard) signed in as the admin (see `addAdminSession`). */
export async function signInAt(page: Page, path = '/secure/admin/dashboard', target?: AdminSessionTarget) {
  await addAdminSession(page.context(), target);
  await page.goto(`${target?.baseURL ?? ''}${path}`);
  await expect(page).toHaveURL(`${target?.baseURL ?? process.env.E2E_BASE_URL}${path}`);
}

/** A name no other test (or seeded broker) uses. */
export const uniqueName = (prefix: string) => `${prefix} ${randomBytes(3).toString('hex')}`;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** A private server: its address, its database and its admin (whose session `addAdminSession` can write). */
export interface PrivateServer extends AdminSessionTarget {
  password: string;
  /** SIGTERM, then resolves with the exit code once the server is gone. */
  stop: () => Promise<number | null>;
}

const siteDir = fileURLToPath(new URL('../..', import.meta.url));

/**
 * A second production server on the e2e build with its own database, admin and settings: for the tests
 * that lock out 127.0.0.1 or shorten the idle timeout, which would otherwise disturb every other test.
 * The admin's password is generated here, at run time.
 */
export async function startPrivateServer(env: Record<string, string> = {}): Promise<PrivateServer> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'upm-e2e-private-'));
  // Several instances of one database share their admin: the caller passes the same one to each.
  const username = env.ADMIN_USERNAME ?? `private-admin-${randomBytes(3).toString('hex')}`;
  const password = env.ADMIN_PASSWORD ?? randomBytes(18).toString('base64url');
  const baseURL = `http://localhost:${port}`;
  const databaseUrl = env.DATABASE_URL ?? `file:${join(dir, 'site.db')}`;
  const child: ChildProcess = spawn(process.execPath, ['server/main.ts'], {
    cwd: siteDir,
    env: {
      ...process.env,
      BUILD_DIR: process.env.E2E_BUILD_DIR ?? 'build-e2e',
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_URL: baseURL,
      DATABASE_URL: databaseUrl,
      ADMIN_USERNAME: username,
      ADMIN_PASSWORD: password,
      TRUST_PROXY: '',
      // The one-step sign-in the specs use (production's default is on; admin-auth-security.spec.ts passes 1).
      ADMIN_REQUIRE_2FA: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  // Migrations and the admin's scrypt hash take a while on a loaded 2-core machine; this is a ceiling, not a wait.
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`private server exited: ${output}`);
    try {
      if ((await fetch(`${baseURL}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`private server did not start: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    baseURL,
    databaseUrl,
    username,
    password,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
      return child.exitCode;
    },
  };
}

import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Page, expect } from '@playwright/test';

export const adminUsername = () => process.env.E2E_ADMIN_USERNAME!;
export const adminPassword = () => process.env.E2E_ADMIN_PASSWORD!;

/** Signs in through the login form (the page must show it). */
export async function fillSignIn(page: Page, username = adminUsername(), password = adminPassword()) {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Opens `path` (default the dashboard), signs in when the guard asks, and waits to be back on `path`. */
export async function signInAt(page: Page, path = '/secure/admin/dashboard', origin = '') {
  await page.goto(`${origin}${path}`);
  await expect(page).toHaveURL(/\/secure\/admin\/login/);
  await fillSignIn(page);
  await expect(page).toHaveURL(`${origin || process.env.E2E_BASE_URL}${path}`, { timeout: 30_000 });
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

export interface PrivateServer {
  baseURL: string;
  username: string;
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
  const child: ChildProcess = spawn(process.execPath, ['server/main.ts'], {
    cwd: siteDir,
    env: {
      ...process.env,
      BUILD_DIR: process.env.E2E_BUILD_DIR ?? 'build-e2e',
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_URL: baseURL,
      DATABASE_URL: `file:${join(dir, 'site.db')}`,
      ADMIN_USERNAME: username,
      ADMIN_PASSWORD: password,
      TRUST_PROXY: '',
      // The one-step sign-in the specs use (production's default is on; admin-security.spec.ts passes 1).
      ADMIN_REQUIRE_2FA: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + 60_000;
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

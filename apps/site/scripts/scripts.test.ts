// Every operator script, run as the README runs it: Node itself (this test's Node 24) on the file, from apps/site,
// against a temporary SQLite database. A script that cannot load the app's modules fails here, not on a new
// operator's first `pnpm admin:create`.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it, vi } from 'vitest';
import { bakedSiteUrl } from '../app/config.server.ts';
import { localUrl, nextSteps } from '../server/next-steps.ts';
import { siteDir } from '../server/paths.ts';
import { staleReason, writeBuildStamp } from './build-stamp.ts';
import { buildStepOf } from './ensure-build.ts';

const run = promisify(execFile);

const scripts = {
  'admin-create': 'admin:create',
  'admin-unlock': 'admin:unlock',
  'admin-reset-2fa': 'admin:reset-2fa',
  'customer-create': 'customer:create',
  'db-migrate': 'db:migrate',
  'db-backup': 'db:backup',
  'db-restore': 'db:restore',
  'db-seed-demo': 'db:seed-demo',
} as const;

/** Runs `node scripts/<name>.ts …args` with no terminal; resolves with its exit code and output. */
async function script(name: keyof typeof scripts, args: string[], env: Record<string, string> = {}) {
  try {
    const { stdout, stderr } = await run(process.execPath, [`scripts/${name}.ts`, ...args], {
      cwd: siteDir,
      env: { ...process.env, ...env },
      timeout: 60_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

describe('the operator scripts', () => {
  it('each prints its usage for --help and exits 0 without touching a database', async () => {
    const results = await Promise.all(
      Object.keys(scripts).map((name) =>
        script(name as keyof typeof scripts, ['--help'], { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' }),
      ),
    );
    Object.values(scripts).forEach((command, index) => {
      expect(results[index]).toMatchObject({ code: 0, stderr: '' });
      expect(results[index]!.stdout).toMatch(new RegExp(`^Usage: pnpm ${command}\\b`));
    });
  }, 60_000);

  it('each does its work on a fresh database, one after another as an operator would', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'upm-scripts-'));
    const env = { DATABASE_URL: `file:${join(dir, 'site.db')}` };
    const expectSuccess = async (name: keyof typeof scripts, args: string[], output: RegExp, extra = {}) => {
      const result = await script(name, args, { ...env, ...extra });
      expect({ name, ...result }).toMatchObject({ name, code: 0, stderr: '' });
      expect(result.stdout).toMatch(output);
    };

    await expectSuccess('db-migrate', [], /Up to date/);
    await expectSuccess('admin-create', [], /Created admin "ops-alice"/, {
      ADMIN_USERNAME: 'ops-alice',
      ADMIN_EMAIL: 'alice@example.com',
      ADMIN_PASSWORD: randomBytes(18).toString('base64url'),
    });
    await expectSuccess('admin-unlock', ['--', 'ops-alice'], /nothing to unlock/);
    await expectSuccess('admin-reset-2fa', ['ops-alice'], /Removed every second factor of "ops-alice"/);
    await expectSuccess('customer-create', [], /Created customer bob@example\.com/, {
      CUSTOMER_EMAIL: 'bob@example.com',
      CUSTOMER_NAME: 'Bob',
      CUSTOMER_PASSWORD: randomBytes(18).toString('base64url'),
    });
    await expectSuccess('db-seed-demo', [], /Seeded \d+ demo signals/);
    const backups = join(dir, 'backups');
    await expectSuccess('db-backup', [backups], /Backed up to/);
    const [backup] = readdirSync(backups).filter((file) => file.endsWith('.db'));
    await expectSuccess('db-restore', [join(backups, backup!), '--yes'], /Restored/);
  }, 120_000);
});

describe('pnpm start', () => {
  it('bakes localhost on PORT when SITE_URL is unset, and rebuilds a build made for another port', async () => {
    expect(bakedSiteUrl({ PORT: '4781' })).toBe('http://localhost:4781');
    expect(bakedSiteUrl({})).toBe('http://localhost:3000');
    expect(bakedSiteUrl({ PORT: '4781', SITE_URL: 'https://www.example.com/' })).toBe('https://www.example.com');
    const dir = mkdtempSync(join(tmpdir(), 'upm-build-'));
    mkdirSync(join(dir, 'server'));
    mkdirSync(join(dir, 'client'));
    writeFileSync(join(dir, 'server/index.js'), '');
    vi.stubEnv('BUILD_DIR', dir);
    vi.stubEnv('SITE_URL', '');
    vi.stubEnv('PORT', '');
    try {
      await writeBuildStamp();
      expect(staleReason()).toBeUndefined();
      vi.stubEnv('PORT', '4781');
      expect(staleReason()).toBe('SITE_URL changed (http://localhost:3000 → http://localhost:4781)');
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('shows a line per build step, not the build output', () => {
    expect(buildStepOf('\u001b[36mvite v8.3.8 \u001b[32mbuilding client environment for production...\u001b[39m')).toBe(
      'compiling the pages for the browser',
    );
    expect(buildStepOf('vite v8.3.8 building ssr environment for production...')).toBe('compiling the server');
    expect(buildStepOf('Prerender (html): /about -> build/client/about/index.html')).toBe(
      'prerendering the static pages',
    );
    expect(buildStepOf('build/client/assets/root-BxYz.js   12.31 kB │ gzip: 4.10 kB')).toBeUndefined();
    expect(buildStepOf('✓ 1234 modules transformed.')).toBeUndefined();
  });

  it('names the site, the admin sign-in, how to make the first admin and the demo data once it listens', () => {
    const url = localUrl('127.0.0.1', 4781);
    expect(url).toBe('http://localhost:4781');
    const message = nextSteps(url, {});
    expect(message).toContain('The site is running at http://localhost:4781');
    expect(message).toContain('http://localhost:4781/secure/admin/login');
    expect(message).toMatch(/pnpm admin:create.*ADMIN_USERNAME and ADMIN_PASSWORD/);
    expect(message).toContain('pnpm db:seed-demo');
    expect(message.trim().split('\n').length).toBeLessThanOrEqual(6);
    expect(nextSteps(url, { firstAdmin: { username: 'ops', password: 'x'.repeat(16) } })).toContain(
      'created at start-up from ADMIN_USERNAME ("ops")',
    );
  });
});

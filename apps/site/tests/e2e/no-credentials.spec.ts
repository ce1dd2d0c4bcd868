import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './fixtures';

const clientDir = join(
  fileURLToPath(new URL('../..', import.meta.url)),
  process.env.E2E_BUILD_DIR ?? 'build-e2e',
  'client',
);

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (/\.(js|mjs|css|html|json|txt|xml|map|svg|webmanifest)$/.test(name)) yield path;
  }
}

/** Anything that looks like a credential: hard-coded passwords, the original's kind of account, private keys. */
const suspicious: Array<[string, RegExp]> = [
  ['a literal password value', /["']?password["']?\s*[:=]\s*["'][^"'\s]{4,}["']/i],
  ['an admin123-style password', /\b(admin|password|passw0rd|letmein|changeme)[0-9!@#]{1,6}\b/i],
  ['a private key', /-----BEGIN [A-Z ]*PRIVATE KEY-----/],
  ['an adminToken built in the browser', /adminToken/],
  ['an AWS key', /AKIA[0-9A-Z]{16}/],
];

test('no built client asset or prerendered page contains anything that looks like a credential', async ({
  request,
}) => {
  const password = process.env.E2E_ADMIN_PASSWORD!;
  const username = process.env.E2E_ADMIN_USERNAME!;
  const scanned: string[] = [];
  const findings: string[] = [];
  const check = (where: string, text: string) => {
    scanned.push(where);
    if (text.includes(password)) findings.push(`${where}: the admin password`);
    if (text.includes(username)) findings.push(`${where}: the admin username`);
    for (const [what, pattern] of suspicious) {
      const match = pattern.exec(text);
      if (match) findings.push(`${where}: ${what} (${match[0].slice(0, 60)})`);
    }
  };
  for (const file of files(clientDir)) check(file.slice(clientDir.length), readFileSync(file, 'utf8'));
  // The login page is rendered per request: scan it as a visitor gets it.
  for (const path of ['/secure/admin/login', '/ib-partners', '/']) {
    check(path, await (await request.get(path)).text());
  }
  expect(scanned.filter((where) => where.endsWith('.html')).length).toBeGreaterThan(10);
  expect(scanned.some((where) => where.endsWith('.js'))).toBe(true);
  expect(findings).toEqual([]);
});

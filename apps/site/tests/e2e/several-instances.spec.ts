import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import postgres from 'postgres';
import { type PrivateServer, fillSignIn, signInAt, startPrivateServer, uniqueName } from './admin-helpers';
import { expect as baseExpect, test } from './fixtures';
import { type Mailbox, openMailbox, smtpUrl } from './mail';

// Two production servers on one PostgreSQL database, as behind a load balancer (decision 013). Sign-in runs scrypt,
// slow on a loaded machine: waits are generous.
const expect = baseExpect.configure({ timeout: 45_000 });
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const postgresUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const database = `e2e_${randomBytes(5).toString('hex')}`;
const databaseUrl = (() => {
  const url = new URL(postgresUrl);
  url.pathname = `/${database}`;
  return url.toString();
})();
const admin = {
  username: `multi-admin-${randomBytes(3).toString('hex')}`,
  password: randomBytes(18).toString('base64url'),
};

let servers: [PrivateServer, PrivateServer];
let mailbox: Mailbox;
let sql: postgres.Sql;

test.beforeAll(async () => {
  // A server of its own, started once for the file: a ceiling for its start on a loaded machine.
  test.setTimeout(180_000);
  sql = postgres(postgresUrl, { max: 1, connect_timeout: 3, onnotice: () => {} });
  try {
    await sql`SELECT 1`;
  } catch {
    if (process.env.CI) throw new Error(`CI needs PostgreSQL at ${postgresUrl} for the several-instances tests`);
    console.warn(`[e2e] PostgreSQL not reachable at ${postgresUrl}: skipping the several-instances tests.`);
    test.skip();
  }
  await sql.unsafe(`CREATE DATABASE "${database}"`);
  mailbox = await openMailbox();
  const env = {
    DATABASE_URL: databaseUrl,
    ADMIN_USERNAME: admin.username,
    ADMIN_PASSWORD: admin.password,
    // Unset: each instance checks Origin against its own Host, as both would against one SITE_URL behind a proxy.
    SITE_URL: '',
    SMTP_URL: smtpUrl(),
    CONTACT_TO: 'team@example.com',
    CONTACT_OUTBOX_INTERVAL_MS: '1000',
  };
  // Both at the same moment, on an empty database: one migrates and seeds, the other waits for it.
  servers = await Promise.all([startPrivateServer(env), startPrivateServer(env)]);
});

test.afterAll(async () => {
  await Promise.all((servers ?? []).map((server) => server?.stop()));
  await sql?.unsafe(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  await sql?.end({ timeout: 5 });
});

test('two instances started together on an empty database are both ready, migrated and seeded once', async ({
  request,
}) => {
  for (const server of servers) expect((await request.get(`${server.baseURL}/readyz`)).status()).toBe(200);
  const other = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const [migrations] =
      await other`SELECT COUNT(*)::int AS n, COUNT(DISTINCT id)::int AS distinct_ids FROM schema_migrations`;
    expect(migrations!.n).toBe(migrations!.distinct_ids);
    const [admins] = await other`SELECT COUNT(*)::int AS n FROM admins`;
    expect(admins!.n).toBe(1);
    const [brokers] = await other`SELECT COUNT(*)::int AS n FROM brokers`;
    expect(brokers!.n).toBe(5);
  } finally {
    await other.end();
  }
});

test('a session made on one instance is valid on the other, and signing out on the other ends it on both', async ({
  page,
}) => {
  const [a, b] = servers;
  await page.goto(`${a.baseURL}/secure/admin/login`);
  await fillSignIn(page, admin.username, admin.password);
  await expect(page).toHaveURL(`${a.baseURL}/secure/admin/dashboard`);
  // localhost cookies ignore the port: the browser sends A's session cookie to B, as it would to one site.
  await page.goto(`${b.baseURL}/secure/admin/dashboard`);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(`${b.baseURL}/secure/admin/login`);
  await page.goto(`${a.baseURL}/secure/admin/dashboard`);
  await expect(page).toHaveURL(/\/secure\/admin\/login/);
});

test("a broker added through one instance is on the other's /ib-partners at the very next request", async ({
  page,
  request,
}) => {
  const [a, b] = servers;
  const name = uniqueName('Shared Broker');
  // B renders and keeps its directory page first, so a stale copy would show.
  expect(await (await request.get(`${b.baseURL}/ib-partners`)).text()).not.toContain(name);
  // Signed in by a written session (the test before this one signs in through the form on these servers).
  await signInAt(page, '/secure/admin/dashboard', a);
  await page.getByRole('link', { name: 'Add New Broker' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Broker' });
  const fields: Record<string, string> = {
    'Broker Name': name,
    Description: `${name} is a broker shared by two instances.`,
    'Minimum Deposit': '$100',
    Spreads: 'From 0.5 pips',
    Leverage: '1:100',
    Platforms: 'MT5',
    'Website URL': 'https://shared.example',
  };
  for (const [label, value] of Object.entries(fields)) await dialog.getByLabel(label).fill(value);
  await dialog.getByRole('button', { name: 'Add Broker' }).click();
  await expect(dialog).toBeHidden();
  expect(await (await request.get(`${b.baseURL}/ib-partners`)).text()).toContain(name);
});

test('sign-in failures on both instances count toward one throttle', async ({ page }) => {
  const [a, b] = servers;
  const username = `nobody-${randomBytes(3).toString('hex')}`;
  // Five failures (the default LOGIN_MAX_FAILURES), split across the instances; the sixth try is refused.
  for (const [server, tries] of [
    [a, 3],
    [b, 2],
  ] as const) {
    await page.goto(`${server.baseURL}/secure/admin/login`);
    for (let attempt = 0; attempt < tries; attempt++) {
      await fillSignIn(page, username, `wrong-password-${attempt}`);
      await expect(page.getByRole('alert')).toHaveText('Invalid username or password');
    }
  }
  await page.goto(`${a.baseURL}/secure/admin/login`);
  const answer = page.waitForResponse((response) => response.request().method() === 'POST');
  await fillSignIn(page, username, 'wrong-password-again');
  expect((await answer).status()).toBe(429);
});

test('contact messages sent through both instances are e-mailed once each, and their rate limit is shared', async ({
  page,
}) => {
  const [a, b] = servers;
  const tag = randomBytes(3).toString('hex');
  const send = async (server: PrivateServer, n: number) => {
    await page.goto(`${server.baseURL}/contact`);
    const contact = page.locator('form[action="/contact"]');
    await contact.getByLabel('Name').fill('Ada Lovelace');
    await contact.getByLabel('Email').fill('ada@example.com');
    await contact.getByLabel('Subject').fill(`Question ${tag} ${n}`);
    await contact.getByLabel('Message').fill('Which course should I start with?');
    const answer = page.waitForResponse((response) => response.request().method() === 'POST');
    await contact.getByRole('button', { name: 'Send Message' }).click();
    return (await answer).status();
  };
  // Five an hour from one address (contactRateLimit): three through A and two through B, then B refuses.
  const statuses = [await send(a, 1), await send(a, 2), await send(a, 3), await send(b, 4), await send(b, 5)];
  expect(statuses.every((status) => status < 400)).toBe(true);
  expect(await send(b, 6)).toBe(429);

  const ours = async () =>
    (await mailbox.to('team@example.com'))
      .filter((message) => message.subject.includes(tag))
      .map((message) => message.subject)
      .sort();
  await expect.poll(ours, { timeout: 60_000 }).toHaveLength(5);
  // Both outbox workers ran several passes meanwhile: still one e-mail per message.
  await page.waitForTimeout(3_000);
  expect(await ours()).toEqual([1, 2, 3, 4, 5].map((n) => `Contact form: Question ${tag} ${n}`));
});

/** One GET on a connection of its own: the status, or the error and whether the server had accepted the connection. */
function getOnce(base: string, path: string): Promise<{ status?: number; error?: string; accepted: boolean }> {
  return new Promise((resolve) => {
    let accepted = false;
    const req = httpRequest(new URL(path, base), { agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode, accepted: true }));
    });
    req.on('socket', (socket) => socket.once('connect', () => (accepted = true)));
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message, accepted }));
    req.end();
  });
}

test('an instance stopped with SIGTERM during a stream of requests answers every one it accepted and exits 0', async () => {
  const [a, b] = servers;
  const outcomes: Promise<{ status?: number; error?: string; accepted: boolean }>[] = [];
  let stopped: Promise<number | null> | undefined;
  for (let i = 0; i < 60; i++) {
    outcomes.push(getOnce(b.baseURL, ['/ib-partners', '/', '/secure/admin/login'][i % 3]!));
    if (i === 20) stopped = b.stop();
    await new Promise((resolve) => setTimeout(resolve, 15));
  }
  const results = await Promise.all(outcomes);
  expect(await stopped).toBe(0);
  expect(results.filter((result) => result.error && result.accepted)).toEqual([]);
  expect(results.filter((result) => result.status !== undefined).every((result) => result.status === 200)).toBe(true);
  expect(results.slice(0, 20).every((result) => result.status === 200)).toBe(true);
  // The other instance serves on.
  expect((await getOnce(a.baseURL, '/readyz')).status).toBe(200);
});

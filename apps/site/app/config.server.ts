import { BlockList, isIP } from 'node:net';
import { isAbsolute, resolve } from 'node:path';
import { z } from 'zod';
import { exampleCompanyIdentity, readCompanyIdentity, type CompanyIdentity } from './company-identity.server.ts';
import { readSignalPolicy, type SignalPolicy } from './signal-policy.server.ts';

/*
 * The one configuration module: every variable the README lists, parsed and validated once with zod. The rest of
 * the app reads settings from the `Config` value, never from process.env (scripts and tests may build their own
 * with readConfig). A bad value stops the start with a message naming the variable and what is expected.
 */

type Source = Readonly<Record<string, string | undefined>>;

/** A set of addresses and ranges: the reverse proxies whose X-Forwarded-* headers are believed (TRUST_PROXY), or who may read /metrics (METRICS_ALLOW). */
export interface TrustedProxies {
  /** Whether an address belongs to the set. */
  trusts(address: string): boolean;
}

export interface MailSettings {
  smtpUrl: string;
  to: string;
  from: string;
}

export interface Config {
  port: number;
  host: string;
  /** `file:<absolute path>` or `postgres://…`. */
  databaseUrl: string;
  /** The public origin (`https://example.com`), when SITE_URL is set. */
  siteOrigin?: string;
  /** undefined: no proxy is trusted, X-Forwarded-* are ignored. */
  trustedProxies?: TrustedProxies;
  /** The first administrator, created at start-up when none exists. */
  firstAdmin?: { username: string; password: string; email?: string };
  session: { idleMs: number; absoluteMs: number };
  signIn: { maxFailures: number; maxDelayMs: number };
  /** undefined when SMTP_URL is unset: contact messages are only stored. */
  mail?: MailSettings;
  outboxIntervalMs: number;
  /** How long an instance's claim on an e-mail lasts before another may send it (OUTBOX_LEASE_MS, default 5 minutes). */
  outboxLeaseMs: number;
  /** undefined: a per-install salt is generated and kept in the database. */
  ipHashSalt?: string;
  /** undefined: the webinar cancel links are signed with a per-install secret kept in the database. */
  webinarLinkSecret?: string;
  /** undefined: the signal alerts' unsubscribe and manage links are signed with a per-install secret. */
  alertsLinkSecret?: string;
  /** How often each instance looks for new signal events to alert subscribers of (ALERTS_POLL_INTERVAL_MS). */
  alertsPollIntervalMs: number;
  /** The build folder (absolute). */
  buildDir: string;
  /** How long in-flight requests may run after SIGTERM before connections are cut. */
  shutdownGraceMs: number;
  /** The client addresses that may read /metrics (default loopback). */
  metricsAllow: TrustedProxies;
  /**
   * ADMIN_REQUIRE_2FA (decision 020): every admin must pass a second factor (TOTP, recovery code or passkey); one
   * without a factor is sent to enrol after the password. Default on when NODE_ENV=production, off otherwise.
   * An admin who has enrolled a factor always passes the second step, whatever this says.
   */
  requireSecondFactor: boolean;
  /** Who runs the site (COMPANY_*, CONTACT_EMAIL, SUPPORT_HOURS); pages print the build's copy of it. */
  company: CompanyIdentity;
  /**
   * SIGNALS_MIN_RISK_REWARD (default 2, meaning 1:2), SIGNALS_FOUR_EYES (default off), SIGNALS_MAX_ABS_R (default
   * 20): what the admin enforces on signals; the pages state the build's copy (platform/signal-policy.ts).
   */
  signals: SignalPolicy;
}

const unset = (value: unknown) => (value === '' ? undefined : value);
const optionalText = z.preprocess(unset, z.string().trim().optional());
const positive = (what: string) =>
  z.preprocess(
    unset,
    z.coerce
      .number({ error: `must be ${what}` })
      .positive(`must be ${what}`)
      .optional(),
  );
const flag = z.preprocess(unset, z.string().optional());

const schema = z.object({
  PORT: z.preprocess(
    unset,
    z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(0, 'must be between 0 and 65535')
      .max(65535, 'must be between 0 and 65535')
      .default(3000),
  ),
  // Loopback unless asked otherwise: a development machine should not expose the site to its network.
  HOST: z.preprocess(unset, z.string().default('127.0.0.1')),
  DATABASE_URL: z.preprocess(
    unset,
    z
      .string()
      .regex(/^(file:|postgres(ql)?:\/\/)/, 'must start with file: (SQLite) or postgres:// (PostgreSQL)')
      .default('file:./data/site.db'),
  ),
  SITE_URL: z.preprocess(unset, z.url({ error: 'must be an absolute URL like https://example.com' }).optional()),
  TRUST_PROXY: flag,
  ADMIN_USERNAME: optionalText,
  ADMIN_PASSWORD: z.preprocess(unset, z.string().optional()),
  ADMIN_EMAIL: optionalText,
  SESSION_IDLE_MINUTES: positive('a positive number of minutes'),
  SESSION_ABSOLUTE_HOURS: positive('a positive number of hours'),
  // For tests: seconds win over minutes and hours when set.
  SESSION_IDLE_SECONDS: positive('a positive number of seconds'),
  SESSION_ABSOLUTE_SECONDS: positive('a positive number of seconds'),
  LOGIN_MAX_FAILURES: z.preprocess(
    unset,
    z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').positive().optional(),
  ),
  LOGIN_WINDOW_MINUTES: positive('a positive number of minutes'),
  SMTP_URL: z.preprocess(
    unset,
    z
      .string()
      .trim()
      .refine((value) => /^smtps?:\/\//.test(value), 'must start with smtp:// or smtps://')
      .optional(),
  ),
  CONTACT_TO: z.preprocess(unset, z.email('must be the e-mail address that receives contact messages').optional()),
  CONTACT_FROM: z.preprocess(unset, z.string().trim().min(3, 'must be a sender address').optional()),
  CONTACT_OUTBOX_INTERVAL_MS: z.preprocess(
    unset,
    z.coerce.number({ error: 'must be a number of milliseconds' }).min(1000, 'must be at least 1000').optional(),
  ),
  // For the fail-over check of the alerts (an instance killed mid-send): how soon its claims lapse.
  OUTBOX_LEASE_MS: z.preprocess(
    unset,
    z.coerce.number({ error: 'must be a number of milliseconds' }).min(1000, 'must be at least 1000').optional(),
  ),
  IP_HASH_SALT: optionalText,
  WEBINAR_LINK_SECRET: z.preprocess(unset, z.string().min(32, 'must be at least 32 characters').optional()),
  ALERTS_LINK_SECRET: z.preprocess(unset, z.string().min(32, 'must be at least 32 characters').optional()),
  ALERTS_POLL_INTERVAL_MS: z.preprocess(
    unset,
    z.coerce
      .number({ error: 'must be a number of milliseconds' })
      .min(200, 'must be at least 200')
      .max(55_000, 'must be under 55000: alerts are queued within a minute of a change')
      .optional(),
  ),
  BUILD_DIR: optionalText,
  SHUTDOWN_GRACE_SECONDS: z.preprocess(
    unset,
    z.coerce.number({ error: 'must be a number of seconds' }).min(0, 'must be 0 or more').default(10),
  ),
  METRICS_ALLOW: z.preprocess(unset, z.string().default('loopback')),
  ADMIN_REQUIRE_2FA: z.preprocess(unset, z.enum(['0', '1', 'true', 'false'], { error: 'must be 1 or 0' }).optional()),
  NODE_ENV: optionalText,
});

// Values that must never be echoed in an error message.
const secretVariables = new Set([
  'ADMIN_PASSWORD',
  'SMTP_URL',
  'IP_HASH_SALT',
  'WEBINAR_LINK_SECRET',
  'ALERTS_LINK_SECRET',
  'DATABASE_URL',
]);

/**
 * TRUST_PROXY: `1`/`true`/`yes` trusts a proxy on this host (loopback), otherwise a comma-separated list of
 * addresses, CIDR ranges or `loopback`; unset or `0`/`false`/`no` trusts nothing. Throws on an invalid entry.
 */
export function parseTrustProxy(raw: string | undefined): TrustedProxies | undefined {
  const value = raw?.trim().toLowerCase();
  if (!value || ['0', 'false', 'no'].includes(value)) return undefined;
  return parseAddressList(['1', 'true', 'yes'].includes(value) ? 'loopback' : value);
}

/** A comma-separated list of addresses, CIDR ranges or `loopback` (METRICS_ALLOW, TRUST_PROXY). Throws on an invalid entry. */
export function parseAddressList(setting: string): TrustedProxies {
  const list = new BlockList();
  for (const part of setting.split(',')) {
    const entry = part.trim();
    if (!entry) continue;
    if (entry === 'loopback') {
      list.addSubnet('127.0.0.0', 8, 'ipv4');
      list.addAddress('::1', 'ipv6');
      continue;
    }
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address);
    const bits = Number(prefix);
    if (
      !family ||
      (prefix !== undefined && !(Number.isInteger(bits) && bits >= 0 && bits <= (family === 4 ? 32 : 128)))
    ) {
      throw new Error(`"${entry}" is not an IP address, a CIDR range or "loopback"`);
    }
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, bits, type);
  }
  return {
    trusts(address) {
      const family = isIP(address);
      return family !== 0 && list.check(address, family === 4 ? 'ipv4' : 'ipv6');
    },
  };
}

/**
 * A relative SQLite path is relative to apps/site, wherever the process was started from
 * (`pnpm start` at the root and `node server/main.ts` in apps/site must open the same file).
 */
export function resolveDatabaseUrl(url: string, base: string): string {
  if (!url.startsWith('file:')) return url;
  const path = url.slice('file:'.length);
  if (path === '' || path === ':memory:' || isAbsolute(path)) return url;
  return `file:${resolve(base, path)}`;
}

function problems(issues: readonly z.core.$ZodIssue[], source: Source): string[] {
  return issues.map((issue) => {
    const name = issue.path.join('.');
    const got = source[name];
    const shown = got === undefined || secretVariables.has(name) ? '' : ` (got ${JSON.stringify(got)})`;
    return `  ${name}: ${issue.message}${shown}`;
  });
}

type Parsed = z.infer<typeof schema>;

function mailSettings(env: Parsed): { mail?: MailSettings; errors: string[] } {
  if (!env.SMTP_URL) return { errors: [] };
  if (!env.CONTACT_TO) {
    return { errors: ['  CONTACT_TO: must be the e-mail address that receives contact messages (SMTP_URL is set)'] };
  }
  const from = env.CONTACT_FROM ?? `"UPM Trading website" <${env.CONTACT_TO}>`;
  return { mail: { smtpUrl: env.SMTP_URL, to: env.CONTACT_TO, from }, errors: [] };
}

/**
 * Reads and validates the configuration from `source` (process.env by default); relative paths are resolved
 * against `base` (apps/site: the server passes it; scripts run there). Throws one Error listing every problem.
 */
export function readConfig(source: Source = process.env, base: string = process.cwd()): Config {
  const result = schema.safeParse(source);
  if (!result.success) throw new Error(`Invalid environment:\n${problems(result.error.issues, source).join('\n')}`);
  const env = result.data;
  const errors: string[] = [];
  let trustedProxies: TrustedProxies | undefined;
  try {
    trustedProxies = parseTrustProxy(env.TRUST_PROXY);
  } catch (error) {
    errors.push(`  TRUST_PROXY: ${(error as Error).message}`);
  }
  let metricsAllow: TrustedProxies = parseAddressList('loopback');
  try {
    metricsAllow = parseAddressList(env.METRICS_ALLOW.trim().toLowerCase());
  } catch (error) {
    errors.push(`  METRICS_ALLOW: ${(error as Error).message}`);
  }
  const { mail, errors: mailErrors } = mailSettings(env);
  errors.push(...mailErrors);
  let company: CompanyIdentity | undefined;
  try {
    company = readCompanyIdentity(source);
  } catch (error) {
    errors.push((error as Error).message.replace('Invalid environment:\n', ''));
  }
  let signals: SignalPolicy | undefined;
  try {
    signals = readSignalPolicy(source);
  } catch (error) {
    errors.push((error as Error).message.replace('Invalid environment:\n', ''));
  }
  if (errors.length > 0 || !company || !signals) throw new Error(`Invalid environment:\n${errors.join('\n')}`);
  return {
    port: env.PORT,
    host: env.HOST,
    databaseUrl: resolveDatabaseUrl(env.DATABASE_URL, base),
    siteOrigin: env.SITE_URL ? new URL(env.SITE_URL).origin : undefined,
    trustedProxies,
    firstAdmin:
      env.ADMIN_USERNAME && env.ADMIN_PASSWORD
        ? { username: env.ADMIN_USERNAME, password: env.ADMIN_PASSWORD, email: env.ADMIN_EMAIL }
        : undefined,
    session: {
      idleMs: env.SESSION_IDLE_SECONDS ? env.SESSION_IDLE_SECONDS * 1000 : (env.SESSION_IDLE_MINUTES ?? 30) * 60_000,
      absoluteMs: env.SESSION_ABSOLUTE_SECONDS
        ? env.SESSION_ABSOLUTE_SECONDS * 1000
        : (env.SESSION_ABSOLUTE_HOURS ?? 8) * 3_600_000,
    },
    signIn: { maxFailures: env.LOGIN_MAX_FAILURES ?? 5, maxDelayMs: (env.LOGIN_WINDOW_MINUTES ?? 15) * 60_000 },
    mail,
    outboxIntervalMs: env.CONTACT_OUTBOX_INTERVAL_MS ?? 60_000,
    outboxLeaseMs: env.OUTBOX_LEASE_MS ?? 5 * 60_000,
    ipHashSalt: env.IP_HASH_SALT,
    webinarLinkSecret: env.WEBINAR_LINK_SECRET,
    alertsLinkSecret: env.ALERTS_LINK_SECRET,
    alertsPollIntervalMs: env.ALERTS_POLL_INTERVAL_MS ?? 5000,
    buildDir: resolve(base, env.BUILD_DIR || 'build'),
    shutdownGraceMs: env.SHUTDOWN_GRACE_SECONDS * 1000,
    metricsAllow,
    requireSecondFactor: env.ADMIN_REQUIRE_2FA
      ? env.ADMIN_REQUIRE_2FA === '1' || env.ADMIN_REQUIRE_2FA === 'true'
      : env.NODE_ENV === 'production',
    company,
    signals,
  };
}

/**
 * The origin a build bakes into canonical links and the sitemap: SITE_URL, else this machine on PORT (3000 by
 * default), so `PORT=4781 pnpm start` links to the port it serves. vite.config.ts and the build stamp both use it.
 */
export function bakedSiteUrl(source: Source = process.env): string {
  return (source.SITE_URL || `http://localhost:${source.PORT || 3000}`).replace(/\/+$/, '');
}

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Whether the site is served on this machine only: SITE_URL unset or on localhost (`pnpm start`, the tests). */
export function isLocalSite(config: Pick<Config, 'siteOrigin'>): boolean {
  if (!config.siteOrigin) return true;
  const host = new URL(config.siteOrigin).hostname;
  return loopbackHosts.has(host) || host.endsWith('.localhost');
}

const identityVariables: Record<keyof CompanyIdentity, string> = {
  name: 'COMPANY_NAME',
  address: 'COMPANY_ADDRESS',
  number: 'COMPANY_NUMBER',
  email: 'CONTACT_EMAIL',
  supportHours: 'SUPPORT_HOURS',
};

/**
 * Why a production server must not start: the example company identity on a public SITE_URL would print a
 * made-up issuer on certificates and a made-up operator in the footer and legal pages. A start on this machine
 * (SITE_URL unset or on localhost, as the README's `pnpm start` and the end-to-end tests run it) may keep the
 * examples, which say what to set. undefined when nothing stands in the way.
 */
export function exampleIdentityProblem(
  config: Config,
  nodeEnv: string | undefined,
  /** The identity the build's pages were made with (its stamp), when known: pages print that one. */
  baked?: CompanyIdentity,
): string | undefined {
  if (nodeEnv !== 'production' || isLocalSite(config)) return undefined;
  // Support hours are a plausible default, not an example: only the identity that names someone must be real.
  const unset = (['name', 'address', 'number', 'email'] as const)
    .filter((field) => [config.company, baked].some((identity) => identity?.[field] === exampleCompanyIdentity[field]))
    .map((field) => identityVariables[field]);
  if (unset.length === 0) return undefined;
  return (
    `Refusing to start: SITE_URL is ${config.siteOrigin}, a public address, but ${unset.join(', ')} still ` +
    `hold${unset.length === 1 ? 's' : ''} the example company identity (in the environment or in the build), ` +
    `which pages and certificates would print as the operator. Set ${unset.join(', ')} for the build and the ` +
    'server (docs/deploy.md). The examples are allowed only when SITE_URL is unset or on localhost (a start on ' +
    'this machine).'
  );
}

let current: Config | undefined;

/**
 * The process's configuration, read from process.env on first use. The production server validates it before
 * it loads the app and hands the app an absolute DATABASE_URL, so the working directory does not matter there.
 */
export function serverConfig(): Config {
  current ??= readConfig();
  return current;
}

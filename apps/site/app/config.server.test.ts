import { describe, expect, it } from 'vitest';
import { exampleIdentityProblem, parseTrustProxy, readConfig, resolveDatabaseUrl } from './config.server';

describe('readConfig', () => {
  it('defaults to port 3000 on loopback with SQLite under apps/site/data', () => {
    const config = readConfig({}, '/srv/site');
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.databaseUrl).toBe('file:/srv/site/data/site.db');
    expect(config.trustedProxies).toBeUndefined();
    expect(config.buildDir).toBe('/srv/site/build');
    expect(config.session).toEqual({ idleMs: 30 * 60_000, absoluteMs: 8 * 3_600_000 });
    expect(config.signIn).toEqual({ maxFailures: 5, maxDelayMs: 15 * 60_000 });
    expect(config.mail).toBeUndefined();
    expect(config.outboxIntervalMs).toBe(60_000);
  });

  it('lists every invalid variable with what it got', () => {
    expect(() => readConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' }, '/srv/site')).toThrow(
      /PORT: must be a number.*\n.*DATABASE_URL: must start with file:/s,
    );
    expect(() => readConfig({ PORT: '70000' }, '/srv/site')).toThrow(/between 0 and 65535 \(got "70000"\)/);
    expect(() => readConfig({ SESSION_IDLE_MINUTES: 'soon' }, '/srv/site')).toThrow(/SESSION_IDLE_MINUTES: must be/);
    expect(() => readConfig({ LOGIN_MAX_FAILURES: '2.5' }, '/srv/site')).toThrow(/LOGIN_MAX_FAILURES/);
    expect(() => readConfig({ TRUST_PROXY: 'proxy.local' }, '/srv/site')).toThrow(/TRUST_PROXY: "proxy.local"/);
    expect(() => readConfig({ SMTP_URL: 'smtp://mail:2525' }, '/srv/site')).toThrow(
      /CONTACT_TO: must be the e-mail address/,
    );
  });

  it('never echoes a secret value in its message', () => {
    expect(() => readConfig({ SMTP_URL: 'http://user:hunter2@mail' }, '/srv/site')).toThrow(/SMTP_URL/);
    expect(() => readConfig({ SMTP_URL: 'http://user:hunter2@mail' }, '/srv/site')).not.toThrow(/hunter2/);
  });

  it('reads every setting the README lists', () => {
    // Generated per run: no credential is written in the repository.
    const firstAdminPassword = crypto.randomUUID();
    const config = readConfig(
      {
        SITE_URL: 'https://upm.example/path',
        ADMIN_USERNAME: ' owner ',
        ADMIN_PASSWORD: firstAdminPassword,
        SESSION_IDLE_MINUTES: '10',
        SESSION_ABSOLUTE_SECONDS: '90',
        LOGIN_MAX_FAILURES: '3',
        LOGIN_WINDOW_MINUTES: '2',
        SMTP_URL: 'smtp://mail:2525',
        CONTACT_TO: 'team@upm.example',
        CONTACT_OUTBOX_INTERVAL_MS: '5000',
        IP_HASH_SALT: 'salt',
        BUILD_DIR: 'build-e2e',
      },
      '/srv/site',
    );
    expect(config.siteOrigin).toBe('https://upm.example');
    expect(config.firstAdmin).toEqual({
      username: 'owner',
      password: firstAdminPassword,
      email: undefined,
    });
    expect(config.session).toEqual({ idleMs: 600_000, absoluteMs: 90_000 });
    expect(config.signIn).toEqual({ maxFailures: 3, maxDelayMs: 120_000 });
    expect(config.mail).toEqual({
      smtpUrl: 'smtp://mail:2525',
      to: 'team@upm.example',
      from: '"UPM Trading website" <team@upm.example>',
    });
    expect(config.outboxIntervalMs).toBe(5000);
    expect(config.ipHashSalt).toBe('salt');
    expect(config.buildDir).toBe('/srv/site/build-e2e');
  });

  it('polls for signal alerts every 5 s unless told otherwise, and never less often than a minute allows', () => {
    expect(readConfig({}, '/srv/site')).toMatchObject({ alertsPollIntervalMs: 5000, outboxLeaseMs: 300_000 });
    expect(readConfig({ ALERTS_POLL_INTERVAL_MS: '500', OUTBOX_LEASE_MS: '2000' }, '/srv/site')).toMatchObject({
      alertsPollIntervalMs: 500,
      outboxLeaseMs: 2000,
    });
    expect(() => readConfig({ ALERTS_POLL_INTERVAL_MS: '60000' }, '/srv/site')).toThrow(/ALERTS_POLL_INTERVAL_MS/);
    expect(() => readConfig({ ALERTS_LINK_SECRET: 'short' }, '/srv/site')).toThrow(/ALERTS_LINK_SECRET/);
    expect(() => readConfig({ ALERTS_LINK_SECRET: 'short' }, '/srv/site')).not.toThrow(/"short"/);
  });
});

describe('the operations settings', () => {
  it('give 10 s of shutdown grace and loopback-only metrics by default, and read SHUTDOWN_GRACE_SECONDS and METRICS_ALLOW', () => {
    const defaults = readConfig({}, '/srv/site');
    expect(defaults.shutdownGraceMs).toBe(10_000);
    expect(defaults.metricsAllow.trusts('127.0.0.1')).toBe(true);
    expect(defaults.metricsAllow.trusts('10.89.0.5')).toBe(false);

    const set = readConfig({ SHUTDOWN_GRACE_SECONDS: '2.5', METRICS_ALLOW: '10.89.0.0/24' }, '/srv/site');
    expect(set.shutdownGraceMs).toBe(2500);
    expect(set.metricsAllow.trusts('10.89.0.5')).toBe(true);
    expect(set.metricsAllow.trusts('127.0.0.1')).toBe(false);

    expect(() => readConfig({ SHUTDOWN_GRACE_SECONDS: 'soon', METRICS_ALLOW: 'everyone' }, '/srv/site')).toThrow(
      /SHUTDOWN_GRACE_SECONDS: must be a number of seconds/,
    );
    expect(() => readConfig({ METRICS_ALLOW: 'everyone' }, '/srv/site')).toThrow(
      /METRICS_ALLOW: "everyone" is not an IP address/,
    );
  });
});

describe('TRUST_PROXY has one meaning', () => {
  it('yes trusts loopback only; a list trusts its addresses and ranges; no trusts nothing', () => {
    for (const value of ['1', 'true', 'yes', 'loopback']) {
      const proxies = parseTrustProxy(value)!;
      expect(proxies.trusts('127.0.0.1'), value).toBe(true);
      expect(proxies.trusts('::1'), value).toBe(true);
      expect(proxies.trusts('203.0.113.9'), value).toBe(false);
    }
    const list = parseTrustProxy('10.0.0.0/8, 192.0.2.7')!;
    expect(list.trusts('10.1.2.3')).toBe(true);
    expect(list.trusts('192.0.2.7')).toBe(true);
    expect(list.trusts('127.0.0.1')).toBe(false);
    for (const value of [undefined, '', '0', 'false', 'no']) expect(parseTrustProxy(value)).toBeUndefined();
    expect(() => parseTrustProxy('10.0.0.0/99')).toThrow(/not an IP address/);
  });
});

describe('resolveDatabaseUrl', () => {
  it('resolves relative SQLite paths against apps/site and leaves the rest alone', () => {
    expect(resolveDatabaseUrl('file:./data/site.db', '/srv/site')).toBe('file:/srv/site/data/site.db');
    expect(resolveDatabaseUrl('file:/tmp/x.db', '/srv/site')).toBe('file:/tmp/x.db');
    expect(resolveDatabaseUrl('file::memory:', '/srv/site')).toBe('file::memory:');
    expect(resolveDatabaseUrl('postgres://u@h/db', '/srv/site')).toBe('postgres://u@h/db');
  });
});

describe('exampleIdentityProblem', () => {
  const identity = {
    COMPANY_NAME: 'UPM Education Ltd',
    COMPANY_ADDRESS: '2 High Street, Leeds LS1 1AA, United Kingdom',
    COMPANY_NUMBER: '12345678',
    CONTACT_EMAIL: 'help@upm.test',
  };

  it('refuses a production start on a public SITE_URL with the example identity, naming what to set', () => {
    const config = readConfig({ SITE_URL: 'https://www.upm.test', COMPANY_NUMBER: '12345678' }, '/srv/site');
    const problem = exampleIdentityProblem(config, 'production');
    expect(problem).toMatch(/SITE_URL is https:\/\/www\.upm\.test/);
    expect(problem).toMatch(/COMPANY_NAME, COMPANY_ADDRESS, CONTACT_EMAIL/);
    expect(problem).not.toMatch(/COMPANY_NUMBER,/);
    expect(problem).toMatch(/unset or on localhost/);
    const configured = readConfig({ SITE_URL: 'https://www.upm.test', ...identity });
    expect(exampleIdentityProblem(configured, 'production', configured.company)).toBeUndefined();
    // Set for the server but not for the build: the pages would still print the examples.
    expect(exampleIdentityProblem(configured, 'production', readConfig({}).company)).toMatch(
      /COMPANY_NAME, COMPANY_ADDRESS, COMPANY_NUMBER, CONTACT_EMAIL still hold/,
    );
  });

  it('lets a start on this machine, and development, keep the examples', () => {
    expect(exampleIdentityProblem(readConfig({}, '/srv/site'), 'production')).toBeUndefined();
    expect(exampleIdentityProblem(readConfig({ SITE_URL: 'http://localhost:3320' }), 'production')).toBeUndefined();
    expect(exampleIdentityProblem(readConfig({ SITE_URL: 'http://127.0.0.1:4781' }), 'production')).toBeUndefined();
    expect(exampleIdentityProblem(readConfig({ SITE_URL: 'https://www.upm.test' }), 'development')).toBeUndefined();
  });
});

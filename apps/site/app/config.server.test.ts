import { describe, expect, it } from 'vitest';
import { readServerEnv, resolveDatabaseUrl } from './env.ts';

describe('readServerEnv', () => {
  it('defaults to port 3000 on loopback with SQLite under apps/site/data', () => {
    const env = readServerEnv({}, '/srv/site');
    expect(env.PORT).toBe(3000);
    expect(env.HOST).toBe('127.0.0.1');
    expect(env.DATABASE_URL).toBe('file:/srv/site/data/site.db');
    expect(env.TRUST_PROXY).toBe(false);
  });

  it('lists every invalid variable with what it got', () => {
    expect(() => readServerEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x' }, '/srv/site')).toThrow(
      /PORT: must be a number.*\n.*DATABASE_URL: must start with file:/s,
    );
    expect(() => readServerEnv({ PORT: '70000' }, '/srv/site')).toThrow(/between 0 and 65535 \(got "70000"\)/);
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

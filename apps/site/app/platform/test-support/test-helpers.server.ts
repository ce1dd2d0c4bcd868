import { afterAll } from 'vitest';
import type { Db } from '~/platform/db/types';
import { testDialects } from '~/platform/db/test-databases.server';
import { readConfig } from '~/config.server';
import type { RequestContext } from '~/context.server';
import { logEvent, setLogSink } from '~/platform/http/log.server';

/** Cheap scrypt parameters for tests that create admins (the production cost is tested in ../auth/password.test.ts). */
export const fastParams = { N: 2 ** 10, r: 8, p: 1 };

/** A random password generated at run time: no credential is ever written in the repository. */
export const randomPassword = () => `pw-${crypto.randomUUID()}`;

/** The dialects to run on, and a `fresh()` that opens a database closed after the suite. */
export async function freshDialects() {
  return (await testDialects()).map(({ name, open }) => {
    const opened: Db[] = [];
    return {
      name,
      fresh: async () => {
        const db = await open();
        opened.push(db);
        return db;
      },
      closeAll: async () => {
        for (const db of opened.splice(0)) await db.close();
      },
    };
  });
}

/** Collects security log lines during a suite instead of printing them. */
export function captureLog(): string[] {
  const lines: string[] = [];
  const previous = setLogSink((line) => lines.push(line));
  afterAll(() => {
    setLogSink(previous);
  });
  return lines;
}

/** A request context for handler tests: the given database, default configuration, no nonce. */
export function testContext(db: Db, overrides: Partial<RequestContext> = {}): RequestContext {
  return { db, config: readConfig({}), clientIp: '', nonce: '', log: logEvent, ...overrides };
}

import { isAbsolute, resolve } from 'node:path';
import { z } from 'zod';

const emptyAsUnset = (value: unknown) => (value === '' ? undefined : value);
const serverEnvSchema = z.object({
  PORT: z.preprocess(
    emptyAsUnset,
    z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(0, 'must be between 0 and 65535')
      .max(65535, 'must be between 0 and 65535')
      .default(3000),
  ),
  // Loopback unless asked otherwise: a development machine should not expose the site to its network.
  HOST: z.preprocess(emptyAsUnset, z.string().default('127.0.0.1')),
  DATABASE_URL: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .regex(/^(file:|postgres(ql)?:\/\/)/, 'must start with file: (SQLite) or postgres:// (PostgreSQL)')
      .default('file:./data/site.db'),
  ),
  SITE_URL: z.preprocess(emptyAsUnset, z.url({ error: 'must be an absolute URL like https://example.com' }).optional()),
  // 1/true/yes, or the proxies' addresses / CIDR ranges / `loopback` (checked by app/lib/auth/client-ip.server.ts
  // at start-up, which also reads X-Forwarded-For only from those addresses).
  TRUST_PROXY: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .optional()
      .transform((value) => value !== undefined && !['0', 'false', 'no'].includes(value)),
  ),
});

export type ServerEnv = z.infer<typeof serverEnvSchema>;

/**
 * A relative SQLite path is relative to apps/site, wherever the process was started from
 * (`pnpm start` at the root and `node server/main.ts` in apps/site must open the same file).
 */
export function resolveDatabaseUrl(url: string, siteDir: string): string {
  if (!url.startsWith('file:')) return url;
  const path = url.slice('file:'.length);
  if (path === '' || path === ':memory:' || isAbsolute(path)) return url;
  return `file:${resolve(siteDir, path)}`;
}

/** Reads and validates the server's environment; throws one Error listing every problem. */
export function readServerEnv(source: NodeJS.ProcessEnv, siteDir: string): ServerEnv {
  const result = serverEnvSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const name = issue.path.join('.');
      const got = source[name];
      return `  ${name}: ${issue.message}${got === undefined ? '' : ` (got ${JSON.stringify(got)})`}`;
    });
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return { ...result.data, DATABASE_URL: resolveDatabaseUrl(result.data.DATABASE_URL, siteDir) };
}

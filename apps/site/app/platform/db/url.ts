/** Where the database lives, parsed from DATABASE_URL (`file:<path>` or `postgres://...`). */
export type DatabaseLocation = { dialect: 'sqlite'; path: string } | { dialect: 'postgres'; url: string };

export const defaultDatabaseUrl = 'file:./data/site.db';

export function parseDatabaseUrl(url: string = defaultDatabaseUrl): DatabaseLocation {
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) return { dialect: 'postgres', url };
  if (url.startsWith('file:')) return { dialect: 'sqlite', path: url.slice('file:'.length) || ':memory:' };
  throw new Error(`DATABASE_URL must start with file: or postgres:// (got "${url.split(':')[0]}:...")`);
}

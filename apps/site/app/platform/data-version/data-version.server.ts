import type { Db } from '~/platform/db/types';

/*
 * The data version: one counter per data set in the `data_version` table, moved by every write that changes
 * what a cached public page shows, in that write's own transaction. A page kept per version (server/page-cache.ts)
 * is therefore never older than the database on any instance: the next request after a commit anywhere reads a
 * new number. Written and read only here.
 */

/** The data sets whose writes change cached pages. A new one needs no row: its first bump creates it. */
export type DataSet = 'brokers' | 'signals' | 'webinars' | 'certificates';

/** Moves `name`'s version on by one. Call it inside the write's transaction, so a rollback takes it back too. */
export async function bump(tx: Db, name: DataSet): Promise<void> {
  await tx.run(
    `INSERT INTO data_version (name, version) VALUES (?, 1)
     ON CONFLICT (name) DO UPDATE SET version = data_version.version + 1`,
    [name],
  );
}

/** `name`'s current version (0 before its first write). One small query: cheap enough for every request. */
export async function read(db: Db, name: DataSet): Promise<number> {
  const row = await db.get<{ version: number | string }>('SELECT version FROM data_version WHERE name = ?', [name]);
  return Number(row?.version ?? 0);
}

/**
 * A value worked out from the data, kept while the version it was read at is current: `load` runs again only
 * when the version moves. A failed load is not kept, so the next call tries again.
 */
export function perVersion<Value>(load: () => Promise<Value>): (version: string) => Promise<Value> {
  let kept: { version: string; value: Promise<Value> } | undefined;
  return (version) => {
    if (kept?.version !== version) {
      const value = load();
      const entry = { version, value };
      kept = entry;
      value.catch(() => {
        if (kept === entry) kept = undefined;
      });
    }
    return kept.value;
  };
}

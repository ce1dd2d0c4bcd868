/** What every data-access module talks to: the same calls on SQLite and on PostgreSQL. */
export interface Db {
  readonly dialect: 'sqlite' | 'postgres';
  /** Rows of a query; parameters are written `?` in both dialects. */
  all<Row>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
  /** The first row of a query, or undefined. */
  get<Row>(sql: string, params?: readonly unknown[]): Promise<Row | undefined>;
  /** A statement that changes data; `changes` counts the affected rows. */
  run(sql: string, params?: readonly unknown[]): Promise<{ changes: number }>;
  /** Several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Db) => Promise<T>): Promise<T>;
  /**
   * Runs `work` holding this database's migration lock, which every instance (process) on the same
   * database takes: one migrates while the others wait, then they see its work.
   */
  withMigrationLock<T>(work: (db: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** Connections running a call, and the pool's size (PostgreSQL only: /metrics). */
  poolStats?(): { active: number; max: number };
}

/** One schema change, with its SQL for each dialect. Applied once, in id order, and recorded. */
export interface Migration {
  /** Sortable and unique, e.g. `001_brokers`. */
  id: string;
  sqlite: string;
  postgres: string;
}

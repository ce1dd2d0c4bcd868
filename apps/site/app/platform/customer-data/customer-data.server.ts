import type { Db } from '~/platform/db/types';

/*
 * What each feature keeps about a customer, declared beside the feature so that "Download my data" and the purge of
 * a deleted account cannot forget a table: the account page exports every part, and the purge erases every part,
 * from the one list in app/lib/customer-data-parts.server.ts.
 */

/** One feature's share of a customer's data. */
export interface CustomerDataPart {
  /** The key of this part in the JSON export (`progress`, `alertSubscriptions`, …). */
  name: string;
  /** Everything this feature stores about the customer, as plain JSON (never a hash or a secret). */
  exportFor(db: Db, customerId: string): Promise<unknown>;
  /**
   * Removes (or anonymises, where a record must be kept, saying why in `kept`) what this feature stores about the
   * customer. Runs inside the purge's transaction; must be safe to run twice.
   */
  erase(db: Db, customerId: string): Promise<void>;
  /**
   * The account's e-mail address moved to `email` (proved by a link sent there): what this feature sends to the
   * account's address follows it. Runs inside the change's transaction.
   */
  addressChanged?(tx: Db, customerId: string, email: string): Promise<void>;
  /** What is kept after deletion and why, as the account page and /privacy say it; empty when nothing is kept. */
  kept?: string;
}

/** Declares a part (one place to type-check it). */
export const defineCustomerData = (part: CustomerDataPart): CustomerDataPart => part;

import type { Db } from '~/platform/db/types';
import { defineCustomerData } from '~/platform/customer-data/customer-data.server';
import { describeInstruments } from './alert-choices';
import { hashEmail } from './alert-tokens.server';
import { readInstruments } from './subscriptions.server';

/**
 * The account's signal alert subscription: exported with the account's data, deleted with the account (its
 * queued alerts go with it). An address that unsubscribed is kept only as a hash, which is not the account's
 * data in any readable form; deleting the account does not add one.
 */
export const alertCustomerData = defineCustomerData({
  name: 'alertSubscriptions',
  async exportFor(db: Db, customerId: string) {
    const rows = await db.all<{
      email: string;
      status: string;
      instruments: string;
      created_at: string;
      confirmed_at: string | null;
    }>(
      `SELECT email, status, instruments, created_at, confirmed_at FROM alert_subscriptions
       WHERE customer_id = ? ORDER BY created_at`,
      [customerId],
    );
    return rows.map((row) => ({
      email: row.email,
      status: row.status === 'active' ? 'confirmed' : 'awaiting confirmation',
      follows: describeInstruments(readInstruments(row.instruments)),
      requestedAt: row.created_at,
      confirmedAt: row.confirmed_at,
    }));
  },
  async erase(db: Db, customerId: string) {
    await db.run('DELETE FROM alert_subscriptions WHERE customer_id = ?', [customerId]);
  },
  /*
   * The account's subscription was made with the account's address (only then is it linked), so it moves with it:
   * alerts go where the account's mail goes, not to an inbox the customer may have left. When the new address has
   * a subscription of its own already, that one is the account's from now on and the old address's goes.
   */
  async addressChanged(tx: Db, customerId: string, email: string) {
    const emailHash = await hashEmail(tx, email);
    const existing = await tx.get<{ id: string }>('SELECT id FROM alert_subscriptions WHERE email_hash = ?', [
      emailHash,
    ]);
    const now = new Date().toISOString();
    if (existing) {
      await tx.run('DELETE FROM alert_subscriptions WHERE customer_id = ? AND id <> ?', [customerId, existing.id]);
      await tx.run('UPDATE alert_subscriptions SET customer_id = ?, updated_at = ? WHERE id = ?', [
        customerId,
        now,
        existing.id,
      ]);
      return;
    }
    await tx.run('UPDATE alert_subscriptions SET email = ?, email_hash = ?, updated_at = ? WHERE customer_id = ?', [
      email,
      emailHash,
      now,
      customerId,
    ]);
  },
});

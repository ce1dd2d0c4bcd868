import type { Db } from '~/platform/db/types';
import { defineCustomerData } from '~/platform/customer-data/customer-data.server';
import { describeInstruments } from './alert-choices';
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
});

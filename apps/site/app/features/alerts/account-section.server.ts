import type { Db } from '~/platform/db/types';
import type { AlertInstruments } from './alert-schema';
import { subscriptionOfCustomer } from './subscriptions.server';

/** What the /account page's alerts section shows: the account's subscription, if any. */
export interface AlertsAccountData {
  email: string;
  subscription: { email: string; status: 'pending' | 'active'; instruments: AlertInstruments } | null;
}

/** The /account section's data (the account page composes it; decision 034's section contract). */
export async function accountSection(db: Db, customer: { id: string; email: string }): Promise<AlertsAccountData> {
  const found = await subscriptionOfCustomer(db, customer);
  return {
    email: customer.email,
    subscription: found ? { email: found.email, status: found.status, instruments: found.instruments } : null,
  };
}

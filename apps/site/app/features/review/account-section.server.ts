import type { Db } from '~/platform/db/types';
import { dueCount } from './review.server';

export interface ReviewAccountData {
  due: number;
}

/** /account's line about the daily review: how many cards wait today. */
export async function accountSection(db: Db, customer: { id: string }, now = new Date()): Promise<ReviewAccountData> {
  return { due: await dueCount(db, customer.id, now) };
}

import { defineCustomerData } from '~/platform/customer-data/customer-data.server';

/** The daily review's share of a customer's data: each card's schedule, and nothing kept after deletion. */
export const reviewData = defineCustomerData({
  name: 'reviewCards',
  async exportFor(db, customerId) {
    const rows = await db.all<{
      card_id: string;
      state_json: string;
      due: string;
      last_review: string;
      introduced_at: string;
    }>(
      'SELECT card_id, state_json, due, last_review, introduced_at FROM review_cards WHERE customer_id = ? ORDER BY card_id',
      [customerId],
    );
    return rows.map((row) => ({
      card: row.card_id,
      due: row.due,
      lastReview: row.last_review,
      firstSeen: row.introduced_at,
      schedule: JSON.parse(row.state_json) as unknown,
    }));
  },
  async erase(db, customerId) {
    await db.run('DELETE FROM review_cards WHERE customer_id = ?', [customerId]);
  },
});

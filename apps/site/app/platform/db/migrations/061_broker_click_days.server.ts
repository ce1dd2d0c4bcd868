import type { Migration } from '~/platform/db/types';

// The dashboard charts clicks per broker and day over 90 days (decision 019). Counting a million raw rows per view
// is too slow, so each counted click also adds one to its (broker, UTC day) row here, in the same transaction;
// a chart reads at most brokers × 90 rows (primary key order). Existing clicks, raw and folded, are counted in.
const sql = `
CREATE TABLE broker_click_days (
  broker_id TEXT NOT NULL REFERENCES brokers (id) ON DELETE CASCADE,
  day TEXT NOT NULL,
  clicks INTEGER NOT NULL CHECK (clicks >= 0),
  PRIMARY KEY (broker_id, day)
);
CREATE INDEX broker_click_days_day_idx ON broker_click_days (day, broker_id);
INSERT INTO broker_click_days (broker_id, day, clicks)
SELECT broker_id, day, SUM(clicks) FROM (
  SELECT broker_id, substr(clicked_at, 1, 10) AS day, COUNT(*) AS clicks FROM broker_clicks
  GROUP BY broker_id, substr(clicked_at, 1, 10)
  UNION ALL
  SELECT broker_id, day, clicks FROM broker_click_daily
) AS counted GROUP BY broker_id, day;
`;

/** Clicks per broker and UTC day, kept as clicks are counted (the dashboard's charts and CSV). */
export const migration: Migration = { id: '061_broker_click_days', sqlite: sql, postgres: sql };

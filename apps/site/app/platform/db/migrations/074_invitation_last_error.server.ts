import type { Migration } from '~/platform/db/types';

// Admin invitations are a kind of the outbox (platform/outbox), which records every failed attempt's error in the
// row (as contact_messages and webinar_emails do) and counts rows holding one as failing on /metrics.
const sql = `ALTER TABLE admin_invitations ADD COLUMN last_error TEXT;`;

/** The last delivery error of an invitation e-mail. */
export const migration: Migration = { id: '074_invitation_last_error', sqlite: sql, postgres: sql };

import { bump } from '~/platform/data-version/data-version.server';
import { hashClientIp } from '~/platform/http/ip-hash.server';
import type { Db } from '~/platform/db/types';
import { spendAddressQuota } from '~/platform/rate-limit/address-quota.server';
import { webinars as webinarCopy } from '~/content/services/webinars';
import type { Result } from '~/platform/result';
import type { RegistrationInput } from './webinar-schema';
import {
  queueEmail,
  readRegistration,
  readWebinar,
  toPublic,
  toWebinar,
  webinarColumns,
  type WebinarRow,
} from './webinar-rows.server';
import { type PublicWebinar, type Registration, type RegistrationRefusal, registrationRefusal } from './webinar-types';

/** Accepted registrations per IP per hour (a person registers for a few sessions, a script for hundreds). */
export const registrationRateLimit = { form: 'webinar-registration', max: 10, windowMs: 60 * 60 * 1000 } as const;

/**
 * How often a repeated registration re-sends the details to the same address. Anyone can type anyone's address,
 * so without a cap the form mailed a stranger (13 e-mails from two addresses); the person who lost the e-mail
 * still gets it again at once, then after half an hour, at most three times a day.
 */
export const resendLimit = { perDay: 3, gapMs: 30 * 60 * 1000 } as const;

/** Whether the details may go again to a registration's address now (counting only re-sends, not the first). */
async function mayResend(tx: Db, registrationId: string, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - 86_400_000).toISOString();
  const row = await tx.get<{ n: number; latest: string | null }>(
    `SELECT COUNT(*) AS n, MAX(created_at) AS latest FROM webinar_emails
     WHERE registration_id = ? AND kind = 'confirmation' AND dedupe_key LIKE ? AND created_at >= ?`,
    [registrationId, `${registrationId}:resend:%`, since],
  );
  const count = Number(row?.n ?? 0);
  const latest = row?.latest ? Date.parse(row.latest) : null;
  return count < resendLimit.perDay && (latest === null || now.getTime() - latest >= resendLimit.gapMs);
}

/** How many webinars each list of the public page shows at most. */
export const publicListLimit = 50;

export type RegisterOutcome = Result<
  | { registration: Registration; duplicate: false }
  /** Same webinar, same address: no second record; the details are queued again unless resent lately. */
  | { registration: Registration; duplicate: true; resent: boolean },
  | { reason: 'not-found' }
  /** The webinar takes no registration now (full, closed, cancelled, past). */
  | { reason: 'conflict'; refusal: RegistrationRefusal }
  | { reason: 'rate-limited'; retryAfterMinutes: number }
>;

export interface RegisterMeta {
  ip: string | null;
  /** Whether e-mail is configured: the confirmation then enters the outbox. */
  deliver: boolean;
}

type Clock = () => Date;

/** The seed record: the original site's three 2025 sessions are inserted once per database, never again. */
export const spec2025WebinarsSeed = 'webinars-spec-2025';

/** Upcoming (soonest first) and past (latest first, cancelled ones left out) webinars, as a visitor sees them. */
async function listPage(db: Db, now: Date): Promise<{ upcoming: PublicWebinar[]; past: PublicWebinar[] }> {
  const at = now.toISOString();
  const [upcoming, past] = await Promise.all([
    db.all<WebinarRow>(
      `SELECT ${webinarColumns} FROM webinars w WHERE w.starts_at > ? ORDER BY w.starts_at, w.id LIMIT ?`,
      [at, publicListLimit],
    ),
    db.all<WebinarRow>(
      `SELECT ${webinarColumns} FROM webinars w WHERE w.starts_at <= ? AND w.status = 'scheduled'
       ORDER BY w.starts_at DESC, w.id LIMIT ?`,
      [at, publicListLimit],
    ),
  ]);
  return {
    upcoming: upcoming.map((row) => toPublic(toWebinar(row))),
    past: past.map((row) => toPublic(toWebinar(row))),
  };
}

/** Registers one (validated) visitor: one transaction, with the webinar's row locked so capacity holds. */
async function register(
  db: Db,
  webinarId: string,
  input: RegistrationInput,
  meta: RegisterMeta,
  now: Date,
): Promise<RegisterOutcome> {
  const ipHash = await hashClientIp(db, meta.ip);
  const email = input.email.toLowerCase();
  return db.transaction(async (tx): Promise<RegisterOutcome> => {
    // Locks the row on PostgreSQL: two registrations for the last place cannot both see it free.
    const { changes } = await tx.run('UPDATE webinars SET sequence = sequence WHERE id = ?', [webinarId]);
    if (changes === 0) return { ok: false, reason: 'not-found' };
    const webinar = (await readWebinar(tx, webinarId))!;
    const existing = await tx.get<{ id: string }>(
      'SELECT id FROM webinar_registrations WHERE webinar_id = ? AND email = ?',
      [webinarId, email],
    );
    const refusal = registrationRefusal(webinar, now);
    if (refusal && !(existing && refusal === 'full')) return { ok: false, reason: 'conflict', refusal };
    const waitMinutes = await spendAddressQuota(tx, registrationRateLimit, ipHash, now);
    if (waitMinutes !== null) return { ok: false, reason: 'rate-limited', retryAfterMinutes: waitMinutes };
    if (existing) {
      const resent = meta.deliver && (await mayResend(tx, existing.id, now));
      if (resent) {
        const key = `${existing.id}:resend:${crypto.randomUUID()}`;
        await queueEmail(tx, { registrationId: existing.id, kind: 'confirmation', key }, now);
      }
      return { ok: true, value: { registration: (await readRegistration(tx, existing.id))!, duplicate: true, resent } };
    }
    const id = crypto.randomUUID();
    await tx.run('INSERT INTO webinar_registrations (id, webinar_id, name, email, created_at) VALUES (?, ?, ?, ?, ?)', [
      id,
      webinarId,
      input.name,
      email,
      now.toISOString(),
    ]);
    if (meta.deliver)
      await queueEmail(tx, { registrationId: id, kind: 'confirmation', key: `${id}:confirmation` }, now);
    // Places left are on the public page.
    await bump(tx, 'webinars');
    return { ok: true, value: { registration: (await readRegistration(tx, id))!, duplicate: false } };
  });
}

/** Removes a registration (its cancel link); not-found once it is gone, so a second click can say the same. */
async function removeRegistration(db: Db, registrationId: string): Promise<Result<void>> {
  return db.transaction(async (tx) => {
    const { changes } = await tx.run('DELETE FROM webinar_registrations WHERE id = ?', [registrationId]);
    if (changes === 0) return { ok: false, reason: 'not-found' };
    await bump(tx, 'webinars');
    return { ok: true, value: undefined };
  });
}

/** Inserts the original site's three sessions (content/services/webinars.ts) on the first start only. */
async function seedDefaults(db: Db, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Claiming the seed row first: an admin's later edits or deletions are never undone, and a second
    // instance starting at the same time waits, then skips.
    const { changes } = await tx.run('INSERT INTO seeds (id, applied_at) VALUES (?, ?) ON CONFLICT (id) DO NOTHING', [
      spec2025WebinarsSeed,
      now.toISOString(),
    ]);
    if (changes === 0) return false;
    for (const item of webinarCopy.seed) {
      await tx.run(
        `INSERT INTO webinars (id, title, description, presenter, starts_at, duration_minutes, capacity, join_url,
           replay_url, status, sequence, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, NULL, NULL, NULL, 'scheduled', 0, ?, ?)`,
        [
          crypto.randomUUID(),
          item.title,
          item.description,
          item.presenter,
          item.startsAt,
          item.durationMinutes,
          now.toISOString(),
          now.toISOString(),
        ],
      );
    }
    await bump(tx, 'webinars');
    return true;
  });
}

export interface WebinarService {
  /** The public page's two lists at the clock's time. */
  listPage(): Promise<{ upcoming: PublicWebinar[]; past: PublicWebinar[] }>;
  /** One webinar as a visitor may see it, or null. */
  getPublic(id: string): Promise<PublicWebinar | null>;
  register(webinarId: string, input: RegistrationInput, meta: RegisterMeta): Promise<RegisterOutcome>;
  removeRegistration(registrationId: string): Promise<Result<void>>;
  /** The webinar a registration is for (what its cancel page names), or null when the registration is gone. */
  registrationWebinar(registrationId: string): Promise<Pick<PublicWebinar, 'title' | 'startsAt'> | null>;
  seedDefaults(): Promise<boolean>;
}

/** The visitor-facing webinar service over `db`; `clock` is the server's unless a test fixes it. */
export function createWebinarService(db: Db, clock: Clock = () => new Date()): WebinarService {
  return {
    listPage: () => listPage(db, clock()),
    async getPublic(id) {
      const webinar = await readWebinar(db, id);
      return webinar ? toPublic(webinar) : null;
    },
    register: (webinarId, input, meta) => register(db, webinarId, input, meta, clock()),
    removeRegistration: (registrationId) => removeRegistration(db, registrationId),
    async registrationWebinar(registrationId) {
      const registration = await readRegistration(db, registrationId);
      const webinar = registration && (await readWebinar(db, registration.webinarId));
      return webinar ? { title: webinar.title, startsAt: webinar.startsAt } : null;
    },
    seedDefaults: () => seedDefaults(db, clock()),
  };
}

import { randomBytes, randomInt } from 'node:crypto';
import { recordAudit } from '~/platform/admin/audit.server';
import { bump } from '~/platform/data-version/data-version.server';
import type { Db } from '~/platform/db/types';
import type { Result } from '~/platform/result';
import {
  assessedText,
  assessmentConditions,
  beginnerCourse,
  modulesLeft,
  passPercent,
  type QuizId,
} from '~/content/courses/quiz-paths';

/*
 * Certificates of course completion: issued once every module quiz and the final test are passed, public at an
 * unguessable id, withdrawn by the holder or revoked by an admin (both kept with their dates, never deleted, so a
 * verifier holding the id learns what became of it).
 */

interface CertificateRow {
  id: string;
  customer_id: string | null;
  holder_name: string | null;
  course: string;
  course_title: string;
  course_version: string;
  assessed: string;
  pass_mark: number;
  conditions: string;
  status_index: number | string;
  issued_at: string;
  withdrawn_at: string | null;
  revoked_at: string | null;
  revoke_reason: string | null;
}

export type CertificateStatus = 'valid' | 'withdrawn' | 'revoked';

/** A certificate as its public page, the credential and the admin show it. */
export interface Certificate {
  id: string;
  customerId: string | null;
  holderName: string;
  course: string;
  courseTitle: string;
  courseVersion: string;
  assessed: string;
  passMark: number;
  /** How the assessment was taken (unproctored, the retake rule, a self-entered name), as on the day of issue. */
  conditions: string;
  /** The certificate's bit on the status list (status-list.server.ts); never changes. */
  statusIndex: number;
  issuedAt: string;
  status: CertificateStatus;
  withdrawnAt: string | null;
  revokedAt: string | null;
  revokeReason: string | null;
}

const fromRow = (row: CertificateRow): Certificate => ({
  id: row.id,
  customerId: row.customer_id,
  holderName: row.holder_name ?? '',
  course: row.course,
  courseTitle: row.course_title,
  courseVersion: row.course_version,
  assessed: row.assessed,
  passMark: row.pass_mark,
  conditions: row.conditions,
  statusIndex: Number(row.status_index),
  issuedAt: row.issued_at,
  // A revocation outranks a withdrawal: a verifier must learn that the issuer took it back.
  status: row.revoked_at ? 'revoked' : row.withdrawn_at ? 'withdrawn' : 'valid',
  withdrawnAt: row.withdrawn_at,
  revokedAt: row.revoked_at,
  revokeReason: row.revoke_reason,
});

/** A new certificate id: 128 random bits, base64url. */
export const newCertificateId = () => randomBytes(16).toString('base64url');

/** The longest holder name a certificate prints. */
export const holderNameMax = 100;

/** The length of the status list before it must grow: the W3C minimum, 16 KB of bits, for herd privacy. */
export const statusListMinLength = 131_072;

/**
 * A free place on the status list, drawn at random so an index says nothing about when or for whom the
 * certificate was issued; past the end only if the list is nearly full (the list then grows).
 */
async function freeStatusIndex(tx: Db): Promise<number> {
  for (let tries = 0; tries < 20; tries += 1) {
    const index = randomInt(0, statusListMinLength);
    if (!(await tx.get('SELECT 1 AS taken FROM certificates WHERE status_index = ?', [index]))) return index;
  }
  return Math.max((await lastStatusIndex(tx)) + 1, statusListMinLength);
}

/** The quizzes this customer has passed at least once. */
export async function passedQuizzes(db: Db, customerId: string): Promise<Set<QuizId>> {
  const rows = await db.all<{ quiz: string }>(
    'SELECT DISTINCT quiz FROM quiz_attempts WHERE customer_id = ? AND passed = 1',
    [customerId],
  );
  return new Set(rows.map((row) => row.quiz as QuizId));
}

/** The name typed on the customer's latest passed final test, if any. */
async function chosenHolderName(db: Db, customerId: string): Promise<string | undefined> {
  const row = await db.get<{ answers_json: string }>(
    `SELECT answers_json FROM quiz_attempts WHERE customer_id = ? AND quiz = 'final-test' AND passed = 1
     ORDER BY submitted_at DESC LIMIT 1`,
    [customerId],
  );
  return row ? (JSON.parse(row.answers_json) as { holderName?: string }).holderName : undefined;
}

/**
 * Issues the Beginner certificate when every module quiz and the final test are passed and the customer holds none that stands (a valid or a
 * revoked one: passing again never undoes a revocation; after a withdrawal a new pass issues a new certificate).
 * Runs in the submission's transaction. Returns the new id, or undefined.
 */
export async function issueIfComplete(
  tx: Db,
  customer: { id: string; name: string },
  options: { now?: Date | undefined } = {},
): Promise<string | undefined> {
  const passed = await passedQuizzes(tx, customer.id);
  if (modulesLeft(passed).length > 0 || !passed.has('final-test')) return undefined;
  const standing = await tx.get<{ id: string }>(
    'SELECT id FROM certificates WHERE customer_id = ? AND course = ? AND withdrawn_at IS NULL',
    [customer.id, beginnerCourse.slug],
  );
  if (standing) return undefined;
  const id = newCertificateId();
  const holderName = (await chosenHolderName(tx, customer.id)) ?? customer.name;
  await tx.run(
    `INSERT INTO certificates (id, customer_id, holder_name, course, course_title, course_version, assessed, pass_mark,
       conditions, status_index, issued_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      id,
      customer.id,
      holderName,
      beginnerCourse.slug,
      beginnerCourse.title,
      beginnerCourse.version,
      assessedText,
      passPercent,
      assessmentConditions(),
      await freeStatusIndex(tx),
      (options.now ?? new Date()).toISOString(),
    ],
  );
  await bump(tx, 'certificates');
  return id;
}

/** The certificate with this id, or undefined. */
export async function findCertificate(db: Db, id: string): Promise<Certificate | undefined> {
  const row = await db.get<CertificateRow>('SELECT * FROM certificates WHERE id = ?', [id]);
  return row ? fromRow(row) : undefined;
}

/** A customer's certificates, newest first. */
export async function certificatesOf(db: Db, customerId: string): Promise<Certificate[]> {
  const rows = await db.all<CertificateRow>(
    'SELECT * FROM certificates WHERE customer_id = ? ORDER BY issued_at DESC',
    [customerId],
  );
  return rows.map(fromRow);
}

/** The status list's indexes of the certificates taken back (withdrawn or revoked). */
export async function takenBackStatusIndexes(db: Db): Promise<number[]> {
  const rows = await db.all<{ status_index: number | string }>(
    'SELECT status_index FROM certificates WHERE withdrawn_at IS NOT NULL OR revoked_at IS NOT NULL',
  );
  return rows.map((row) => Number(row.status_index));
}

/** The highest index on the status list, or -1 before the first certificate. */
export async function lastStatusIndex(db: Db): Promise<number> {
  const row = await db.get<{ last: number | string | null }>('SELECT MAX(status_index) AS last FROM certificates');
  return row?.last === null || row?.last === undefined ? -1 : Number(row.last);
}

/** Every certificate, newest first (the admin's completions). */
export async function allCertificates(db: Db, limit = 500): Promise<Certificate[]> {
  const rows = await db.all<CertificateRow>('SELECT * FROM certificates ORDER BY issued_at DESC LIMIT ?', [limit]);
  return rows.map(fromRow);
}

/** The holder takes the public page down. Only the holder can, and only once. */
export async function withdrawCertificate(
  db: Db,
  customerId: string,
  id: string,
  options: { now?: Date } = {},
): Promise<Result<Certificate>> {
  return db.transaction(async (tx) => {
    const { changes } = await tx.run(
      'UPDATE certificates SET withdrawn_at = ? WHERE id = ? AND customer_id = ? AND withdrawn_at IS NULL',
      [(options.now ?? new Date()).toISOString(), id, customerId],
    );
    const certificate = await findCertificate(tx, id);
    if (!certificate || certificate.customerId !== customerId) return { ok: false, reason: 'not-found' };
    if (changes === 0) return { ok: false, reason: 'conflict' };
    await bump(tx, 'certificates');
    return { ok: true, value: certificate };
  });
}

/** An admin revokes a certificate with a reason, recorded in the audit log in the same transaction. */
export async function revokeCertificate(
  db: Db,
  admin: { id: string; username: string },
  input: { id: string; reason: string },
  options: { now?: Date } = {},
): Promise<Result<Certificate, { reason: 'not-found' | 'conflict'; message: string }>> {
  return db.transaction(async (tx) => {
    const before = await findCertificate(tx, input.id);
    if (!before) return { ok: false, reason: 'not-found', message: 'That certificate does not exist.' };
    if (before.revokedAt) return { ok: false, reason: 'conflict', message: 'That certificate is already revoked.' };
    await tx.run('UPDATE certificates SET revoked_at = ?, revoke_reason = ? WHERE id = ? AND revoked_at IS NULL', [
      (options.now ?? new Date()).toISOString(),
      input.reason,
      input.id,
    ]);
    await bump(tx, 'certificates');
    const after = (await findCertificate(tx, input.id))!;
    await recordAudit(tx, {
      admin,
      action: 'certificate.revoke',
      entity: 'certificate',
      entityId: input.id,
      before: { status: before.status },
      after: { status: after.status, revokedAt: after.revokedAt, reason: after.revokeReason },
      at: options.now,
    });
    return { ok: true, value: after };
  });
}

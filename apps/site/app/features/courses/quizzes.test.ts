import { afterAll, describe, expect, it } from 'vitest';
import { jwtVerify, createLocalJWKSet, decodeProtectedHeader } from 'jose';
import { listAudit } from '~/platform/admin/audit.server';
import { read } from '~/platform/data-version/data-version.server';
import { testDialects } from '~/platform/db/test-databases.server';
import type { Db } from '~/platform/db/types';
import { newAdmin } from '~/platform/test-support/admin-session.server';
import { newCustomer } from '~/platform/test-support/customer-session.server';
import { answerKey } from './answer-key.server';
import {
  certificatesOf,
  findCertificate,
  newCertificateId,
  revokeCertificate,
  withdrawCertificate,
} from './certificates.server';
import { certificateCachedPages } from './certificate-page-versions.server';
import { credentialJwt, publicJwks, statusBit, statusListJwt } from './credential.server';
import { certificateView } from './routes/certificate-page.server';
import type { RequestContext } from '~/context.server';
import { quizCustomerData } from './quiz-customer-data.server';
import type { AttemptItem } from './quiz-engine.server';
import {
  assessmentConditions,
  moduleSlugs,
  quizIds,
  quizRetakes,
  retakeStatement,
  type QuizId,
} from '~/content/courses/quiz-paths';
import { migrate } from '~/platform/db/migrate.server';
import { migrations } from '~/platform/db/migrations/index.server';
import { bestScores, modulesLeftFor, openAttempt, submitAttempt } from './quizzes.server';

const dialects = await testDialects();

describe.each(dialects)('quiz attempts and certificates on $name', ({ open }) => {
  const opened: Db[] = [];
  afterAll(async () => {
    for (const db of opened) await db.close();
  });
  async function fresh() {
    const db = await open();
    opened.push(db);
    return db;
  }
  const storedItems = async (db: Db, attemptId: string) =>
    JSON.parse(
      (await db.get<{ items_json: string }>('SELECT items_json FROM quiz_attempts WHERE id = ?', [attemptId]))!
        .items_json,
    ) as AttemptItem[];

  /** Opens and submits an attempt, with every answer right or every answer left empty. */
  async function take(
    db: Db,
    customer: { id: string; name: string },
    quiz: QuizId,
    right: boolean,
    holderName?: string,
  ) {
    const attempt = await openAttempt(db, customer.id, quiz);
    const answers = right ? answerKey(await storedItems(db, attempt.id)) : {};
    const result = await submitAttempt(db, customer, { quiz, attemptId: attempt.id, answers, holderName });
    if (!result.ok) throw new Error(`submission refused: ${result.reason}`);
    return result.value;
  }

  it('resumes the open attempt on a reload and starts a new one after a submission', async () => {
    const db = await fresh();
    const customer = await newCustomer(db, 'Ada');
    const first = await openAttempt(db, customer.id, 'introduction-to-trading');
    expect(first.items.length).toBeGreaterThanOrEqual(10);
    expect((await openAttempt(db, customer.id, 'introduction-to-trading')).id).toBe(first.id);
    await submitAttempt(db, customer, { quiz: 'introduction-to-trading', attemptId: first.id, answers: {} });
    expect((await openAttempt(db, customer.id, 'introduction-to-trading')).id).not.toBe(first.id);
  });

  it('grades once: posting the same attempt again shows the stored result and counts nothing twice', async () => {
    const db = await fresh();
    const customer = await newCustomer(db, 'Bo');
    const attempt = await openAttempt(db, customer.id, 'charts-and-technical-analysis');
    const answers = answerKey(await storedItems(db, attempt.id));
    const first = await submitAttempt(db, customer, {
      quiz: 'charts-and-technical-analysis',
      attemptId: attempt.id,
      answers,
    });
    const again = await submitAttempt(db, customer, {
      quiz: 'charts-and-technical-analysis',
      attemptId: attempt.id,
      answers: {},
    });
    expect(first.ok && again.ok && [first.value.passed, again.value.passed, again.value.score]).toEqual([
      true,
      true,
      first.ok ? first.value.total : -1,
    ]);
    const counted = await db.get<{ n: number }>('SELECT COUNT(*) AS n FROM quiz_item_results WHERE attempt_id = ?', [
      attempt.id,
    ]);
    expect(Number(counted!.n)).toBe(first.ok ? first.value.total : -1);
  });

  it('refuses an attempt of another customer or of another quiz', async () => {
    const db = await fresh();
    const owner = await newCustomer(db, 'Cy');
    const other = await newCustomer(db, 'Di');
    const attempt = await openAttempt(db, owner.id, 'introduction-to-trading');
    const stranger = await submitAttempt(db, other, {
      quiz: 'introduction-to-trading',
      attemptId: attempt.id,
      answers: {},
    });
    const wrongQuiz = await submitAttempt(db, owner, { quiz: 'final-test', attemptId: attempt.id, answers: {} });
    expect([stranger.ok, wrongQuiz.ok]).toEqual([false, false]);
  });

  it('keeps the best score across retakes', async () => {
    const db = await fresh();
    const customer = await newCustomer(db, 'Ed');
    await take(db, customer, 'risk-management-and-psychology', true);
    await take(db, customer, 'risk-management-and-psychology', false);
    const best = (await bestScores(db, customer.id)).find((score) => score.quiz === 'risk-management-and-psychology');
    expect(best).toEqual({ quiz: 'risk-management-and-psychology', attempts: 2, bestPercent: 100, passed: true });
    expect((await bestScores(db, customer.id)).find((score) => score.quiz === 'final-test')).toMatchObject({
      attempts: 0,
      bestPercent: null,
    });
  });

  it('refuses the final test until every module quiz is passed, and issues nothing before it', async () => {
    const db = await fresh();
    const customer = await newCustomer(db, 'Ola');
    const [last, ...others] = moduleSlugs;
    for (const quiz of others) expect((await take(db, customer, quiz, true)).certificateId).toBeUndefined();
    expect(await modulesLeftFor(db, customer.id)).toEqual([last]);
    // An attempt opened anyway (an old tab, a forged post) is not graded while a module quiz is left.
    const early = await openAttempt(db, customer.id, 'final-test');
    const answers = answerKey(await storedItems(db, early.id));
    const refused = await submitAttempt(db, customer, { quiz: 'final-test', attemptId: early.id, answers });
    expect(!refused.ok && refused.reason).toBe('conflict');
    expect(await certificatesOf(db, customer.id)).toEqual([]);
    // The last module quiz opens the final test but does not complete the course on its own.
    expect((await take(db, customer, last, true)).certificateId).toBeUndefined();
    expect(await modulesLeftFor(db, customer.id)).toEqual([]);
    expect((await take(db, customer, 'final-test', true)).certificateId).toBeDefined();
  });

  it('issues one certificate when every module quiz and the final test are passed, with the chosen name', async () => {
    const db = await fresh();
    const customer = await newCustomer(db, 'Fay Account');
    for (const quiz of moduleSlugs) expect((await take(db, customer, quiz, true)).certificateId).toBeUndefined();
    expect((await take(db, customer, 'final-test', false, 'Fay Chosen')).certificateId).toBeUndefined();
    const completing = await take(db, customer, 'final-test', true, 'Fay Chosen');
    expect(completing.certificateId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const certificate = await findCertificate(db, completing.certificateId!);
    expect(certificate).toMatchObject({
      holderName: 'Fay Chosen',
      status: 'valid',
      passMark: 80,
      courseVersion: '2026.1',
    });
    // Passing again issues nothing more while the certificate stands.
    expect((await take(db, customer, 'final-test', true)).certificateId).toBeUndefined();
    expect(await certificatesOf(db, customer.id)).toHaveLength(1);
  });

  it('lets the holder withdraw, once, and a new pass then issues a new certificate', async () => {
    const db = await fresh();
    const customer = await newCustomer(db, 'Gus');
    const other = await newCustomer(db, 'Hal');
    for (const quiz of quizIds) await take(db, customer, quiz, true);
    const [certificate] = await certificatesOf(db, customer.id);
    expect((await withdrawCertificate(db, other.id, certificate!.id)).ok).toBe(false);
    const version = await read(db, 'certificates');
    const withdrawn = await withdrawCertificate(db, customer.id, certificate!.id);
    // The cached public page moves on with the status.
    expect(await read(db, 'certificates')).toBe(version + 1);
    expect(withdrawn.ok && withdrawn.value.status).toBe('withdrawn');
    const twice = await withdrawCertificate(db, customer.id, certificate!.id);
    expect(!twice.ok && twice.reason).toBe('conflict');
    expect((await take(db, customer, 'final-test', true)).certificateId).toBeDefined();
  });

  it('lets an admin revoke with a reason, audited; passing again never undoes it', async () => {
    const db = await fresh();
    const customer = await newCustomer(db, 'Ivy');
    for (const quiz of quizIds) await take(db, customer, quiz, true);
    const [certificate] = await certificatesOf(db, customer.id);
    const admin = await newAdmin(db, 'reviewer');
    const revoked = await revokeCertificate(db, admin, {
      id: certificate!.id,
      reason: 'Answers shared between accounts',
    });
    expect(revoked.ok && [revoked.value.status, revoked.value.revokeReason]).toEqual([
      'revoked',
      'Answers shared between accounts',
    ]);
    const {
      entries: [entry],
    } = await listAudit(db, { limit: 1 });
    expect(entry).toMatchObject({ action: 'certificate.revoke', entityId: certificate!.id });
    expect((await revokeCertificate(db, admin, { id: certificate!.id, reason: 'again' })).ok).toBe(false);
    expect((await take(db, customer, 'final-test', true)).certificateId).toBeUndefined();
  });

  it('signs the Open Badges credential with the key published in the JWK Set', async () => {
    const db = await fresh();
    const customer = await newCustomer(db, 'Jo');
    for (const quiz of quizIds) await take(db, customer, quiz, true);
    const [certificate] = await certificatesOf(db, customer.id);
    const jwt = await credentialJwt(db, certificate!);
    const jwks = await publicJwks(db);
    expect(jwks.keys[0]).toMatchObject({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA' });
    expect(JSON.stringify(jwks)).not.toMatch(/"d"/);
    expect(decodeProtectedHeader(jwt)).toMatchObject({ alg: 'EdDSA', typ: 'vc+jwt', kid: jwks.keys[0]!.kid });
    const { payload } = await jwtVerify(jwt, createLocalJWKSet(jwks), { typ: 'vc+jwt' });
    expect(payload).toMatchObject({
      type: ['VerifiableCredential', 'OpenBadgeCredential'],
      '@context': [
        'https://www.w3.org/ns/credentials/v2',
        'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
      ],
      validFrom: certificate!.issuedAt,
      credentialSubject: {
        type: ['AchievementSubject'],
        identifier: [{ identityHash: 'Jo', identityType: 'name' }],
        achievement: { type: ['Achievement'], criteria: { narrative: expect.stringContaining('80%') } },
      },
    });
    // A tampered credential does not verify.
    const [header, body, signature] = jwt.split('.');
    const forged = Buffer.from(JSON.stringify({ ...payload, validFrom: '2020-01-01T00:00:00Z' })).toString('base64url');
    await expect(jwtVerify(`${header}.${forged}.${signature}`, createLocalJWKSet(jwks))).rejects.toThrow();
    expect(body).toBeTruthy();
  });

  it('states on the certificate and in its credential that it was unproctored, the retake rule and a self-entered name', async () => {
    const db = await fresh();
    const customer = await newCustomer(db, 'Pat');
    for (const quiz of quizIds) await take(db, customer, quiz, true);
    const [certificate] = await certificatesOf(db, customer.id);
    // The retake rule is the one openAttempt enforces: no limit, no wait.
    expect(quizRetakes).toEqual({ limit: null, waitHours: 0 });
    expect(retakeStatement()).toMatch(/as often as the learner likes, with no wait/);
    expect(certificate!.conditions).toContain('unproctored');
    expect(certificate!.conditions).toContain(retakeStatement());
    expect(certificate!.conditions).toMatch(/name on the certificate is the one the holder entered/);
    const { payload } = await jwtVerify(await credentialJwt(db, certificate!), createLocalJWKSet(await publicJwks(db)));
    expect(payload).toMatchObject({
      credentialSubject: { achievement: { criteria: { narrative: expect.stringContaining(certificate!.conditions) } } },
    });
  });

  it('publishes a signed status list whose bit flips when a certificate is withdrawn or revoked, as the verify page says', async () => {
    const db = await fresh();
    const jwks = createLocalJWKSet(await publicJwks(db));
    const holder = await newCustomer(db, 'Quinn');
    const other = await newCustomer(db, 'Rae');
    for (const quiz of quizIds) await take(db, holder, quiz, true);
    for (const quiz of quizIds) await take(db, other, quiz, true);
    const [certificate] = await certificatesOf(db, holder.id);
    const [untouched] = await certificatesOf(db, other.id);
    expect(certificate!.statusIndex).not.toBe(untouched!.statusIndex);
    const { payload: credential } = await jwtVerify(await credentialJwt(db, certificate!), jwks);
    const entry = credential.credentialStatus as { statusListCredential: string; statusListIndex: string };
    expect(entry).toMatchObject({
      type: 'BitstringStatusListEntry',
      statusPurpose: 'revocation',
      statusListIndex: String(certificate!.statusIndex),
      statusListCredential: expect.stringMatching(/\/certificates\/status-list\.jwt$/),
    });
    /** What a verifier holding only the JWT does: fetch the list, check its signature, read the bit. */
    const revokedBit = async (index: number) => {
      const { payload } = await jwtVerify((await statusListJwt(db)).jwt, jwks, { typ: 'vc+jwt' });
      expect(payload).toMatchObject({
        type: ['VerifiableCredential', 'BitstringStatusListCredential'],
        credentialSubject: { type: 'BitstringStatusList', statusPurpose: 'revocation' },
      });
      return statusBit((payload.credentialSubject as { encodedList: string }).encodedList, index);
    };
    const verifyPage = async (id: string) => (await certificateView({ db } as RequestContext, id)).kind;
    const index = Number(entry.statusListIndex);
    expect([await revokedBit(index), await verifyPage(certificate!.id)]).toEqual([false, 'shown']);

    // Kept per data version: the same signed list until a certificate changes.
    const before = await statusListJwt(db);
    expect((await statusListJwt(db)).jwt).toBe(before.jwt);
    await withdrawCertificate(db, holder.id, certificate!.id);
    expect((await statusListJwt(db)).version).not.toBe(before.version);
    expect([await revokedBit(index), await verifyPage(certificate!.id)]).toEqual([true, 'withdrawn']);
    expect(await revokedBit(untouched!.statusIndex)).toBe(false);

    const admin = await newAdmin(db, 'registrar');
    await revokeCertificate(db, admin, { id: untouched!.id, reason: 'copied answers' });
    expect(await revokedBit(untouched!.statusIndex)).toBe(true);
    expect(await certificateView({ db } as RequestContext, untouched!.id)).toMatchObject({
      kind: 'shown',
      certificate: { status: 'revoked' },
    });
  });

  it('gives certificates issued before the status list an index each and the conditions they were taken under', async () => {
    const db = await fresh();
    await db.exec('DROP INDEX certificates_status_index_key');
    await db.exec('ALTER TABLE certificates DROP COLUMN status_index');
    await db.exec('ALTER TABLE certificates DROP COLUMN conditions');
    await db.run('DELETE FROM schema_migrations WHERE id = ?', ['094_certificate_status']);
    for (const [id, issuedAt] of [
      ['B'.repeat(22), '2026-02-01T00:00:00.000Z'],
      ['A'.repeat(22), '2026-01-01T00:00:00.000Z'],
    ]) {
      await db.run(
        `INSERT INTO certificates (id, holder_name, course, course_title, course_version, assessed, pass_mark, issued_at)
         VALUES (?, 'Old', 'beginner', 'Beginner Trading Course', '2026.1', 'Quizzes.', 80, ?)`,
        [id, issuedAt],
      );
    }
    expect(await migrate(db, migrations)).toEqual(['094_certificate_status']);
    const first = await findCertificate(db, 'A'.repeat(22));
    const second = await findCertificate(db, 'B'.repeat(22));
    expect([first!.statusIndex, second!.statusIndex]).toEqual([0, 1]);
    expect(second!.conditions).toBe(assessmentConditions());
  });

  it('exports a customer’s attempts and certificates, and erases them leaving a nameless withdrawn certificate', async () => {
    const db = await fresh();
    const customer = await newCustomer(db, 'Kit');
    const other = await newCustomer(db, 'Lee');
    for (const quiz of quizIds) await take(db, customer, quiz, true, 'Kit Chosen');
    await take(db, other, 'introduction-to-trading', false);
    const exported = (await quizCustomerData.exportFor(db, customer.id)) as {
      attempts: { quiz: string; passed: boolean }[];
      certificates: { holderName: string }[];
    };
    expect(exported.attempts).toHaveLength(quizIds.length);
    expect(exported.certificates).toEqual([expect.objectContaining({ holderName: 'Kit Chosen' })]);
    const [certificate] = await certificatesOf(db, customer.id);
    await quizCustomerData.erase(db, customer.id);
    await quizCustomerData.erase(db, customer.id);
    expect(await quizCustomerData.exportFor(db, customer.id)).toEqual({ attempts: [], certificates: [] });
    expect(await findCertificate(db, certificate!.id)).toMatchObject({
      status: 'withdrawn',
      holderName: '',
      customerId: null,
    });
    expect((await quizCustomerData.exportFor(db, other.id)) as { attempts: unknown[] }).toMatchObject({
      attempts: [expect.anything()],
    });
  });

  it('keeps only existing certificates’ pages in the page cache, per data version', async () => {
    const db = await fresh();
    const customer = await newCustomer(db, 'Mo');
    expect(await read(db, 'certificates')).toBe(0);
    for (const quiz of quizIds) await take(db, customer, quiz, true);
    const version = await read(db, 'certificates');
    expect(version).toBe(1);
    const [certificate] = await certificatesOf(db, customer.id);
    const page = certificateCachedPages.pages(db)['/certificates/*']!;
    const keyOf = (path: string) => page.canonicalSearch(new URLSearchParams(), `certificates-v${version}`, path);
    expect(await keyOf(`/certificates/${certificate!.id}`)).toBe('');
    expect(await keyOf('/certificates/verify')).toBeNull();
    expect(await keyOf(`/certificates/${'A'.repeat(22)}`)).toBeNull();
  });

  it('makes ids of 128 random bits', () => {
    const ids = new Set(Array.from({ length: 50 }, newCertificateId));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(Buffer.from(id, 'base64url')).toHaveLength(16);
  });
});

import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { setLogSink } from '~/platform/http/log.server';
import { testDialects } from '~/platform/db/test-databases.server';
import type { Db } from '~/platform/db/types';
import { defineOutboxKind, type OutboxMail } from './kind.server';
import {
  type OutboxTally,
  createOutbox,
  defaultBackoffMs,
  deliverDue,
  kickOutbox,
  readOutboxMetrics,
  startOutbox,
  stopOutbox,
} from './outbox.server';

const dialects = await testDialects();

/** A kind of e-mail as a feature declares one: a table with the outbox's columns, and how a row is rendered. */
function testKind(name: string, options: { sendable?: string } = {}) {
  return defineOutboxKind({
    name,
    table: `${name}_emails`,
    sendable: options.sendable,
    async render(db, id, context) {
      const row = await db.get<{ recipient: string }>(`SELECT recipient FROM ${name}_emails WHERE id = ?`, [id]);
      return row ? { from: context.from, to: row.recipient, subject: `${name} ${id}`, text: 'Hello' } : null;
    },
  });
}
const alpha = testKind('alpha');
// Rows of `beta` marked held are never sent (as used or expired invitations are not).
const beta = testKind('beta', { sendable: 'held = 0 AND created_at <= ?' });

async function createTables(db: Db) {
  for (const kind of [alpha, beta]) {
    await db.exec(`CREATE TABLE ${kind.table} (
      id TEXT PRIMARY KEY, recipient TEXT NOT NULL, held INTEGER NOT NULL DEFAULT 0, created_at TEXT NOT NULL,
      delivered_at TEXT, next_attempt_at TEXT, delivery_attempts INTEGER NOT NULL DEFAULT 0, last_error TEXT)`);
  }
}

const at = new Date('2026-03-01T12:00:00.000Z');

/** Stores one e-mail of `kind`, due at `at` (the way a feature stores it, in its own transaction). */
async function store(db: Db, kind: { table: string }, id: string, options: { held?: boolean } = {}) {
  await db.run(`INSERT INTO ${kind.table} (id, recipient, held, created_at, next_attempt_at) VALUES (?, ?, ?, ?, ?)`, [
    id,
    `${id}@example.com`,
    options.held ? 1 : 0,
    at.toISOString(),
    at.toISOString(),
  ]);
}

const mail = { from: 'site@example.com', to: 'team@example.com', origin: 'https://example.com', config: {} };

function inbox(options: { failFor?: string } = {}) {
  const sent: OutboxMail[] = [];
  return {
    sent,
    mailer: {
      async sendMail(message: OutboxMail) {
        if (message.to === options.failFor) throw new Error('Mailbox temporarily unavailable');
        sent.push(message);
      },
    },
  };
}

it('backs off exponentially up to an hour', () => {
  expect([1, 2, 3, 7, 20].map(defaultBackoffMs)).toEqual([60_000, 120_000, 240_000, 3_600_000, 3_600_000]);
});

describe.each(dialects)('the outbox on $name', ({ open }) => {
  const opened: Db[] = [];
  afterAll(async () => {
    for (const db of opened) await db.close();
  });
  afterEach(stopOutbox);
  async function fresh() {
    const db = await open();
    opened.push(db);
    await createTables(db);
    return db;
  }

  it('lets only one of two workers claim an e-mail', async () => {
    const db = await fresh();
    await store(db, alpha, 'a1');
    let sends = 0;
    const mailer = {
      async sendMail() {
        sends += 1;
        await new Promise((resolve) => setTimeout(resolve, 20));
      },
    };
    const options = { db, mailer, mail, now: () => at };
    const results = await Promise.all([deliverDue(alpha, options), deliverDue(alpha, options)]);
    expect(sends).toBe(1);
    expect(results.map((r) => r.delivered).sort()).toEqual([0, 1]);
  });

  it('counts the backlog, the failing rows, the sent and the failed e-mails of each kind apart', async () => {
    const db = await fresh();
    await store(db, alpha, 'a1');
    await store(db, alpha, 'a2');
    await store(db, beta, 'b1');
    await store(db, beta, 'b2', { held: true });
    const tally: OutboxTally = new Map();
    const { sent, mailer } = inbox({ failFor: 'a2@example.com' });
    const outbox = createOutbox({ db, mailer, mail, kinds: [alpha, beta], now: () => at, tally, onError: () => {} });
    try {
      expect(await readOutboxMetrics(db, [alpha, beta], tally, at)).toEqual([
        { kind: 'alpha', backlog: 2, failing: 0, sent: 0, failed: 0 },
        { kind: 'beta', backlog: 1, failing: 0, sent: 0, failed: 0 },
      ]);
      expect(await outbox.runOnce()).toEqual({ delivered: 2, failed: 1 });
      expect(sent.map((message) => message.subject).sort()).toEqual(['alpha a1', 'beta b1']);
      expect(await readOutboxMetrics(db, [alpha, beta], tally, at)).toEqual([
        { kind: 'alpha', backlog: 1, failing: 1, sent: 1, failed: 1 },
        { kind: 'beta', backlog: 0, failing: 0, sent: 1, failed: 0 },
      ]);
    } finally {
      await outbox.stop();
    }
  });

  it('logs a failed attempt under its kind, and goes on with the other kinds when one kind cannot run', async () => {
    const db = await fresh();
    await store(db, alpha, 'a1');
    await store(db, beta, 'b1');
    const broken = defineOutboxKind({ name: 'broken', table: 'missing_emails', render: async () => null });
    const lines: string[] = [];
    const previous = setLogSink((line) => lines.push(line));
    const { sent, mailer } = inbox({ failFor: 'a1@example.com' });
    const outbox = createOutbox({ db, mailer, mail, kinds: [alpha, broken, beta], now: () => at });
    try {
      expect(await outbox.runOnce()).toEqual({ delivered: 1, failed: 1 });
    } finally {
      setLogSink(previous);
      await outbox.stop();
    }
    expect(sent.map((message) => message.subject)).toEqual(['beta b1']);
    const events = lines.map((line) => JSON.parse(line) as { event: string; id?: string });
    expect(events).toEqual([
      expect.objectContaining({ event: 'alpha.delivery_failed', id: 'a1' }),
      expect.objectContaining({ event: 'broken.outbox_error' }),
    ]);
  });

  it('runs a pass when kicked, and a kick without a running outbox does nothing', async () => {
    const db = await fresh();
    expect(() => kickOutbox()).not.toThrow();
    let passes = 0;
    // Counts passes: a pass starts with its kinds' preparation.
    const counted = { ...alpha, prepare: async () => void (passes += 1) };
    const { sent, mailer } = inbox();
    // An hour between passes: within the test, only the first pass (at the start) and kicks run one.
    startOutbox({ db, mailer, mail, kinds: [counted], intervalMs: 3_600_000 });
    expect(() => startOutbox({ db, mailer, mail, kinds: [counted] })).toThrow(/started once/);
    await expect.poll(() => passes).toBe(1);
    await store(db, alpha, 'a1');
    kickOutbox();
    await expect.poll(() => passes).toBe(2);
    await expect.poll(() => sent.map((message) => message.subject)).toEqual(['alpha a1']);
    await stopOutbox();
    expect(() => kickOutbox()).not.toThrow();
  });
});

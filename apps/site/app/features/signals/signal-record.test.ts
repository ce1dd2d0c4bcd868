import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { listAudit } from '~/platform/admin/audit.server';
import { testDialects } from '~/platform/db/test-databases.server';
import type { Db } from '~/platform/db/types';
import { read } from '~/platform/data-version/data-version.server';
import { defaultSignalPolicy } from '~/signal-policy.server';
import { historyCsv, eventsCsv } from './signal-csv.server';
import { loadSignalPage, loadSignalsRecord } from './signal-pages.server';
import type { InstrumentSymbol } from './instruments';
import { resultR, trackRecords } from './signal-results';
import { signalStatistics } from './signal-statistics';
import type { SignalInput } from './signal-schema';
import { testAdmin, workedCases } from './signal-test-fixtures';
import type { Direction } from './signal-values';
import { publishSignal, resetIssuedTimes } from './signal-writes.server';
import { createSignalService } from './signals.server';

const dialects = await testDialects();
const now = new Date('2026-11-25T12:00:00.000Z');
const hour = 3_600_000;
const day = 86_400_000;
const origin = 'https://example.com';
const lead = { id: 'admin-2', username: 'lead' };

// The GBP/JPY sell of the slip: 80 pips of risk, 160 pips to the target.
const gbpJpySell: SignalInput = {
  instrument: 'GBP/JPY',
  direction: 'SELL',
  orderType: 'market',
  entry: 190.8,
  stopLoss: 191.6,
  takeProfit: 189.2,
  validUntil: null,
  note: 'Rejection at the weekly high',
};

const valueOf = <T>(result: { ok: true; value: T } | { ok: false }): T => {
  if (!result.ok) throw new Error(`expected success, got ${JSON.stringify(result)}`);
  return result.value;
};

/** RFC 4180 records of a whole CSV text (quoted fields, doubled quotes, CRLF), as objects by the header row. */
function parseCsv(text: string): Array<Record<string, string>> {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      index += 1;
    } else field += char;
  }
  const [header, ...rows] = records;
  return rows.map((row) => Object.fromEntries(header!.map((name, column) => [name, row[column] ?? ''])));
}

async function text(chunks: AsyncGenerator<string>): Promise<string> {
  let all = '';
  for await (const chunk of chunks) all += chunk;
  return all;
}

describe.each(dialects)('the track record on $name', ({ open }) => {
  const opened: Db[] = [];
  afterAll(async () => {
    for (const db of opened) await db.close();
  });
  beforeEach(() => resetIssuedTimes());

  async function fresh(policy = defaultSignalPolicy) {
    const db = await open();
    opened.push(db);
    const clock = { at: now };
    const signals = createSignalService(db, () => clock.at, policy);
    return { db, clock, signals, admin: signals.asAdmin(testAdmin), lead: signals.asAdmin(lead) };
  }

  it('refuses a close past the R bound, and records a doubtful price only with a reason', async () => {
    const { db, signals, admin } = await fresh();
    const signal = valueOf(await admin.publish(gbpJpySell));
    const version = await read(db, 'signals');
    expect(await admin.close(signal.id, { outcome: 'manual', exitPrice: 150 })).toEqual({
      ok: false,
      reason: 'invalid',
      errors: { exitPrice: expect.stringMatching(/^This exit would record \+51\.00 R, beyond the ±20 R/) },
    });
    expect(await admin.close(signal.id, { outcome: 'manual', exitPrice: 185 })).toMatchObject({
      ok: false,
      errors: { reason: expect.stringMatching(/beyond the take-profit.*Please confirm the price with a reason/) },
    });
    expect(await read(db, 'signals')).toBe(version);
    expect((await signals.get(signal.id))?.signal.status).toBe('active');
    const closed = valueOf(
      await admin.close(signal.id, { outcome: 'manual', exitPrice: 185, reason: 'Gapped through on the BoJ' }),
    );
    expect(closed).toMatchObject({ exitPrice: 185, resultPips: 580, resultR: 7.25 });
    expect((await signals.get(signal.id))?.events.at(-1)).toMatchObject({
      kind: 'closed',
      exitPrice: 185,
      reason: 'Gapped through on the BoJ',
    });
  });

  it('corrects a closed exit as a new public event, keeps the first value, and counts the corrected one', async () => {
    const { db, clock, signals, admin, lead: second } = await fresh();
    const signal = valueOf(await admin.publish(gbpJpySell));
    clock.at = new Date(now.getTime() + hour);
    valueOf(await admin.close(signal.id, { outcome: 'manual', exitPrice: 189 }));
    const closedAt = (await signals.get(signal.id))!.signal.closedAt;
    expect(trackRecords(await signals.closedResults(), now).all.totalR).toBe(2.25);
    const version = await read(db, 'signals');

    clock.at = new Date(now.getTime() + 2 * hour);
    expect(await second.correct(signal.id, { outcome: 'manual', exitPrice: 189, reason: 'No change' })).toMatchObject({
      ok: false,
      reason: 'invalid',
    });
    expect(await second.correct(signal.id, { outcome: 'manual', exitPrice: 150, reason: 'Typo' })).toMatchObject({
      errors: { exitPrice: expect.stringMatching(/beyond the ±20 R/) },
    });
    const corrected = valueOf(
      await second.correct(signal.id, { outcome: 'manual', exitPrice: 190, reason: 'Typo: the close was at 190.000' }),
    );
    expect(corrected).toMatchObject({ exitPrice: 190, resultPips: 80, resultR: 1, closedAt, status: 'closed' });
    expect(await read(db, 'signals')).toBe(version + 1);

    const { events } = (await signals.get(signal.id))!;
    expect(events.map((event) => event.kind)).toEqual(['published', 'closed', 'corrected']);
    expect(events[1]).toMatchObject({ kind: 'closed', exitPrice: 189 });
    expect(events[2]).toEqual({
      id: expect.any(String),
      kind: 'corrected',
      // Refused attempts took their instants: the clock only moves forward.
      at: expect.stringMatching(/^2026-11-25T14:00:00\./),
      by: 'lead',
      reason: 'Typo: the close was at 190.000',
      outcome: { from: 'manual', to: 'manual' },
      exitPrice: { from: 189, to: 190 },
      resultPips: { from: 180, to: 80 },
      resultR: { from: 2.25, to: 1 },
    });
    expect(trackRecords(await signals.closedResults(), now).all.totalR).toBe(1);
    const audit = await listAudit(db);
    expect(audit.entries.find((entry) => entry.action === 'signal.correct')).toMatchObject({
      adminUsername: 'lead',
      entityId: signal.id,
      before: expect.objectContaining({ exitPrice: 189 }),
      after: expect.objectContaining({ exitPrice: 190 }),
    });
    // Only a closed signal can be corrected.
    const open = valueOf(await admin.publish(gbpJpySell));
    expect(await admin.correct(open.id, { outcome: 'take-profit', reason: 'Too early' })).toMatchObject({
      reason: 'conflict',
    });
  });

  it('rebuilds the statistics from the two CSVs alone, equal to the page’s', async () => {
    const { db, clock, signals, admin, lead: second } = await fresh();
    for (const worked of workedCases) {
      clock.at = new Date(now.getTime() - worked.closedDaysAgo * day - hour);
      const signal = valueOf(await admin.publish({ ...worked.input, validUntil: null, note: 'Reasoning of the test' }));
      if (worked.amendStopLoss !== undefined) {
        valueOf(await admin.amend(signal.id, { stopLoss: worked.amendStopLoss, takeProfit: signal.takeProfit }));
      }
      clock.at = new Date(now.getTime() - worked.closedDaysAgo * day);
      valueOf(await admin.close(signal.id, worked.close));
    }
    // A slip and its correction, a take-profit moved, an open signal and a cancelled one.
    // On weekdays, inside the market's hours: a step while it is shut needs a reason, which is not tested here.
    clock.at = new Date(now.getTime() - 6 * day);
    const slipped = valueOf(await admin.publish(gbpJpySell));
    valueOf(await admin.amend(slipped.id, { stopLoss: 191.6, takeProfit: 189 }));
    clock.at = new Date(now.getTime() - 5 * day);
    valueOf(await admin.close(slipped.id, { outcome: 'manual', exitPrice: 188.9 }));
    clock.at = new Date(now.getTime() - 2 * day);
    valueOf(await second.correct(slipped.id, { outcome: 'manual', exitPrice: 190, reason: 'Typo' }));
    const limit = valueOf(
      await admin.publish({
        ...gbpJpySell,
        orderType: 'limit',
        validUntil: new Date(now.getTime() + day).toISOString(),
      }),
    );
    valueOf(await admin.trigger(limit.id));
    const pending = valueOf(
      await admin.publish({
        ...gbpJpySell,
        orderType: 'limit',
        validUntil: new Date(now.getTime() + day).toISOString(),
      }),
    );
    valueOf(await admin.cancel(pending.id, 'Setup gone'));
    // A demo signal (the seed's flag), closed at +2 R: listed and marked in both files, never counted.
    const demo = valueOf(
      await publishSignal(
        db,
        { ...workedCases[0]!.input, validUntil: null, note: 'Demo signal (not a real call)' },
        testAdmin,
        () => clock.at,
        { policy: defaultSignalPolicy, demo: true },
      ),
    );
    valueOf(await admin.close(demo.id, { outcome: 'take-profit' }));

    const history = parseCsv(await text(historyCsv(signals, origin)));
    const events = parseCsv(await text(eventsCsv(signals, origin)));
    expect(history).toHaveLength(workedCases.length + 4);
    expect(history.filter((row) => row.demo === '1').map((row) => row.id)).toEqual([demo.id]);
    expect(history.filter((row) => row.demo !== '0' && row.demo !== '1')).toEqual([]);
    expect(events.filter((event) => event.demo === '1').map((event) => [event.signal_id, event.kind])).toEqual([
      [demo.id, 'published'],
      [demo.id, 'closed'],
    ]);
    expect(new Set(events.map((event) => event.kind))).toEqual(
      new Set(['published', 'triggered', 'amended', 'closed', 'corrected', 'cancelled']),
    );

    // From the files alone: each closed signal's exit is the last close or correction on its timeline, its R
    // follows from the entry and the stop as published, and it counts at the time it closed.
    const rebuilt = history
      .filter((row) => row.status === 'closed' && row.demo === '0')
      .map((row) => {
        const timeline = events.filter((event) => event.signal_id === row.id);
        const closing = timeline.find((event) => event.kind === 'closed')!;
        const last = timeline.filter((event) => event.kind === 'closed' || event.kind === 'corrected').at(-1)!;
        const published = timeline.find((event) => event.kind === 'published')!;
        expect(published.stop_loss).toBe(row.initial_stop_loss);
        expect(published.take_profit).toBe(row.initial_take_profit);
        expect(Number(row.corrections)).toBe(timeline.filter((event) => event.kind === 'corrected').length);
        const r = resultR(
          row.direction as Direction,
          Number(published.entry),
          Number(published.stop_loss),
          Number(last.exit_price),
        );
        expect(r).toBe(Number(row.result_r));
        return { r, closedAt: closing.at!, instrument: row.instrument as InstrumentSymbol };
      });
    const page = await loadSignalsRecord(db, now);
    expect(trackRecords(rebuilt, now)).toEqual(page.records);
    // Every statistic too (curve, drawdown, months, instruments, averages), from the same rebuilt results.
    expect(signalStatistics(rebuilt, now)).toEqual(page.statistics);
    expect(page.records.all.closed).toBe(workedCases.length + 1);
    const slippedRow = history.find((row) => row.id === slipped.id)!;
    expect(slippedRow).toMatchObject({
      take_profit: '189.000',
      initial_take_profit: '189.200',
      amendments: '1',
      corrections: '1',
      exit_price: '190.000',
      first_recorded_exit_price: '188.900',
      timeline_url: `${origin}/services/signals/${slipped.id}`,
    });
  });

  it('with four eyes, keeps a signal private until a second, different admin approves it', async () => {
    const policy = { ...defaultSignalPolicy, fourEyes: true };
    const { db, clock, signals, admin, lead: second } = await fresh(policy);
    expect(await admin.publish(gbpJpySell)).toMatchObject({ ok: false, reason: 'conflict' });
    expect(await admin.propose({ ...gbpJpySell, note: null })).toMatchObject({
      ok: false,
      errors: { note: expect.stringMatching(/reasoning/) },
    });
    expect(await admin.propose({ ...gbpJpySell, takeProfit: 189.3 })).toMatchObject({
      errors: {
        takeProfit:
          'The risk-reward is 1:1.88; signals need at least 1:2. Move the take-profit further from the entry or the stop-loss closer.',
      },
    });
    const proposal = valueOf(await admin.propose(gbpJpySell));
    const version = await read(db, 'signals');
    expect(await signals.list([])).toEqual([]);
    expect((await signals.proposals()).map((p) => p.id)).toEqual([proposal.id]);
    expect(await admin.approve(proposal.id)).toMatchObject({
      ok: false,
      reason: 'conflict',
      message: expect.stringMatching(/second, different admin/),
    });
    expect(await read(db, 'signals')).toBe(version);
    // The approval publishes it: on a Saturday nobody could trade its price, so it waits for the market.
    clock.at = new Date('2026-11-28T12:00:00.000Z');
    expect(await second.approve(proposal.id)).toMatchObject({
      ok: false,
      errors: {
        reason: expect.stringMatching(/GBP\/JPY market is closed now .* Approve it once the market is open\.$/),
      },
    });
    expect(await read(db, 'signals')).toBe(version);
    resetIssuedTimes();

    clock.at = new Date(now.getTime() + hour);
    const published = valueOf(await second.approve(proposal.id));
    expect(published).toMatchObject({ status: 'active', publishedAt: clock.at.toISOString(), publishedBy: 'lead' });
    expect((await signals.get(published.id))?.events).toEqual([
      expect.objectContaining({ kind: 'published', by: 'lead', proposedBy: 'analyst' }),
    ]);
    expect(await signals.proposals()).toEqual([]);
    // The public page says an analyst proposed it and another approved it, without naming their accounts.
    const shown = JSON.stringify(await loadSignalPage(db, published.id));
    expect(shown).toContain('"proposedBy":"analyst"');
    expect(shown).not.toContain('lead');
    expect(await second.approve(proposal.id)).toEqual({ ok: false, reason: 'not-found' });
    expect(await read(db, 'signals')).toBe(version + 1);
    const actions = (await listAudit(db)).entries.map((entry) => `${entry.action} ${entry.adminUsername}`).sort();
    expect(actions).toEqual(['signal.approve lead', 'signal.propose analyst', 'signal.publish lead']);
  });
});

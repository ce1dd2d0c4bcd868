import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { listAudit } from '~/platform/admin/audit.server';
import { freshDialects, captureLog, testContext } from '~/platform/test-support/test-helpers.server';
import { signedInAdmin } from '~/platform/test-support/admin-session.server';
import { payload, thrownBy } from '~/platform/test-support/route-results';
import { createSignalService } from '~/features/signals/signals.server';
import { resetIssuedTimes } from '~/features/signals/signal-writes.server';
import { signalAction, signalLoader } from './admin-signal.server';
import { readConfig } from '~/config.server';
import { newSignalAction, signalListAction, signalListLoader } from './admin-signals.server';

const dialects = await freshDialects();
captureLog();
// The routes read the server's clock, and a step while the instrument's market is shut needs a reason: the tests
// run on a weekday noon, when every market trades, unless one moves the clock to a weekend.
const wednesday = new Date('2026-12-02T12:00:00.000Z');
const saturday = new Date('2026-12-05T12:00:00.000Z');
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(wednesday);
});
afterEach(() => {
  vi.setSystemTime(wednesday);
  // The service never issues a time before one it issued: back from a weekend, let it.
  resetIssuedTimes();
});
afterAll(() => vi.useRealTimers());
const base = 'http://localhost:3700';
const context = { clientIp: '198.51.100.20' };

const post = (path: string, values: Record<string, string>, cookie?: string) =>
  new Request(`${base}${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Origin: base,
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: new URLSearchParams(values).toString(),
  });

const newSignal = {
  instrument: 'EUR/USD',
  direction: 'BUY',
  orderType: 'limit',
  entry: '1.08000',
  stopLoss: '1.07500',
  takeProfit: '1.09000',
  validUntil: new Date(wednesday.getTime() + 86_400_000).toISOString().slice(0, 16),
  note: 'Retest of the breakout',
};

describe.each(dialects)('the admin signal routes on $name', ({ fresh, closeAll }) => {
  afterAll(closeAll);

  const setup = async () => {
    const db = await fresh();
    const { cookie, csrfToken } = await signedInAdmin(db, 'analyst');
    const act = (path: string, values: Record<string, string>) =>
      path.endsWith('/new')
        ? newSignalAction(post(path, { csrf: csrfToken, ...values }, cookie), testContext(db, context))
        : signalAction(
            post(path, { csrf: csrfToken, ...values }, cookie),
            testContext(db, context),
            path.split('/').pop()!,
          );
    return { db, cookie, csrfToken, act };
  };

  it('sends anonymous visitors to the sign-in page and refuses a post without the form token', async () => {
    const { db, cookie } = await setup();
    const page = await thrownBy(
      signalListLoader(new Request(`${base}/secure/admin/signals`), testContext(db, context)),
    );
    expect(page.status).toBe(302);
    const forged = await thrownBy(
      newSignalAction(post('/secure/admin/signals/new', newSignal, cookie), testContext(db, context)),
    );
    expect(forged.status).toBe(403);
    expect(await createSignalService(db).list([])).toEqual([]);
  });

  it('answers an invalid New Signal with field messages and what was typed, and stores nothing', async () => {
    const { db, act } = await setup();
    const { data, status } = payload(await act('/secure/admin/signals/new', { ...newSignal, stopLoss: '1.09500' }));
    expect(status).toBe(400);
    expect(data).toMatchObject({
      errors: { stopLoss: 'For a BUY the stop-loss must be below the entry.' },
      values: { stopLoss: '1.09500' },
    });
    expect(await createSignalService(db).list([])).toEqual([]);
  });

  it('requires the reasoning of a new signal, keeping what was typed', async () => {
    const { db, act } = await setup();
    const { data, status } = payload(await act('/secure/admin/signals/new', { ...newSignal, note: '' }));
    expect(status).toBe(400);
    expect(data).toMatchObject({
      errors: { note: 'Please write the reasoning: it is published with the signal, and every signal must have it.' },
      values: { ...newSignal, note: '' },
    });
    expect(await createSignalService(db).list([])).toEqual([]);
  });

  it('asks why a signal is published or closed while its market is shut, and keeps the reason in public', async () => {
    vi.setSystemTime(saturday);
    const { db, act } = await setup();
    const market = { ...newSignal, orderType: 'market', validUntil: '' };
    const asked = payload(await act('/secure/admin/signals/new', market));
    expect(asked).toMatchObject({
      status: 400,
      data: { errors: { reason: expect.stringMatching(/^The EUR\/USD market is closed now \(Saturday 12:00 GMT\)/) } },
    });
    expect(await createSignalService(db).list([])).toEqual([]);
    const path = (
      await thrownBy(act('/secure/admin/signals/new', { ...market, reason: 'Quoting the Sunday open' }))
    ).headers
      .get('location')!
      .split('?')[0]!;
    const id = path.split('/').pop()!;
    const close = { intent: 'close', outcome: 'take-profit' };
    expect(payload(await act(path, close)).data).toMatchObject({ kind: 'confirm', intent: 'close' });
    // Confirmed without the tick and the reason: the confirmation step again, nothing recorded.
    expect(payload(await act(path, { ...close, confirmed: '1' })).data).toMatchObject({ kind: 'confirm' });
    expect((await createSignalService(db).get(id))?.signal.status).toBe('active');
    const confirmed = { ...close, reason: 'Filled at the weekend quote', priceChecked: '1', confirmed: '1' };
    expect((await thrownBy(act(path, confirmed))).headers.get('location')).toBe(`${path}?done=close`);
    const { events } = (await createSignalService(db).get(id))!;
    expect(events).toMatchObject([
      { kind: 'published', reason: 'Quoting the Sunday open' },
      { kind: 'closed', reason: 'Filled at the weekend quote', marketClosed: true },
    ]);
  });

  it('asks a reason and a tick to widen a stop, and none to tighten it', async () => {
    const { db, act } = await setup();
    const market = { ...newSignal, orderType: 'market', validUntil: '' };
    const path = (await thrownBy(act('/secure/admin/signals/new', market))).headers.get('location')!.split('?')[0]!;
    const id = path.split('/').pop()!;
    // From 1.07500 to 1.05500: five times the risk the signal was published with.
    const widen = { intent: 'amend', stopLoss: '1.05500', takeProfit: '1.09000' };
    expect(payload(await act(path, widen)).data).toMatchObject({ kind: 'confirm', intent: 'amend' });
    expect(payload(await act(path, { ...widen, confirmed: '1' })).data).toMatchObject({ kind: 'confirm' });
    expect((await createSignalService(db).get(id))?.signal.stopLoss).toBe(1.075);
    const confirmed = { ...widen, reason: 'Wider swing low after the ECB', priceChecked: '1', confirmed: '1' };
    expect((await thrownBy(act(path, confirmed))).headers.get('location')).toBe(`${path}?done=amend`);
    const tighten = { intent: 'amend', stopLoss: '1.06000', takeProfit: '1.09000', confirmed: '1' };
    expect((await thrownBy(act(path, tighten))).headers.get('location')).toBe(`${path}?done=amend`);
    const { events } = (await createSignalService(db).get(id))!;
    expect(events.filter((event) => event.kind === 'amended')).toMatchObject([
      { stopLoss: { from: 1.075, to: 1.055 }, reason: 'Wider swing low after the ECB' },
      { stopLoss: { from: 1.055, to: 1.06 } },
    ]);
  });

  it('publishes, then asks to confirm each action before it changes anything, and audits each change', async () => {
    const { db, cookie, act } = await setup();
    const published = await thrownBy(act('/secure/admin/signals/new', newSignal));
    expect(published.status).toBe(302);
    const location = published.headers.get('location')!;
    expect(location).toMatch(/^\/secure\/admin\/signals\/[0-9a-f-]{36}\?done=publish$/);
    const path = location.split('?')[0]!;
    const id = path.split('/').pop()!;

    const first = payload(await act(path, { intent: 'trigger' }));
    expect(first.data).toEqual({ kind: 'confirm', intent: 'trigger', values: {} });
    expect((await createSignalService(db).get(id))?.signal.status).toBe('pending');

    const refused = payload(await act(path, { intent: 'close', outcome: 'take-profit', confirmed: '1' }));
    expect(refused).toEqual({
      status: 409,
      data: { kind: 'refused', message: 'This signal is pending: only active signals can be closed. Nothing changed.' },
    });

    expect((await thrownBy(act(path, { intent: 'trigger', confirmed: '1' }))).status).toBe(302);
    const levels = { stopLoss: '1.08000', takeProfit: '1.09000' };
    const amend = { intent: 'amend', ...levels };
    expect(payload(await act(path, amend)).data).toEqual({
      kind: 'confirm',
      intent: 'amend',
      values: { ...levels, reason: '', priceChecked: '' },
    });
    expect((await thrownBy(act(path, { ...amend, confirmed: '1' }))).status).toBe(302);
    expect((await thrownBy(act(path, { intent: 'close', outcome: 'stop-loss', confirmed: '1' }))).status).toBe(302);

    const page = payload(
      await signalLoader(new Request(`${base}${path}`, { headers: { Cookie: cookie } }), testContext(db, context), id),
    );
    expect(page.data).toMatchObject({ signal: { status: 'closed', exitPrice: 1.08, resultR: 0 } });
    const audit = await listAudit(db);
    expect(audit.entries.map((entry) => entry.action).reverse()).toEqual([
      'signal.publish',
      'signal.trigger',
      'signal.amend',
      'signal.close',
    ]);
    expect(audit.entries.every((entry) => entry.adminUsername === 'analyst')).toBe(true);
  });

  it('needs a reason to cancel and shows it afterwards', async () => {
    const { db, act } = await setup();
    const path = (await thrownBy(act('/secure/admin/signals/new', newSignal))).headers.get('location')!.split('?')[0]!;
    const missing = payload(await act(path, { intent: 'cancel', reason: '', confirmed: '1' }));
    expect(missing).toMatchObject({ status: 400, data: { kind: 'invalid', errors: { reason: expect.any(String) } } });
    // Control characters (a pasted escape sequence) would break the Atom feed that shows the reason.
    const control = payload(
      await act(path, { intent: 'cancel', reason: 'ECB\u000b surprise\u001b[0m', confirmed: '1' }),
    );
    expect(control).toMatchObject({
      status: 400,
      data: { kind: 'invalid', errors: { reason: expect.stringMatching(/invisible control character/) } },
    });
    await thrownBy(act(path, { intent: 'cancel', reason: 'ECB surprise', confirmed: '1' }));
    const { signal } = (await createSignalService(db).get(path.split('/').pop()!))!;
    expect(signal).toMatchObject({ status: 'cancelled', cancelReason: 'ECB surprise' });
  });

  it('shows the pips and R of a close, asks a reason and a tick for a doubtful price, and corrects in public', async () => {
    const { db, act } = await setup();
    const gbpJpy = { ...newSignal, instrument: 'GBP/JPY', direction: 'SELL', orderType: 'market', validUntil: '' };
    const path = (
      await thrownBy(
        act('/secure/admin/signals/new', { ...gbpJpy, entry: '190.800', stopLoss: '191.600', takeProfit: '189.200' }),
      )
    ).headers
      .get('location')!
      .split('?')[0]!;
    const id = path.split('/').pop()!;
    const typo = payload(await act(path, { intent: 'close', outcome: 'manual', exitPrice: '150.000' }));
    expect(typo).toMatchObject({
      status: 400,
      data: { kind: 'invalid', errors: { exitPrice: expect.stringMatching(/\+51\.00 R/) } },
    });
    const doubtful = { intent: 'close', outcome: 'manual', exitPrice: '185.000' };
    expect(payload(await act(path, doubtful)).data).toMatchObject({ kind: 'confirm', intent: 'close' });
    // Confirmed without the tick and the reason: the confirmation step again, nothing recorded.
    expect(payload(await act(path, { ...doubtful, confirmed: '1' })).data).toMatchObject({ kind: 'confirm' });
    expect((await createSignalService(db).get(id))?.signal.status).toBe('active');
    const confirmed = { ...doubtful, reason: 'Gapped on the BoJ', priceChecked: '1', confirmed: '1' };
    expect((await thrownBy(act(path, confirmed))).headers.get('location')).toBe(`${path}?done=close`);

    const correct = { intent: 'correct', outcome: 'manual', exitPrice: '190.000', reason: 'Typo: 190.000' };
    expect(payload(await act(path, { ...correct, reason: '', confirmed: '1' })).data).toMatchObject({
      kind: 'invalid',
      errors: { reason: 'Please give a reason.' },
    });
    expect(payload(await act(path, correct)).data).toMatchObject({ kind: 'confirm', intent: 'correct' });
    expect((await thrownBy(act(path, { ...correct, confirmed: '1' }))).headers.get('location')).toBe(
      `${path}?done=correct`,
    );
    const { signal, events } = (await createSignalService(db).get(id))!;
    expect(signal).toMatchObject({ exitPrice: 190, resultR: 1 });
    expect(events.map((event) => event.kind)).toEqual(['published', 'closed', 'corrected']);
  });

  it('refuses a risk-reward below the minimum and, with four eyes, needs a second admin to approve', async () => {
    const { db, act, cookie, csrfToken } = await setup();
    const short = payload(await act('/secure/admin/signals/new', { ...newSignal, takeProfit: '1.08940' }));
    expect(short).toMatchObject({
      status: 400,
      data: { errors: { takeProfit: expect.stringMatching(/^The risk-reward is 1:1.88; signals need at least 1:2/) } },
    });
    const config = readConfig({ SIGNALS_FOUR_EYES: '1' });
    const fourEyes = testContext(db, { ...context, config });
    const second = await signedInAdmin(db, 'lead');
    const first = { csrfToken, cookie };
    const proposed = await thrownBy(
      newSignalAction(
        post('/secure/admin/signals/new', { csrf: first.csrfToken, ...newSignal }, first.cookie),
        fourEyes,
      ),
    );
    expect(proposed.headers.get('location')).toBe('/secure/admin/signals?done=propose');
    expect(await createSignalService(db).list([])).toEqual([]);
    const [proposal] = await createSignalService(db).proposals();
    const approve = (session: { csrfToken: string; cookie: string }, confirmed?: string) =>
      signalListAction(
        post(
          '/secure/admin/signals',
          { csrf: session.csrfToken, intent: 'approve', proposalId: proposal!.id, ...(confirmed ? { confirmed } : {}) },
          session.cookie,
        ),
        fourEyes,
      );
    expect(payload(await approve(first, '1'))).toMatchObject({ status: 409, data: { kind: 'refused' } });
    const secondSession = { csrfToken: second.csrfToken, cookie: second.cookie };
    expect(payload(await approve(secondSession)).data).toMatchObject({ kind: 'confirm', intent: 'approve' });
    const done = await thrownBy(approve(secondSession, '1'));
    expect(done.headers.get('location')).toMatch(/^\/secure\/admin\/signals\/[0-9a-f-]{36}\?done=publish$/);
    expect(await createSignalService(db).list([])).toMatchObject([{ publishedBy: 'lead', note: newSignal.note }]);
  });
});

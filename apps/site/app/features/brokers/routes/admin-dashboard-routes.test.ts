import { afterAll, describe, expect, it } from 'vitest';
import { listAudit } from '~/platform/admin/audit.server';
import { loadDashboard } from '~/features/brokers/admin-dashboard.server';
import { freshDialects, captureLog, testContext } from '~/platform/test-support/test-helpers.server';
import { signedInAdmin } from '~/platform/test-support/admin-session.server';
import { payload, thrownBy } from '~/platform/test-support/route-results';
import { createBrokerService } from '~/features/brokers/brokers.server';
import type { Db } from '~/platform/db/types';
import { dashboardAction } from './admin-dashboard.server';
import { validBrokerForm as valid } from '~/features/brokers/broker-test-fixtures';

const dialects = await freshDialects();
const lines = captureLog();
const base = 'http://localhost:3700';
const context = { clientIp: '198.51.100.21' };

describe.each(dialects)('the dashboard broker actions on $name', ({ fresh, closeAll }) => {
  afterAll(closeAll);

  const setup = async () => {
    const db = await fresh();
    const { cookie, csrfToken } = await signedInAdmin(db, 'alice');
    /** Posts the dashboard form, as the signed-in admin, against `target` (a failing database in one test). */
    const act = (values: Record<string, string>, target: Db = db) =>
      dashboardAction(
        new Request(`${base}/secure/admin/dashboard?q=fx`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: base, Cookie: cookie },
          body: new URLSearchParams({ csrf: csrfToken, ...values }).toString(),
        }),
        testContext(target, context),
      );
    return { db, act };
  };

  it('adds a broker with an audit row, and refuses invalid input keeping what was typed', async () => {
    const { db, act } = await setup();
    const bad = payload(await act({ intent: 'add', ...valid, name: '', website: 'nope' }));
    expect(bad.status).toBe(400);
    expect(bad.data).toMatchObject({
      kind: 'invalid',
      intent: 'add',
      errors: { name: 'Broker Name is required', website: expect.stringMatching(/http/) },
      values: { description: 'Zero-commission accounts', website: 'nope' },
    });
    const added = await thrownBy(act({ intent: 'add', ...valid }));
    expect(added.status).toBe(302);
    expect(added.headers.get('location')).toBe('/secure/admin/dashboard?q=fx&done=add');
    const { brokers, counts } = await loadDashboard(db, { query: 'zero-COMMISSION' });
    expect(brokers).toHaveLength(1);
    expect(brokers[0]).toMatchObject({ name: 'Zephyr FX', platforms: 'MT5, cTrader', isActive: true, clicks30d: 0 });
    expect(counts).toEqual({ total: 1, active: 1, inactive: 0 });
    const audit = await listAudit(db);
    expect(audit.entries[0]).toMatchObject({
      action: 'broker.create',
      adminUsername: 'alice',
      before: null,
      after: { name: 'Zephyr FX' },
    });
    expect(payload(await act({ intent: 'rename', id: brokers[0]!.id }))).toEqual({
      status: 400,
      data: { kind: 'refused', message: 'Unknown action. Nothing changed.' },
    });
  });

  it('toggles, re-activates on edit (kept on purpose), deletes only when confirmed, each audited', async () => {
    const { db, act } = await setup();
    await thrownBy(act({ intent: 'add', ...valid }));
    const [broker] = await createBrokerService(db).listAll();
    const id = broker!.id;
    expect((await thrownBy(act({ intent: 'toggle', id }))).headers.get('location')).toMatch(/done=toggle$/);
    expect((await loadDashboard(db)).counts).toEqual({ total: 1, active: 0, inactive: 1 });
    await thrownBy(act({ intent: 'edit', id, ...valid, spreads: 'From 0.0 pips' }));
    expect(await createBrokerService(db).getById(id)).toMatchObject({ isActive: true, spreads: 'From 0.0 pips' });
    // A delete without its confirmation is answered with the confirmation step and changes nothing.
    expect(payload(await act({ intent: 'delete', id }))).toEqual({
      status: 200,
      data: { kind: 'confirm', intent: 'delete', values: { id } },
    });
    expect(await createBrokerService(db).getById(id)).not.toBeNull();
    expect((await thrownBy(act({ intent: 'delete', id, confirmed: '1' }))).headers.get('location')).toMatch(
      /done=delete$/,
    );
    expect(payload(await act({ intent: 'delete', id, confirmed: '1' }))).toEqual({
      status: 404,
      data: { kind: 'refused', message: 'This broker no longer exists.' },
    });
    const actions = (await listAudit(db)).entries.map((entry) => entry.action);
    expect(actions).toEqual(['broker.delete', 'broker.update', 'broker.toggle', 'broker.create']);
    const update = (await listAudit(db)).entries[1]!;
    expect(update.before).toMatchObject({ isActive: false, spreads: 'From 0.2 pips' });
    expect(update.after).toMatchObject({ isActive: true, spreads: 'From 0.0 pips' });
  });

  it('shows a clear message when the database fails, keeps what was typed, and writes no audit row', async () => {
    const { db, act } = await setup();
    const failing: Db = { ...db, transaction: async () => Promise.reject(new Error('disk full')) };
    lines.length = 0;
    const result = payload(await act({ intent: 'add', ...valid }, failing));
    expect(result.status).toBe(500);
    expect(result.data).toMatchObject({
      kind: 'refused',
      intent: 'add',
      message: 'Could not add the broker. Please try again.',
      values: { name: 'Zephyr FX' },
    });
    const failure = lines.map((line) => JSON.parse(line) as { event?: string }).find((l) => l.event);
    expect(failure).toMatchObject({ event: 'admin.action_failed', intent: 'add' });
    expect((await listAudit(db)).total).toBe(0);
  });
});

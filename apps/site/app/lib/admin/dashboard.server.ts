import type { Admin } from '../auth/admins.server';
import { logEvent } from '../../http/log.server';
import { type Broker, createBrokerService } from '../brokers/brokers.server';
import type { Db } from '../db/types';
import { recordAudit } from './audit.server';
import { type AdminBrokerFieldName, type AdminBrokerFormValues, formValues, parseAdminBrokerForm } from './broker-form';

/** What a dashboard card shows (spec §2) plus its click-outs over the last 30 days (issue 5). */
export interface DashboardBroker {
  id: string;
  name: string;
  description: string;
  logo: string;
  minDeposit: string;
  spreads: string;
  leverage: string;
  /** Platforms joined by commas (spec §2). */
  platforms: string;
  isActive: boolean;
  clicks30d: number;
}

export const clickWindowDays = 30;

/** The dashboard's list (filtered by name or description, case-insensitive: spec §4) and its counters over every broker. */
export async function loadDashboard(
  db: Db,
  options: { query?: string; now?: Date } = {},
): Promise<{ brokers: DashboardBroker[]; counts: { total: number; active: number; inactive: number }; all: Broker[] }> {
  const service = createBrokerService(db);
  const now = options.now ?? new Date();
  const since = new Date(now.getTime() - clickWindowDays * 86_400_000);
  const [all, clicks] = await Promise.all([service.listAll(), service.clickCountsSince(since)]);
  const needle = (options.query ?? '').trim().toLowerCase();
  const shown = needle
    ? all.filter(
        (broker) => broker.name.toLowerCase().includes(needle) || broker.description.toLowerCase().includes(needle),
      )
    : all;
  const active = all.filter((broker) => broker.isActive).length;
  return {
    all,
    counts: { total: all.length, active, inactive: all.length - active },
    brokers: shown.map((broker) => ({
      id: broker.id,
      name: broker.name,
      description: broker.description,
      logo: broker.logo,
      minDeposit: broker.minDeposit,
      spreads: broker.spreads,
      leverage: broker.leverage,
      platforms: broker.tradingPlatforms.join(', '),
      isActive: broker.isActive,
      clicks30d: clicks[broker.id] ?? 0,
    })),
  };
}

export type BrokerIntent = 'add' | 'edit' | 'toggle' | 'delete';

export type BrokerActionResult =
  | { ok: true; intent: BrokerIntent; message: string }
  | {
      ok: false;
      intent: BrokerIntent | 'unknown';
      /** Shown to the admin (issue 5: failures are shown, not only logged). */
      error: string;
      fieldErrors?: Partial<Record<AdminBrokerFieldName | 'form', string>>;
      /** What was typed, so a failed save keeps it. */
      values?: AdminBrokerFormValues;
    };

const intents = new Set<string>(['add', 'edit', 'toggle', 'delete']);

/**
 * Runs one dashboard action from a posted form (`intent` field). Each change and its audit row are
 * written in one transaction. Validation uses the same schema as the browser.
 */
export async function runBrokerAction(
  db: Db,
  admin: Pick<Admin, 'id' | 'username'>,
  form: FormData,
): Promise<BrokerActionResult> {
  const intent = String(form.get('intent') ?? '');
  if (!intents.has(intent)) return { ok: false, intent: 'unknown', error: 'Unknown action.' };
  const id = String(form.get('id') ?? '');
  const who = { id: admin.id, username: admin.username };
  try {
    switch (intent as BrokerIntent) {
      case 'add':
      case 'edit': {
        const values = formValues(form);
        const parsed = parseAdminBrokerForm(values);
        if (!parsed.success) {
          return {
            ok: false,
            intent: intent as BrokerIntent,
            error: 'Please correct the highlighted fields.',
            fieldErrors: parsed.errors,
            values,
          };
        }
        if (intent === 'add') {
          const created = await db.transaction(async (tx) => {
            const broker = await createBrokerService(tx).add(parsed.broker);
            await recordAudit(tx, {
              admin: who,
              action: 'broker.create',
              entity: 'broker',
              entityId: broker.id,
              before: null,
              after: broker,
            });
            return broker;
          });
          return { ok: true, intent: 'add', message: `Added ${created.name}.` };
        }
        const updated = await db.transaction(async (tx) => {
          const service = createBrokerService(tx);
          const before = await service.getById(id);
          if (!before) return null;
          // Spec §4: the dashboard's edit saves isActive true, so editing re-activates (a quirk kept on purpose).
          const after = await service.update(id, parsed.broker);
          await recordAudit(tx, { admin: who, action: 'broker.update', entity: 'broker', entityId: id, before, after });
          return after;
        });
        if (!updated) return { ok: false, intent: 'edit', error: 'This broker no longer exists.', values };
        return { ok: true, intent: 'edit', message: `Saved ${updated.name}.` };
      }
      case 'toggle': {
        const toggled = await db.transaction(async (tx) => {
          const service = createBrokerService(tx);
          const before = await service.getById(id);
          if (!before) return null;
          const after = await service.toggle(id);
          await recordAudit(tx, { admin: who, action: 'broker.toggle', entity: 'broker', entityId: id, before, after });
          return after;
        });
        if (!toggled) return { ok: false, intent: 'toggle', error: 'This broker no longer exists.' };
        return {
          ok: true,
          intent: 'toggle',
          message: `${toggled.name} is now ${toggled.isActive ? 'active' : 'inactive'}.`,
        };
      }
      case 'delete': {
        const deleted = await db.transaction(async (tx) => {
          const service = createBrokerService(tx);
          const before = await service.getById(id);
          if (!before || !(await service.delete(id))) return null;
          await recordAudit(tx, {
            admin: who,
            action: 'broker.delete',
            entity: 'broker',
            entityId: id,
            before,
            after: null,
          });
          return before;
        });
        if (!deleted) return { ok: false, intent: 'delete', error: 'This broker no longer exists.' };
        return { ok: true, intent: 'delete', message: `Deleted ${deleted.name}.` };
      }
    }
  } catch (error) {
    logEvent('admin.action_failed', {
      intent,
      brokerId: id || undefined,
      username: admin.username,
      error: (error as Error).message,
    });
    const messages: Record<BrokerIntent, string> = {
      add: 'Could not add the broker. Please try again.',
      edit: 'Could not save the broker. Please try again.',
      toggle: 'Could not change the broker status. Please try again.',
      delete: 'Could not delete the broker. Please try again.',
    };
    return {
      ok: false,
      intent: intent as BrokerIntent,
      error: messages[intent as BrokerIntent],
      values: intent === 'add' || intent === 'edit' ? formValues(form) : undefined,
    };
  }
}

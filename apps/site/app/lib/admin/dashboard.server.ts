import { logEvent } from '../../http/log.server';
import { type AdminBrokerWrites, type Broker, type BrokerActor, createBrokerService } from '../brokers/brokers.server';
import { type ClickPeriod, clickTotals } from '../brokers/click-series.server';
import type { Db } from '../db/types';
import { type FieldErrors, formValues, parseSubmission } from '../forms/submission';
import type { FailureReason } from '../result';
import {
  type BrokerFormData,
  type BrokerFormField,
  type BrokerFormValues,
  brokerFormFieldNames,
  brokerFormSchema,
} from './broker-form';

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

/** The cards' click window: the last 30 UTC days, today included, as in the 30-day chart. */
export const clickWindowDays = 30 satisfies ClickPeriod;

function toDashboardBroker(broker: Broker, clicks: Record<string, number>): DashboardBroker {
  return {
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
  };
}

/** The dashboard's list (filtered by name or description, case-insensitive: spec §4) and its counters over every broker. */
export async function loadDashboard(
  db: Db,
  options: { query?: string; now?: Date } = {},
): Promise<{ brokers: DashboardBroker[]; counts: { total: number; active: number; inactive: number }; all: Broker[] }> {
  const service = createBrokerService(db);
  const now = options.now ?? new Date();
  // From the per-day counts (migration 061): brokers × 30 rows, however many clicks were recorded.
  const [all, clicks] = await Promise.all([service.listAll(), clickTotals(db, clickWindowDays, now)]);
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
    brokers: shown.map((broker) => toDashboardBroker(broker, clicks)),
  };
}

export const brokerIntents = ['add', 'edit', 'toggle', 'delete'] as const;
export type BrokerIntent = (typeof brokerIntents)[number];

/** Why an action did not happen: a service reason, or `failed` (the database or the server failed). */
export type BrokerActionFailure = Extract<FailureReason, 'invalid' | 'not-found' | 'conflict'> | 'failed';

export type BrokerActionResult =
  | { ok: true; intent: BrokerIntent; message: string }
  | {
      ok: false;
      intent: BrokerIntent | 'unknown';
      reason: BrokerActionFailure;
      /** Shown to the admin (issue 5: failures are shown, not only logged). */
      error: string;
      fieldErrors?: FieldErrors<BrokerFormField>;
      /** What was typed, so a failed save keeps it. */
      values?: BrokerFormValues;
    };

const isBrokerIntent = (value: string): value is BrokerIntent => (brokerIntents as readonly string[]).includes(value);

const brokerId = (form: FormData) => String(form.get('id') ?? '');

const gone = (intent: BrokerIntent) =>
  ({ ok: false, intent, reason: 'not-found', error: 'This broker no longer exists.' }) as const;

/** Add or edit: the form's one schema (as in the browser), then the change. */
async function save(intent: 'add' | 'edit', brokers: AdminBrokerWrites, form: FormData): Promise<BrokerActionResult> {
  const values = formValues(form, brokerFormFieldNames);
  const parsed = parseSubmission<BrokerFormData, BrokerFormField>(brokerFormSchema, values);
  if (!parsed.ok) {
    const error = 'Please correct the highlighted fields.';
    return { ok: false, intent, reason: 'invalid', error, fieldErrors: parsed.errors, values };
  }
  if (intent === 'add') {
    const added = await brokers.add(parsed.value);
    return { ok: true, intent, message: `Added ${added.name}.` };
  }
  // Spec §4: the dashboard's edit saves isActive true, so editing re-activates (a quirk kept on purpose).
  const saved = await brokers.update(brokerId(form), parsed.value);
  if (!saved.ok && saved.reason === 'conflict') {
    const fieldErrors = { slug: 'Another broker uses this page address. Choose another.' };
    return {
      ok: false,
      intent,
      reason: 'conflict',
      error: 'Please correct the highlighted fields.',
      fieldErrors,
      values,
    };
  }
  if (!saved.ok) return { ...gone(intent), values };
  return { ok: true, intent, message: `Saved ${saved.value.name}.` };
}

async function toggle(brokers: AdminBrokerWrites, form: FormData): Promise<BrokerActionResult> {
  const toggled = await brokers.toggle(brokerId(form));
  if (!toggled.ok) return gone('toggle');
  const { name, isActive } = toggled.value;
  return { ok: true, intent: 'toggle', message: `${name} is now ${isActive ? 'active' : 'inactive'}.` };
}

async function remove(brokers: AdminBrokerWrites, form: FormData): Promise<BrokerActionResult> {
  const deleted = await brokers.delete(brokerId(form));
  if (!deleted.ok) return gone('delete');
  return { ok: true, intent: 'delete', message: `Deleted ${deleted.value.name}.` };
}

const failureMessages: Record<BrokerIntent, string> = {
  add: 'Could not add the broker. Please try again.',
  edit: 'Could not save the broker. Please try again.',
  toggle: 'Could not change the broker status. Please try again.',
  delete: 'Could not delete the broker. Please try again.',
};

/**
 * Runs one dashboard action from a posted form (`intent` field). The broker service writes each change and
 * its audit row in one transaction. Validation uses the same schema as the browser.
 */
export async function runBrokerAction(db: Db, admin: BrokerActor, form: FormData): Promise<BrokerActionResult> {
  const intent = String(form.get('intent') ?? '');
  if (!isBrokerIntent(intent)) return { ok: false, intent: 'unknown', reason: 'invalid', error: 'Unknown action.' };
  const brokers = createBrokerService(db).asAdmin({ id: admin.id, username: admin.username });
  try {
    if (intent === 'toggle') return await toggle(brokers, form);
    if (intent === 'delete') return await remove(brokers, form);
    return await save(intent, brokers, form);
  } catch (error) {
    logEvent('admin.action_failed', {
      intent,
      brokerId: brokerId(form) || undefined,
      username: admin.username,
      error: (error as Error).message,
    });
    const values = intent === 'add' || intent === 'edit' ? formValues(form, brokerFormFieldNames) : undefined;
    return { ok: false, intent, reason: 'failed', error: failureMessages[intent], values };
  }
}

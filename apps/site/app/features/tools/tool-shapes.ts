import type { ToolShape } from './tool-values';

/* Each tool's fields and defaults (zod-free, see tool-values.ts); the <tool>-schema modules add the rules. */

export const positionSizeShape = {
  fields: ['account', 'balance', 'risk', 'stop', 'pair', 'price', 'rate', 'spread', 'commission'],
  defaults: {
    account: 'USD',
    balance: '10000',
    risk: '1',
    stop: '50',
    pair: 'EURUSD',
    price: '1.0850',
    rate: '',
    spread: '',
    commission: '',
  },
  optional: ['spread', 'commission'],
} as const satisfies ToolShape<string>;
export type PositionSizeField = (typeof positionSizeShape.fields)[number];
export type PositionSizeValues = Record<PositionSizeField, string>;

export const pipValueShape = {
  fields: ['account', 'pair', 'price', 'lots', 'rate'],
  defaults: { account: 'USD', pair: 'USDJPY', price: '150.00', lots: '1', rate: '' },
} as const satisfies ToolShape<string>;
export type PipValueField = (typeof pipValueShape.fields)[number];
export type PipValueValues = Record<PipValueField, string>;

export const marginShape = {
  fields: ['account', 'pair', 'price', 'lots', 'leverage', 'rate'],
  defaults: { account: 'USD', pair: 'EURUSD', price: '1.0850', lots: '1', leverage: '30', rate: '' },
} as const satisfies ToolShape<string>;
export type MarginField = (typeof marginShape.fields)[number];
export type MarginValues = Record<MarginField, string>;

export const profitShape = {
  fields: ['account', 'pair', 'direction', 'open', 'close', 'lots', 'rate', 'spread', 'commission', 'swap', 'nights'],
  defaults: {
    account: 'USD',
    pair: 'EURUSD',
    direction: 'buy',
    open: '1.0850',
    close: '1.0950',
    lots: '1',
    rate: '',
    spread: '',
    commission: '',
    swap: '',
    nights: '',
  },
  optional: ['spread', 'commission', 'swap', 'nights'],
  signed: ['swap'],
} as const satisfies ToolShape<string>;
export type ProfitField = (typeof profitShape.fields)[number];
export type ProfitValues = Record<ProfitField, string>;

export const riskRewardShape = {
  fields: ['pair', 'direction', 'entry', 'stop', 'target'],
  defaults: { pair: 'EURUSD', direction: 'buy', entry: '1.0850', stop: '1.0800', target: '1.0950' },
} as const satisfies ToolShape<string>;
export type RiskRewardField = (typeof riskRewardShape.fields)[number];
export type RiskRewardValues = Record<RiskRewardField, string>;

/**
 * Market hours at a moment picked as a GMT date and time (`date`, `time`), or as an instant with its zone (`at`, the
 * older link form, still read). All empty: now.
 */
export const marketHoursShape = {
  fields: ['date', 'time', 'at'],
  defaults: { date: '', time: '', at: '' },
  optional: ['date', 'time', 'at'],
} as const satisfies ToolShape<string>;
export type MarketHoursField = (typeof marketHoursShape.fields)[number];

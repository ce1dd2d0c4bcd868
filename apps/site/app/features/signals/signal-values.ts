/*
 * The signal's fixed values, without zod: public pages (the history's filters) read them, and importing the
 * schema module would ship zod to every visitor of those pages.
 */

// How a ratio is written is the site's policy wording too (the about page states the minimum).
export { formatRiskReward } from '~/platform/signal-claims';

export const directions = ['BUY', 'SELL'] as const;
export type Direction = (typeof directions)[number];
export const orderTypes = ['market', 'limit', 'stop'] as const;
export type OrderType = (typeof orderTypes)[number];
export const closeOutcomes = ['take-profit', 'stop-loss', 'manual'] as const;
export type CloseOutcome = (typeof closeOutcomes)[number];

export const signalFields = [
  'instrument',
  'direction',
  'orderType',
  'entry',
  'stopLoss',
  'takeProfit',
  'validUntil',
  'note',
  // Asked only when the instrument's market is closed (close-check.ts): why publish now.
  'reason',
] as const;
export type SignalField = (typeof signalFields)[number];

export const noteMaxLength = 500;
export const reasonMaxLength = 500;

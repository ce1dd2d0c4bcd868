import { toolShape } from './tool-values';

/*
 * Each tool's defaults, in the form's field order (zod-free, see tool-values.ts); the <tool>-schema modules add the
 * rules. A tool's field and value types come from its shape: FieldOf<typeof shape>, ValuesOf<typeof shape>.
 */

export const positionSizeShape = toolShape(
  '/tools/position-size',
  {
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
  { optional: ['spread', 'commission'] },
);

export const pipValueShape = toolShape('/tools/pip-value', {
  account: 'USD',
  pair: 'USDJPY',
  price: '150.00',
  lots: '1',
  rate: '',
});

export const marginShape = toolShape('/tools/margin', {
  account: 'USD',
  pair: 'EURUSD',
  price: '1.0850',
  lots: '1',
  leverage: '30',
  rate: '',
});

export const profitShape = toolShape(
  '/tools/profit',
  {
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
  { optional: ['spread', 'commission', 'swap', 'nights'], signed: ['swap'] },
);

export const riskRewardShape = toolShape('/tools/risk-reward', {
  pair: 'EURUSD',
  direction: 'buy',
  entry: '1.0850',
  stop: '1.0800',
  target: '1.0950',
});

/**
 * Market hours at a moment picked as a GMT date and time (`date`, `time`), or as an instant with its zone (`at`, the
 * older link form, still read). All empty: now.
 */
export const marketHoursShape = toolShape(
  '/tools/market-hours',
  { date: '', time: '', at: '' },
  { optional: ['date', 'time', 'at'] },
);

import { type AccountCurrency, floorTo, type Pair, pipSize, quoteToAccount, roundTo, unitsPerLot } from './currencies';

export interface PositionSizeInput {
  account: AccountCurrency;
  balance: number;
  /** Percent of the balance. */
  risk: number;
  /** Stop-loss distance in pips. */
  stop: number;
  pair: Pair;
  price: number;
  /** 1 unit of the quote currency in the account currency; only when the account is neither currency. */
  rate?: number | undefined;
}

export interface PositionSizeResult {
  /** Lots, rounded down to 0.01: never more risk than asked. */
  lots: number;
  units: number;
  /** What the user asked to risk: balance × risk %. */
  riskAmount: number;
  /** What the rounded-down position actually risks if the stop is hit (≤ riskAmount). */
  moneyAtRisk: number;
  /** Value of one pip per standard lot, in the account currency. */
  pipValuePerLot: number;
}

/**
 * Position size = money at risk / (stop in pips × value of a pip per unit), where a pip per unit is worth the
 * pip size in the quote currency, converted to the account currency.
 */
export function positionSize(input: PositionSizeInput): PositionSizeResult {
  const riskAmount = (input.balance * input.risk) / 100;
  const pipPerUnit = pipSize(input.pair) * quoteToAccount(input.account, input.pair, input.price, input.rate);
  const exactLots = riskAmount / (input.stop * pipPerUnit) / unitsPerLot;
  // A tiny account can risk less than a micro lot: 0 lots, never a negative or non-finite size.
  const lots = Number.isFinite(exactLots) && exactLots > 0 ? floorTo(exactLots, 2) : 0;
  const units = Math.round(lots * unitsPerLot);
  return {
    lots,
    units,
    riskAmount: roundTo(riskAmount, 2),
    moneyAtRisk: roundTo(units * input.stop * pipPerUnit, 2),
    pipValuePerLot: roundTo(unitsPerLot * pipPerUnit, 2),
  };
}

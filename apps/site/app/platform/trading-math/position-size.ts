import { lotSteps } from '~/platform/instruments/instrument-specs';
import { type AccountCurrency, floorTo, type Pair, pipSize, quoteToAccount, roundTo, unitsOf } from './currencies';

export interface PositionSizeInput {
  account: AccountCurrency;
  balance: number;
  /** Percent of the balance. */
  risk: number;
  /** Stop-loss distance in pips (forex) or points. */
  stop: number;
  pair: Pair;
  price: number;
  /** 1 unit of the quote currency in the account currency; only when the account is neither currency. */
  rate?: number | undefined;
  /** The spread paid on entry, in pips or points: lost as soon as the trade opens. */
  spread?: number | undefined;
  /** The broker's commission per lot, round trip, in the account currency. */
  commission?: number | undefined;
}

/** A size at one lot step: the lots, the contract's units and what the trade loses at the stop. */
export interface SizedPosition {
  lots: number;
  units: number;
  moneyAtRisk: number;
}

export interface PositionSizeResult extends SizedPosition {
  /** Lots, rounded down to 0.01: never more risk than asked. */
  lots: number;
  units: number;
  /** What the user asked to risk: balance × risk %. */
  riskAmount: number;
  /** What the rounded-down position actually risks if the stop is hit, costs included (≤ riskAmount). */
  moneyAtRisk: number;
  /** Value of one pip or point per standard lot, in the account currency. */
  pipValuePerLot: number;
  /** Spread and commission per lot, in the account currency; only when either was given. */
  costPerLot?: number;
  /**
   * When 0.01 lots would already risk more than asked: the size in nano lots (0.001), which some brokers offer,
   * or 0 lots when even that is too large.
   */
  nano?: SizedPosition;
  /** When 0.01 lots would risk more than asked: what the smallest micro lot risks, and as a share of the balance. */
  smallest?: SizedPosition & { riskPercent: number };
}

/**
 * Position size = money at risk / loss per lot, where a lot loses, if the stop is hit, the stop and the spread in
 * pips × the value of a pip per lot, plus the commission. A pip per lot is worth the pip (or point) size × the
 * contract size in the quote currency, converted to the account currency.
 */
export function positionSize(input: PositionSizeInput): PositionSizeResult {
  const riskAmount = (input.balance * input.risk) / 100;
  const pipPerUnit = pipSize(input.pair) * quoteToAccount(input.account, input.pair, input.price, input.rate);
  const spread = input.spread ?? 0;
  const commission = input.commission ?? 0;
  const lossOf = (lots: number) => unitsOf(input.pair, lots) * (input.stop + spread) * pipPerUnit + lots * commission;
  const lossPerLot = lossOf(1);
  const exactLots = riskAmount / lossPerLot;
  const valid = Number.isFinite(exactLots) && exactLots > 0;
  const sized = (lots: number): SizedPosition => ({
    lots,
    units: unitsOf(input.pair, lots),
    moneyAtRisk: roundTo(lossOf(lots), 2),
  });
  // A tiny account can risk less than a micro lot: 0 lots, never a negative or non-finite size.
  const main = sized(valid ? floorTo(exactLots, 2) : 0);
  const result: PositionSizeResult = {
    ...main,
    riskAmount: roundTo(riskAmount, 2),
    pipValuePerLot: roundTo(input.pair.contractSize * pipPerUnit, 2),
  };
  if (input.spread !== undefined || input.commission !== undefined) {
    result.costPerLot = roundTo(unitsOf(input.pair, 1) * spread * pipPerUnit + commission, 2);
  }
  if (valid && main.lots === 0) {
    result.nano = sized(floorTo(exactLots, 3));
    const smallest = sized(lotSteps.micro);
    result.smallest = { ...smallest, riskPercent: roundTo((lossOf(lotSteps.micro) / input.balance) * 100, 2) };
  }
  return result;
}

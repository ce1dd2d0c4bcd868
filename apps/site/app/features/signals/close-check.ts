import type { InstrumentSymbol } from './instruments';
import { marketOpen } from './market-sessions';
import { resultPips, resultR } from './signal-results';
import type { CloseOutcome, Direction } from './signal-values';

/*
 * Whether a close (or a correction of one) is plausible before it is recorded (browser-safe, pure). A typed
 * price is the one input of a close that nothing else checks, and a slip of one digit rewrites the whole
 * track record: a GBP/JPY sell closed "at price" 150.000 instead of 190.000 read +51.88 R and doubled the
 * total. So the admin sees the pips and R a close would record, a price outside the sane band asks for a
 * second confirmation with a reason, and an R no trade of this desk can reach is refused outright.
 * The same doubt-and-reason pattern covers the other steps a reader of the record would question: a signal
 * published or closed while its market is shut (nobody could trade it at that price), and a stop moved further
 * from the entry (more risk than was published, with no word why).
 */

const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** Why a step taken at `at` is doubtful because `symbol`'s market is closed then (market-sessions.ts), or null. */
export function marketClosedDoubt(symbol: InstrumentSymbol, at: Date): string | null {
  if (marketOpen(symbol, at)) return null;
  const time = at.toISOString().slice(11, 16);
  return `The ${symbol} market is closed now (${weekdays[at.getUTCDay()]} ${time} GMT): nobody can trade at this price.`;
}

/** Whether moving the stop from `from` to `to` adds risk: lower for a BUY, higher for a SELL. */
export const widensStop = (direction: Direction, from: number, to: number): boolean =>
  direction === 'BUY' ? to < from : to > from;

/** Why an amendment of the stop-loss is doubtful (it widens the stop, adding risk), or null. */
export function stopWideningDoubt(
  signal: { direction: Direction; stopLoss: number },
  stopLoss: number,
  price: (value: number) => string = String,
): string | null {
  if (!widensStop(signal.direction, signal.stopLoss, stopLoss)) return null;
  return `This moves the stop-loss further from the entry, from ${price(signal.stopLoss)} to ${price(stopLoss)}: the signal risks more than it did.`;
}

/** What a close is checked against: the signal as it stands when it is closed. */
export interface CloseCheckSignal {
  instrument: InstrumentSymbol;
  direction: Direction;
  entry: number;
  /** R is measured against the stop the signal was published with. */
  initialStopLoss: number;
  stopLoss: number;
  takeProfit: number;
}

/** How it closed; the exit price is required for a manual close, optional (the fill) when a level was hit. */
export interface CloseClaim {
  outcome: CloseOutcome;
  exitPrice?: number;
}

export interface CloseCheck {
  exitPrice: number;
  pips: number;
  r: number;
  /** Why the price looks wrong: each needs an explicit second confirmation with a reason. Empty: plausible. */
  doubts: string[];
  /** Why it cannot be recorded at all (null: it can). */
  refusal: string | null;
}

/** The price a close records: the level that was hit unless a fill price is given, the typed price when manual. */
export function closeExit(signal: CloseCheckSignal, claim: CloseClaim): number {
  if (claim.exitPrice !== undefined) return claim.exitPrice;
  return claim.outcome === 'stop-loss' ? signal.stopLoss : signal.takeProfit;
}

/**
 * The checks, in the admin's words (`at`: when the close is made, for a close; a correction omits it, since it
 * changes what the close was, not when):
 * - the sane band runs from the stop to the take-profit, widened on each side by the distance between them: a
 *   price beyond either level by more than that is doubtful (gaps happen, so it is a doubt, not a refusal);
 * - a stop-loss or take-profit "hit" at a price other than that level is doubtful (slippage must be explained);
 * - a close while the instrument's market is shut is doubtful (crypto never shuts);
 * - an R beyond ±maxAbsR is refused: past that bound the price is a slip, whatever the reason typed.
 */
export function checkClose(signal: CloseCheckSignal, claim: CloseClaim, maxAbsR: number, at?: Date): CloseCheck {
  const exitPrice = closeExit(signal, claim);
  const pips = resultPips(signal.instrument, signal.direction, signal.entry, exitPrice);
  const r = resultR(signal.direction, signal.entry, signal.initialStopLoss, exitPrice);
  const doubts: string[] = [];
  const distance = Math.abs(signal.takeProfit - signal.stopLoss);
  const low = Math.min(signal.stopLoss, signal.takeProfit);
  const high = Math.max(signal.stopLoss, signal.takeProfit);
  // Compare in the instrument's smallest price step, so floating point cannot make the band's edge doubtful.
  const beyond = (value: number, edge: number) => value - edge > 1e-9 * Math.max(1, Math.abs(edge));
  if (beyond(low - distance, exitPrice) || beyond(exitPrice, high + distance)) {
    const nearer = Math.abs(exitPrice - signal.takeProfit) < Math.abs(exitPrice - signal.stopLoss);
    doubts.push(
      `The exit is beyond the ${nearer ? 'take-profit' : 'stop-loss'} by more than the distance between the stop-loss and the take-profit.`,
    );
  }
  if (claim.outcome === 'take-profit' && exitPrice !== signal.takeProfit) {
    doubts.push('A take-profit hit is recorded at a price other than the take-profit.');
  }
  if (claim.outcome === 'stop-loss' && exitPrice !== signal.stopLoss) {
    doubts.push('A stop-loss hit is recorded at a price other than the stop-loss.');
  }
  const closed = at ? marketClosedDoubt(signal.instrument, at) : null;
  if (closed) doubts.push(closed);
  const refusal =
    Math.abs(r) > maxAbsR
      ? `This exit would record ${r > 0 ? '+' : '\u2212'}${Math.abs(r).toFixed(2)} R, beyond the ±${maxAbsR} R any signal can reach here. Check the price: it is not recorded.`
      : null;
  return { exitPrice, pips, r, doubts, refusal };
}

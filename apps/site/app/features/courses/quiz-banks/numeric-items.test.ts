import { describe, expect, it } from 'vitest';
import { pairFor } from '~/platform/trading-math/currencies';
import { margin } from '~/platform/trading-math/margin';
import { pipValue } from '~/platform/trading-math/pip-value';
import { positionSize } from '~/platform/trading-math/position-size';
import { profit } from '~/platform/trading-math/profit';
import { riskReward } from '~/platform/trading-math/risk-reward';
import { gradeAttempt } from '../quiz-engine.server';
import { banks } from './banks.server';
import { seededRandom, type ToolCall } from './numeric-item';

// Each numeric item, drawn 100 times: the key the quiz grades against is the trader tool's own answer for the
// numbers the page shows, the key as shown is accepted, an answer well outside the tolerance is not, and the
// numbers stay in realistic ranges.

/** The tool's answer, asked of the tool's function directly (not through the engine's dispatch). */
function toolAnswer(call: ToolCall): number {
  const pair = pairFor(call.input.pair);
  if (call.tool === 'pip-value') return pipValue({ ...call.input, pair })[call.read];
  if (call.tool === 'position-size') return positionSize({ ...call.input, pair })[call.read];
  if (call.tool === 'margin') return margin({ ...call.input, pair }).margin;
  if (call.tool === 'risk-reward') return riskReward({ ...call.input, pair })[call.read];
  const result = profit({ ...call.input, pair });
  if (call.read === 'loss') return -result.profit;
  if (call.read === 'spread') return result.costs!.spread;
  return result[call.read];
}

/** Where each instrument's prices are drawn: the ranges of recent years. */
const bands: Record<string, [number, number]> = {
  EURUSD: [1.04, 1.21],
  GBPUSD: [1.19, 1.36],
  USDJPY: [139, 162],
  AUDUSD: [0.59, 0.71],
  GBPJPY: [179, 204],
  XAUUSD: [2290, 2800],
};

function pricesOf(call: ToolCall): number[] {
  const input = call.input as Record<string, unknown>;
  // A position size's `stop` is a distance in pips, not a price.
  if (call.tool === 'position-size') return [call.input.price];
  return ['price', 'open', 'close', 'entry', 'stop', 'target'].flatMap((name) =>
    typeof input[name] === 'number' ? [input[name]] : [],
  );
}

const numericItems = Object.entries(banks).flatMap(([module, bank]) => bank.numeric.map((item) => ({ module, item })));

describe('numeric items', () => {
  it('give each module at least 8 numeric items with unique ids', () => {
    for (const bank of Object.values(banks)) expect(bank.numeric.length).toBeGreaterThanOrEqual(8);
    const ids = numericItems.map(({ item }) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(numericItems.map(({ module, item }) => [item.id, module, item] as const))(
    '%s: its key is the calculator’s answer over 100 draws',
    (id, _module, item) => {
      for (let seed = 1; seed <= 100; seed += 1) {
        // The engine's own seeded source, as an attempt would use it.
        const draw = item.draw(seededRandom(seed * 7919));
        const key = toolAnswer(draw.call);
        expect(Number.isFinite(key), `${id} seed ${seed}`).toBe(true);
        expect(key, `${id} seed ${seed}: a question whose answer is 0 or negative`).toBeGreaterThan(0);
        const [low, high] = bands[draw.call.input.pair]!;
        for (const value of pricesOf(draw.call)) {
          expect(value, `${id} seed ${seed}`).toBeGreaterThanOrEqual(low);
          expect(value, `${id} seed ${seed}`).toBeLessThanOrEqual(high);
        }
        expect(draw.prompt).not.toMatch(/NaN|undefined|Infinity/);

        const graded = gradeAttempt([{ id, seed: seed * 7919 }], { q1: [key.toFixed(draw.decimals)] });
        expect(graded.items[0]!.keyText!.replaceAll(',', '')).toBe(
          `${key.toFixed(draw.decimals)}${draw.unit ? ` ${draw.unit}` : ''}`,
        );
        expect(graded.score, `${id} seed ${seed}: the key as shown is refused`).toBe(1);
        const far = key * 1.05 + 1;
        expect(gradeAttempt([{ id, seed: seed * 7919 }], { q1: [String(far)] }).score).toBe(0);
        expect(graded.items[0]!.explanation).not.toMatch(/NaN|undefined|Infinity/);

        // A count and its noun agree: "1 lot", "0.5 lots", never "1 lots" or "2 pip".
        for (const text of [draw.prompt, graded.items[0]!.explanation!]) {
          expect(text, `${id} seed ${seed}`).not.toMatch(/(?<![\d.,])1 (lots|pips)\b/);
          expect(text, `${id} seed ${seed}`).not.toMatch(/(?<![\d.,])(?!1 )\d[\d.,]* (lot|pip)\b/);
        }

        const answer = (typed: number) =>
          gradeAttempt([{ id, seed: seed * 7919 }], { q1: [typed.toFixed(draw.decimals)] }).score === 1;
        if (draw.call.tool === 'position-size' && draw.call.read === 'lots') {
          // "Round down to 0.01 lots": a size one step above the key risks more than the budget.
          expect(draw.prompt).toMatch(/round down to 0\.01 lots/i);
          expect(answer(key + 0.01), `${id} seed ${seed}: the rounded-up size is accepted`).toBe(false);
          if (key >= 0.02) expect(answer(key - 0.01)).toBe(true);
          expect(answer(key - 0.02)).toBe(false);
        }
        if (draw.call.tool === 'risk-reward' && draw.call.read === 'ratio') {
          // The prompt states the precision the grading holds the answer to.
          expect(draw.prompt, `${id}: the prompt does not say how precise the ratio must be`).toMatch(/two decimals/);
          expect(answer(Number(key.toFixed(2)))).toBe(true);
          expect(answer(key + 0.02)).toBe(false);
        }
      }
    },
  );
});

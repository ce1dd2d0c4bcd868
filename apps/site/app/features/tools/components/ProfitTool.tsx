import { profitGuide } from '~/content/tools/profit';
import { profitShape } from '~/features/tools/tool-shapes';
import type { FieldOf, ValuesOf } from '~/features/tools/tool-values';
import { costCopy, pairHint, priceHint, rateCopy, samplePlus } from './tool-options';
import { calculator } from './ToolCalculator';

/** With a new pair, its sample price to open at and 100 pips (or points) higher to close at. */
function adjust(
  next: ValuesOf<typeof profitShape>,
  changed: FieldOf<typeof profitShape>,
): ValuesOf<typeof profitShape> {
  if (changed !== 'pair') return next;
  return { ...next, open: samplePlus(next.pair, 0) ?? next.open, close: samplePlus(next.pair, 100) ?? next.close };
}

/** The profit and loss calculator with the values read from the URL. */
export const ProfitTool = calculator(
  profitShape,
  profitGuide,
  () => import('./profit-outcome').then((module) => module.profitOutcome),
  {
    fieldCopy: (field, values) => {
      if (field === 'rate') return rateCopy(values.account, values.pair, 'quote');
      if (field === 'open') return { hint: priceHint(values.pair) };
      if (field === 'pair') return pairHint(values.pair);
      return costCopy(field, values);
    },
    adjust,
  },
);

import type { ModuleSlug } from '~/content/courses/quiz-paths';
import type { ChoiceItemSource } from './choice-item';
import type { NumericItemSource } from './numeric-item';
import { choiceItems as chartsChoices } from './charts-and-technical-analysis.choices.server';
import { numericItems as chartsNumeric } from './charts-and-technical-analysis.numeric.server';
import { choiceItems as introChoices } from './introduction-to-trading.choices.server';
import { numericItems as introNumeric } from './introduction-to-trading.numeric.server';
import { choiceItems as platformsChoices } from './platforms-and-first-trades.choices.server';
import { numericItems as platformsNumeric } from './platforms-and-first-trades.numeric.server';
import { choiceItems as riskChoices } from './risk-management-and-psychology.choices.server';
import { numericItems as riskNumeric } from './risk-management-and-psychology.numeric.server';

/** Any quiz item. */
export type ItemSource = ChoiceItemSource | NumericItemSource;

/** One module's bank: its chosen-answer items and its numeric items. */
export interface Bank {
  choice: readonly ChoiceItemSource[];
  numeric: readonly NumericItemSource[];
}

/** Every module's bank; the final test draws from all four. */
export const banks: Record<ModuleSlug, Bank> = {
  'introduction-to-trading': { choice: introChoices, numeric: introNumeric },
  'charts-and-technical-analysis': { choice: chartsChoices, numeric: chartsNumeric },
  'risk-management-and-psychology': { choice: riskChoices, numeric: riskNumeric },
  'platforms-and-first-trades': { choice: platformsChoices, numeric: platformsNumeric },
};

const byId = new Map<string, ItemSource>(
  Object.values(banks).flatMap((bank) => [...bank.choice, ...bank.numeric].map((item) => [item.id, item] as const)),
);

/** The item with this id, or undefined when it has been taken out of the banks since the attempt started. */
export const itemById = (id: string): ItemSource | undefined => byId.get(id);

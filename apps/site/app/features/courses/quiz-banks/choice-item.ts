/*
 * A quiz item whose answer is chosen, not computed (numeric items are generated per attempt and graded by the trader
 * tools' own functions). Banks live in `*.server.ts` files: the answer keys never reach a page or a script before
 * the answer is submitted.
 */

/** One option with its explanation, shown after submission whichever option was chosen. */
export interface ChoiceOption {
  text: string;
  correct: boolean;
  /** Why this option is right or wrong, in one or two sentences. */
  explanation: string;
}

export interface ChoiceItemSource {
  /** Stable forever (per-item statistics are keyed by it): `<module-abbrev>-<topic>-<n>`, never renumbered. */
  id: string;
  /** single: one correct option; multiple: two or more correct ("select all that apply"); truefalse: options True, False. */
  kind: 'single' | 'multiple' | 'truefalse';
  /** The slug of the lesson that teaches it. */
  lesson: string;
  prompt: string;
  options: ChoiceOption[];
}

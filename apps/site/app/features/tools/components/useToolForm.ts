import { useRef, useState, type ChangeEvent } from 'react';
import type { FieldErrors } from '~/platform/forms/submission';
import { type ToolShape, toolSearch } from '~/features/tools/tool-values';

/** What a tool shows for some values: the messages per field, or the figures (plain data: the loader sends it). */
export interface ToolOutcome<Field extends string> {
  errors: FieldErrors<Field>;
  figures: readonly { label: string; value: string; primary?: boolean }[];
  note?: string;
  /** What to check before trusting the figures: an implausible price or rate, a large risk. */
  warnings?: readonly string[];
}

export type Evaluate<Field extends string> = (values: Record<Field, string>) => ToolOutcome<Field>;

/**
 * A tool form's state in the browser: the values as typed, kept in the address bar (replaceState, so the
 * result can be bookmarked and no request is made), and the outcome. The first outcome is the server's; the
 * rules that work out the next ones load on the first focus of a field (their zod would otherwise weigh on
 * every visit), and a change made before they arrive is worked out as soon as they do. Without scripts the
 * form submits by GET and the server renders the result.
 */
export function useToolForm<Field extends string>(options: {
  shape: ToolShape<Field>;
  initial: Record<Field, string>;
  outcome: ToolOutcome<Field>;
  loadEvaluate: () => Promise<Evaluate<Field>>;
  /** Adjusts the other values when one changes (a new pair brings its sample price). */
  adjust?: (next: Record<Field, string>, changed: Field) => Record<Field, string>;
}) {
  const { shape, initial, loadEvaluate, adjust } = options;
  const [values, setValues] = useState(initial);
  const [outcome, setOutcome] = useState(options.outcome);
  const formRef = useRef<HTMLFormElement>(null);
  const latest = useRef(initial);
  const evaluator = useRef<Promise<Evaluate<Field>> | null>(null);

  const prepare = () => (evaluator.current ??= loadEvaluate());

  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    const name = event.target.name as Field;
    if (!shape.fields.includes(name)) return;
    let next = { ...latest.current, [name]: event.target.value };
    if (adjust) next = adjust(next, name);
    latest.current = next;
    setValues(next);
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${toolSearch(shape, next)}`);
    // Values typed while the rules load are worked out once, with the latest of them.
    void prepare().then((evaluate) => {
      if (latest.current === next) setOutcome(evaluate(next));
    });
  };

  return { values, outcome, formRef, onChange, prepare };
}

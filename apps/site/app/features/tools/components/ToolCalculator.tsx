import { Button, CalculatorResult, Select, type SelectOption, TextInput } from '@upm/ui';
import type { ToolGuide } from '~/content/tools/tools.schema';
import { focusFirstInvalid } from '~/platform/forms/submission';
import type { ToolShape } from '~/features/tools/tool-values';
import * as styles from './tools.css';
import { type Evaluate, type ToolOutcome, useToolForm } from './useToolForm';

export type { ToolOutcome } from './useToolForm';

export interface ToolCalculatorProps<Field extends string> {
  /** The page's path: where the form submits without scripts. */
  action: string;
  shape: ToolShape<Field>;
  copy: ToolGuide['fields'];
  /** The values the server read from the URL. */
  initial: Record<Field, string>;
  /** Fields chosen from a list; the others are numbers. */
  options: Partial<Record<Field, readonly SelectOption[]>>;
  /** The outcome the server worked out for `initial`. */
  outcome: ToolOutcome<Field>;
  /** Loads the function that works out the outcome (the same one the server ran). */
  loadEvaluate: () => Promise<Evaluate<Field>>;
  /** A label or hint that depends on the values (the conversion rate says which way it converts). */
  fieldCopy?: (field: Field, values: Record<Field, string>) => { label?: string; hint?: string } | undefined;
  adjust?: (next: Record<Field, string>, changed: Field) => Record<Field, string>;
  resultHeading: string;
}

/**
 * A tool's form and its result. The form is a GET form, so without scripts it submits to the page and the
 * server renders the result; with scripts the result follows every change of an input at once.
 */
export function ToolCalculator<Field extends string>(props: ToolCalculatorProps<Field>) {
  const { action, shape, copy, initial, options, fieldCopy, adjust, resultHeading } = props;
  // The first render uses the URL's values and the server's outcome: no mismatch while hydrating.
  const { values, outcome, formRef, onChange, prepare } = useToolForm({ ...props, shape, initial, adjust });
  const invalid = Object.keys(outcome.errors).length > 0;

  return (
    <div className={styles.layout}>
      <form
        method="get"
        action={action}
        className={styles.form}
        ref={formRef}
        noValidate
        onFocus={() => void prepare()}
        onSubmit={(event) => {
          // The result is already on screen: a submit only leads to the first field to correct.
          event.preventDefault();
          focusFirstInvalid(formRef.current, outcome.errors);
        }}
      >
        <div className={styles.fields}>
          {shape.fields.map((field) => {
            const own = { ...copy[field], ...fieldCopy?.(field, values) };
            const common = {
              name: field,
              label: own.label ?? field,
              hint: own.hint,
              error: outcome.errors[field],
              value: values[field],
              onChange,
            };
            const list = options[field];
            return list ? (
              <Select key={field} {...common} options={list} />
            ) : (
              <TextInput
                key={field}
                {...common}
                inputMode={shape.signed?.includes(field) ? 'text' : 'decimal'}
                autoComplete="off"
                spellCheck={false}
              />
            );
          })}
        </div>
        <div>
          <Button type="submit">Calculate</Button>
        </div>
      </form>
      <CalculatorResult
        heading={resultHeading}
        figures={outcome.figures}
        invalidMessage={invalid ? 'Correct the highlighted fields to see the result.' : undefined}
        note={outcome.note}
      />
    </div>
  );
}

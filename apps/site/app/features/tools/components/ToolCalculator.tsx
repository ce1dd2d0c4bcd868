import { Button, CalculatorResult, Select, TextInput } from '@upm/ui';
import type { ToolGuide } from '~/content/tools/tools.schema';
import { focusFirstInvalid } from '~/platform/forms/submission';
import type { ToolShape } from '~/features/tools/tool-values';
import { selectOptions } from './tool-options';
import * as styles from './tools.css';
import { type Evaluate, type ToolOutcome, useToolForm } from './useToolForm';

export type { ToolOutcome } from './useToolForm';

export interface ToolCalculatorProps<Field extends string> {
  shape: ToolShape<Field>;
  /** The tool's copy: each field's label and hint, and the result's heading. */
  guide: ToolGuide;
  /** The values the server read from the URL. */
  initial: Record<Field, string>;
  /** The outcome the server worked out for `initial`. */
  outcome: ToolOutcome<Field>;
  /** Loads the function that works out the outcome (the same one the server ran). */
  loadEvaluate: () => Promise<Evaluate<Field>>;
  /** A label or hint that depends on the values (the conversion rate says which way it converts). */
  fieldCopy?: (field: Field, values: Record<Field, string>) => { label?: string; hint?: string } | undefined;
  adjust?: (next: Record<Field, string>, changed: Field) => Record<Field, string>;
}

/** What a calculator's page hands it: the values read from the URL and the outcome the server worked out for them. */
export type ToolProps<Field extends string> = Pick<ToolCalculatorProps<Field>, 'initial' | 'outcome'>;

/** How a calculator's fields behave beyond its shape: copy that depends on the values, and values that follow a change. */
export type ToolBehaviour<Field extends string> = Pick<ToolCalculatorProps<Field>, 'fieldCopy' | 'adjust'>;

/**
 * A calculator as a component of its page: its shape, its copy, the outcome it loads on first use and how its
 * fields behave, given the values and outcome of the page's URL.
 */
export function calculator<Field extends string>(
  shape: ToolShape<Field>,
  guide: ToolGuide,
  loadEvaluate: () => Promise<Evaluate<Field>>,
  behaviour: ToolBehaviour<NoInfer<Field>> = {},
) {
  return function Calculator(props: ToolProps<Field>) {
    return <ToolCalculator {...props} {...behaviour} shape={shape} guide={guide} loadEvaluate={loadEvaluate} />;
  };
}

/** A tool's form and its result; a link to other values of the page remounts the form with them. */
export function ToolCalculator<Field extends string>(props: ToolCalculatorProps<Field>) {
  return <CalculatorForm key={new URLSearchParams(props.initial).toString()} {...props} />;
}

/**
 * A tool's form and its result. The form is a GET form, so without scripts it submits to the page and the
 * server renders the result; with scripts the result follows every change of an input at once.
 */
function CalculatorForm<Field extends string>(props: ToolCalculatorProps<Field>) {
  const { shape, guide, initial, fieldCopy, adjust } = props;
  // The first render uses the URL's values and the server's outcome: no mismatch while hydrating.
  const { values, outcome, formRef, onChange, prepare } = useToolForm({ ...props, shape, initial, adjust });
  const invalid = Object.keys(outcome.errors).length > 0;

  return (
    <div className={styles.layout}>
      <form
        method="get"
        action={shape.path}
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
            const own = { ...guide.fields[field], ...fieldCopy?.(field, values) };
            const common = {
              name: field,
              label: own.label ?? field,
              hint: own.hint,
              error: outcome.errors[field],
              value: values[field],
              onChange,
            };
            const list = selectOptions[field];
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
        heading={guide.resultHeading ?? ''}
        figures={outcome.figures}
        invalidMessage={invalid ? 'Correct the highlighted fields to see the result.' : undefined}
        note={outcome.note}
        warnings={outcome.warnings}
      />
    </div>
  );
}

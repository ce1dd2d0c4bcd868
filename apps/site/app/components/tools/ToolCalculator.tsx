import { Button, CalculatorResult, type CalculatorFigure, Select, type SelectOption, TextInput } from '@upm/ui';
import type { ReactNode } from 'react';
import type { ToolGuide } from '~/content/tools/tools.schema';
import { focusFirstInvalid, type FieldErrors } from '~/lib/forms/submission';
import type { ToolForm } from '~/lib/tools/tool-fields';
import * as styles from './tools.css';
import { useToolForm } from './useToolForm';

/** What a tool shows for some values: the messages per field, or the figures. */
export interface ToolOutcome<Field extends string> {
  errors: FieldErrors<Field>;
  figures: readonly CalculatorFigure[];
  note?: ReactNode;
}

export interface ToolCalculatorProps<Field extends string> {
  /** The page's path: where the form submits without scripts. */
  action: string;
  form: ToolForm<Field, unknown>;
  copy: ToolGuide['fields'];
  /** The values the server read from the URL. */
  initial: Record<Field, string>;
  /** Fields chosen from a list; the others are numbers. */
  options: Partial<Record<Field, readonly SelectOption[]>>;
  /** Works out the outcome for some values (the same function on the server and in the browser). */
  evaluate: (values: Record<Field, string>) => ToolOutcome<Field>;
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
  const { action, form, copy, initial, options, evaluate, fieldCopy, adjust, resultHeading } = props;
  // The first render uses the URL's values, like the server: no mismatch while hydrating.
  const { values, formRef, onChange } = useToolForm(form, initial, adjust);
  const outcome = evaluate(values);
  const invalid = Object.keys(outcome.errors).length > 0;

  return (
    <div className={styles.layout}>
      <form
        method="get"
        action={action}
        className={styles.form}
        ref={formRef}
        noValidate
        onSubmit={(event) => {
          // The result is already on screen: a submit only leads to the first field to correct.
          event.preventDefault();
          focusFirstInvalid(formRef.current, outcome.errors);
        }}
      >
        <div className={styles.fields}>
          {form.fields.map((field) => {
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
              <TextInput key={field} {...common} inputMode="decimal" autoComplete="off" spellCheck={false} />
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

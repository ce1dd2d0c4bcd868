import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { Field, useFieldControl, type FieldProps } from '../Field';
import * as fieldStyles from '../Field/Field.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export type SelectProps = ComponentPropsWithoutRef<'select'> &
  FieldProps & {
    /** Options as data; `<option>` children work too (and come after these). */
    options?: readonly SelectOption[];
    /** A first, empty option ("Choose a subject…"); with `required`, the user must pick another. */
    placeholder?: string;
  };

/** A labelled native select (native for keyboard, screen readers and mobile pickers); attributes pass through. */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { options, placeholder, children, ...props },
  ref,
) {
  const { frame, control } = useFieldControl(props, `${fieldStyles.control} ${fieldStyles.select}`);
  return (
    <Field {...frame}>
      <select ref={ref} {...control}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options?.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
        {children}
      </select>
    </Field>
  );
});

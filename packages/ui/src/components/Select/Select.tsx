import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { Field, useFieldIds, type FieldProps } from '../Field';
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
  {
    label,
    hint,
    error,
    required,
    requiredLabel,
    fieldClassName,
    id,
    className,
    options,
    placeholder,
    children,
    'aria-describedby': describedBy,
    'aria-invalid': ariaInvalid,
    ...rest
  },
  ref,
) {
  const ids = useFieldIds({ id, hint, error, describedBy });
  const classes = `${fieldStyles.control} ${fieldStyles.select}`;
  return (
    <Field {...{ label, hint, error, required, requiredLabel, fieldClassName, ids }}>
      <select
        ref={ref}
        id={ids.controlId}
        required={required}
        aria-invalid={error ? true : ariaInvalid}
        aria-describedby={ids.describedBy}
        className={className ? `${classes} ${className}` : classes}
        {...rest}
      >
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

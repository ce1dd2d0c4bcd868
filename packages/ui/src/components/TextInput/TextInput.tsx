import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { Field, useFieldIds, type FieldProps } from '../Field';
import * as fieldStyles from '../Field/Field.css';

export type TextInputProps = Omit<ComponentPropsWithoutRef<'input'>, 'children'> & FieldProps;

/** A labelled single-line input (text, email, password, search, tel, url, number); native attributes pass through. */
export const TextInput = forwardRef<HTMLInputElement, TextInputProps>(function TextInput(
  {
    label,
    hint,
    error,
    required,
    requiredLabel,
    fieldClassName,
    id,
    className,
    type = 'text',
    'aria-describedby': describedBy,
    'aria-invalid': ariaInvalid,
    ...rest
  },
  ref,
) {
  const ids = useFieldIds({ id, hint, error, describedBy });
  return (
    <Field {...{ label, hint, error, required, requiredLabel, fieldClassName, ids }}>
      <input
        ref={ref}
        id={ids.controlId}
        type={type}
        required={required}
        aria-invalid={error ? true : ariaInvalid}
        aria-describedby={ids.describedBy}
        className={className ? `${fieldStyles.control} ${className}` : fieldStyles.control}
        {...rest}
      />
    </Field>
  );
});

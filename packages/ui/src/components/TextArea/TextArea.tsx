import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { Field, useFieldIds, type FieldProps } from '../Field';
import * as fieldStyles from '../Field/Field.css';

export type TextAreaProps = Omit<ComponentPropsWithoutRef<'textarea'>, 'children'> & FieldProps;

/** A labelled multi-line input; grows vertically by the user's hand; native attributes pass through. */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  {
    label,
    hint,
    error,
    required,
    requiredLabel,
    fieldClassName,
    id,
    className,
    rows = 5,
    'aria-describedby': describedBy,
    'aria-invalid': ariaInvalid,
    ...rest
  },
  ref,
) {
  const ids = useFieldIds({ id, hint, error, describedBy });
  const classes = `${fieldStyles.control} ${fieldStyles.textarea}`;
  return (
    <Field {...{ label, hint, error, required, requiredLabel, fieldClassName, ids }}>
      <textarea
        ref={ref}
        id={ids.controlId}
        rows={rows}
        required={required}
        aria-invalid={error ? true : ariaInvalid}
        aria-describedby={ids.describedBy}
        className={className ? `${classes} ${className}` : classes}
        {...rest}
      />
    </Field>
  );
});

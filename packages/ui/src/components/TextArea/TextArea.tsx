import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { Field, useFieldControl, type FieldProps } from '../Field';
import * as fieldStyles from '../Field/Field.css';

export type TextAreaProps = Omit<ComponentPropsWithoutRef<'textarea'>, 'children'> & FieldProps;

/** A labelled multi-line input; grows vertically by the user's hand; native attributes pass through. */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea({ rows = 5, ...props }, ref) {
  const { frame, control } = useFieldControl(props, `${fieldStyles.control} ${fieldStyles.textarea}`);
  return (
    <Field {...frame}>
      <textarea ref={ref} rows={rows} {...control} />
    </Field>
  );
});

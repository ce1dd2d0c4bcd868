import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { Field, useFieldControl, type FieldProps } from '../Field';
import * as fieldStyles from '../Field/Field.css';

export type TextInputProps = Omit<ComponentPropsWithoutRef<'input'>, 'children'> & FieldProps;

/** A labelled single-line input (text, email, password, search, tel, url, number); native attributes pass through. */
export const TextInput = forwardRef<HTMLInputElement, TextInputProps>(function TextInput(
  { type = 'text', ...props },
  ref,
) {
  const { frame, control } = useFieldControl(props, fieldStyles.control);
  return (
    <Field {...frame}>
      <input ref={ref} type={type} {...control} />
    </Field>
  );
});

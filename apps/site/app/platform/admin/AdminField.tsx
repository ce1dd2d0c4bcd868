import { Select, TextArea, TextInput, type TextAreaProps, type TextInputProps } from '@upm/ui';
import type { InputHTMLAttributes, TextareaHTMLAttributes } from 'react';

export interface AdminFieldProps {
  name: string;
  label: string;
  required?: boolean;
  hint?: string;
  error?: string;
  /** `decimal`: a number typed as text (any range); `yes-no`: a select of Yes, No or Not stated. */
  type?: 'text' | 'url' | 'email' | 'number' | 'password' | 'search' | 'textarea' | 'decimal' | 'date' | 'yes-no';
  defaultValue?: string;
  /** Extra attributes for the control (autocomplete, onChange...). */
  inputProps?: InputHTMLAttributes<HTMLInputElement> & TextareaHTMLAttributes<HTMLTextAreaElement>;
  className?: string;
  /** Prefix for the control's id (several forms on one page). */
  idPrefix?: string;
}

/** An admin form field from data: the ui TextInput or TextArea (label, hint and error tied by aria-describedby). */
export function AdminField({
  name,
  label,
  required,
  hint,
  error,
  type = 'text',
  defaultValue,
  inputProps,
  className,
  idPrefix = 'field',
}: AdminFieldProps) {
  const common = {
    id: `${idPrefix}-${name}`,
    name,
    label,
    required,
    hint,
    error,
    defaultValue,
    fieldClassName: className,
  };
  if (type === 'textarea') return <TextArea rows={4} {...common} {...(inputProps as TextAreaProps)} />;
  if (type === 'yes-no') {
    const options = [
      { value: 'yes', label: 'Yes' },
      { value: 'no', label: 'No' },
    ];
    return <Select {...common} placeholder="Not stated" options={options} />;
  }
  if (type === 'decimal')
    return <TextInput type="text" inputMode="decimal" {...common} {...(inputProps as TextInputProps)} />;
  return (
    <TextInput
      type={type}
      {...(type === 'number' ? { step: 'any', min: 0, max: 5, inputMode: 'decimal' as const } : {})}
      {...common}
      {...(inputProps as TextInputProps)}
    />
  );
}

import { useId, type ReactNode } from 'react';
import * as styles from './Field.css';

/** The props every form field shares (TextInput, TextArea, Select). */
export interface FieldProps {
  /** The visible label. */
  label: ReactNode;
  /** Help shown under the label and read with the control. */
  hint?: ReactNode;
  /** An error message: marks the control invalid and is read with it. */
  error?: ReactNode;
  /** Marks the control required, natively and with a visible word. */
  required?: boolean;
  /** The visible required marker. */
  requiredLabel?: string;
  /** Class name for the wrapper (the control takes `className`). */
  fieldClassName?: string;
}

export interface FieldIds {
  controlId: string;
  hintId: string | undefined;
  errorId: string | undefined;
  /** The value for the control's aria-describedby: hint, error, and any ids passed in. */
  describedBy: string | undefined;
}

/** Ids that tie a control to its label, hint and error. */
export function useFieldIds(
  props: Pick<FieldProps, 'hint' | 'error'> & { id?: string; describedBy?: string },
): FieldIds {
  const generated = useId();
  const controlId = props.id ?? `field${generated}`;
  const hintId = props.hint ? `${controlId}-hint` : undefined;
  const errorId = props.error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId, props.describedBy].filter(Boolean).join(' ') || undefined;
  return { controlId, hintId, errorId, describedBy };
}

export type FieldFrameProps = FieldProps & { ids: FieldIds; children: ReactNode };

/** Label, hint, control and error in order; the control is the child. */
export function Field({
  label,
  hint,
  error,
  required = false,
  requiredLabel = 'required',
  fieldClassName,
  ids,
  children,
}: FieldFrameProps) {
  return (
    <div className={fieldClassName ? `${styles.root} ${fieldClassName}` : styles.root}>
      <label htmlFor={ids.controlId} className={styles.label}>
        {label}
        {/* The native `required` already tells assistive technology; this is for the eye. */}
        {required && (
          <span className={styles.required} aria-hidden="true">
            ({requiredLabel})
          </span>
        )}
      </label>
      {hint && (
        <p id={ids.hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p id={ids.errorId} className={styles.error}>
          <svg className={styles.errorIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <circle cx="12" cy="12" r="9.5" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M12 7v6m0 3.5v.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <span>{error}</span>
        </p>
      )}
    </div>
  );
}

/** What a control component receives besides its own attributes: the frame's props and the ones it rewires. */
export type FieldControlInput = FieldProps & {
  id?: string;
  className?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false' | 'grammar' | 'spelling';
};

/**
 * Splits a control component's props into the Field frame's and the control's own: the control gets the
 * shared id, `required`, `aria-invalid` (true while there is an error) and `aria-describedby` (hint and error).
 */
export function useFieldControl<P extends FieldControlInput>(props: P, controlClassName: string) {
  const {
    label,
    hint,
    error,
    required,
    requiredLabel,
    fieldClassName,
    id,
    className,
    'aria-describedby': describedBy,
    'aria-invalid': ariaInvalid,
    ...rest
  } = props;
  const ids = useFieldIds({ id, hint, error, describedBy });
  const frame: Omit<FieldFrameProps, 'children'> = { label, hint, error, required, requiredLabel, fieldClassName, ids };
  const control = {
    id: ids.controlId,
    required,
    'aria-invalid': error ? true : ariaInvalid,
    'aria-describedby': ids.describedBy,
    className: className ? `${controlClassName} ${className}` : controlClassName,
    ...rest,
  };
  return { frame, control };
}

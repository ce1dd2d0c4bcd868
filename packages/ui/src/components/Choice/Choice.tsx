import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import * as styles from './Choice.css';

export type ChoiceProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className' | 'children'> & {
  type: 'radio' | 'checkbox';
  /** The label: its words, and anything beside them (a badge). */
  children: ReactNode;
  /** Classes for the row, the label element. */
  className?: string;
};

/**
 * One radio button or checkbox with its label: the native control (so forms post it without JavaScript and
 * keyboards and screen readers treat it as they should), 24px, inside a label that makes the whole row its target.
 * Group radios in a fieldset whose legend asks the question.
 */
export const Choice = forwardRef<HTMLInputElement, ChoiceProps>(function Choice(
  { type, children, className, ...input },
  ref,
) {
  return (
    <label className={className ? `${styles.root} ${className}` : styles.root}>
      <input ref={ref} type={type} className={styles.control} {...input} />
      <span>{children}</span>
    </label>
  );
});

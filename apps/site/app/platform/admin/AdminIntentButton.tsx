import { Button, type ButtonProps } from '@upm/ui';
import { Form } from 'react-router';
import * as styles from './admin.css';

export interface AdminIntentButtonProps {
  /** Where the form posts; the page's own action when left out. */
  action?: string;
  csrf: string;
  intent: string;
  /** The record the intent acts on, and anything the page needs back (its search), as hidden fields. */
  fields: Record<string, string>;
  label: string;
  /** The button's accessible name: its label and the record it acts on, as a row holds several such buttons. */
  accessibleName: string;
  variant?: ButtonProps['variant'];
}

/** One admin intent on one record, as a small button in its own form (posted with the page's form token). */
export function AdminIntentButton({
  action,
  csrf,
  intent,
  fields,
  label,
  accessibleName,
  variant = 'secondary',
}: AdminIntentButtonProps) {
  return (
    <Form method="post" action={action} className={styles.inlineForm}>
      <input type="hidden" name="csrf" value={csrf} />
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit" variant={variant} size="sm" aria-label={accessibleName}>
        {label}
      </Button>
    </Form>
  );
}

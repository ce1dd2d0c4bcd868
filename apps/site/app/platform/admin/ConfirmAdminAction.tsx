import { Button, ButtonLink } from '@upm/ui';
import type { ReactNode } from 'react';
import { Form } from 'react-router';
import * as styles from './admin.css';
import { confirmationField } from './admin-action';

export interface ConfirmAdminActionProps {
  csrf: string;
  intent: string;
  /** The first post's fields, posted again unchanged. */
  values: Record<string, string>;
  /** Where "Go back" leads: the page without the confirmation step, nothing changed. */
  backHref: string;
  /** What the action will do, in words, and what cannot be undone. */
  children: ReactNode;
  /** Fields the confirmation itself asks for (not repeated from the first post). */
  fields?: ReactNode;
  /** The confirming button's words, when "Confirm" alone would not say what it does. */
  confirmLabel?: string;
}

/**
 * The confirmation step of a destructive admin action (decision 028): the same values again in hidden fields
 * with `confirmed=1`, or back without a change. A plain form post, so it works without JavaScript.
 */
export function ConfirmAdminAction({
  csrf,
  intent,
  values,
  backHref,
  children,
  fields,
  confirmLabel = 'Confirm',
}: ConfirmAdminActionProps) {
  return (
    <Form method="post" className={styles.panel} aria-labelledby="confirm-heading">
      <h2 id="confirm-heading">Please confirm</h2>
      <p>{children}</p>
      {fields}
      <input type="hidden" name="csrf" value={csrf} />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name={confirmationField} value="1" />
      {Object.entries(values).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className={styles.modalActions}>
        <ButtonLink href={backHref} variant="outline">
          Go back
        </ButtonLink>
        <Button type="submit" variant="danger">
          {confirmLabel}
        </Button>
      </div>
    </Form>
  );
}

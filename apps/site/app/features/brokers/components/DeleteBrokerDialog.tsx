import { Button, ConfirmDialog } from '@upm/ui';
import { Form } from 'react-router';
import { confirmationField } from '~/platform/admin/admin-action';
import { dashboardUrl } from '~/platform/admin/paths';
import { DialogLink } from '~/platform/admin/DialogLink';
import * as styles from '~/platform/admin/admin.css';
import { useCloseTo } from '~/platform/admin/useCloseTo';

export interface DeleteBrokerDialogProps {
  broker: { id: string; name: string };
  csrf: string;
  /** The dashboard's search, kept when the dialog closes. */
  query: string;
}

/** "Are you sure you want to delete this broker?" (the original's words), and a delete only on confirmation (decision 028). */
export function DeleteBrokerDialog({ broker, csrf, query }: DeleteBrokerDialogProps) {
  const closeHref = dashboardUrl(query);
  const close = useCloseTo(closeHref);
  return (
    <ConfirmDialog
      open
      onOpenChange={close}
      title={`Delete ${broker.name}`}
      description="Are you sure you want to delete this broker?"
      closeHref={closeHref}
      actions={
        <Form method="post" action={dashboardUrl(query, { delete: broker.id })} className={styles.modalActions}>
          <input type="hidden" name="csrf" value={csrf} />
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name={confirmationField} value="1" />
          <input type="hidden" name="id" value={broker.id} />
          <DialogLink to={closeHref}>Cancel</DialogLink>
          <Button type="submit" variant="danger">
            Delete
          </Button>
        </Form>
      }
    />
  );
}

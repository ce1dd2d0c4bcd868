import { Button, ButtonLink, ConfirmDialog } from '@upm/ui';
import { Form, useNavigation } from 'react-router';
import { useCloseTo } from '~/platform/admin/useCloseTo';
import { confirmationField } from '~/platform/admin/admin-action';
import type { InboxMessage } from './AdminInbox';

export const deleteConfirmText = 'Are you sure you want to delete this message?';

export interface AdminInboxDeleteDialogProps {
  message: InboxMessage;
  csrfToken: string;
  /** Where the inbox lives: Cancel returns here, the delete posts here. */
  path: string;
}

/** The delete confirmation (`?confirm=<id>`): Cancel keeps the message, Delete removes it with a form post. */
export function AdminInboxDeleteDialog({ message, csrfToken, path }: AdminInboxDeleteDialogProps) {
  const busy = useNavigation().state !== 'idle';
  const close = useCloseTo(path);
  return (
    <ConfirmDialog
      open
      onOpenChange={close}
      closeHref={path}
      title="Delete message"
      description={
        <>
          {deleteConfirmText} &ldquo;{message.subject}&rdquo; will be removed for good.
        </>
      }
      actions={
        <>
          <ButtonLink href={path} variant="outline">
            Cancel
          </ButtonLink>
          <Form method="post" action={path}>
            <input type="hidden" name="csrf" value={csrfToken} />
            <input type="hidden" name="id" value={message.id} />
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name={confirmationField} value="1" />
            <Button type="submit" variant="danger" loading={busy}>
              Delete
            </Button>
          </Form>
        </>
      }
    />
  );
}

export { AdminInbox } from './AdminInbox';
export type { AdminInboxProps, InboxMessage } from './AdminInbox';
export { deleteConfirmText } from './AdminInboxDeleteDialog';

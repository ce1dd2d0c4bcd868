export { AdminInbox, deleteConfirmText } from './AdminInbox';
export type { AdminInboxProps, InboxMessage } from './AdminInbox';

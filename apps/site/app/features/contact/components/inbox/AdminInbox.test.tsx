// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AdminInbox, type AdminInboxProps, type InboxMessage } from './index';

afterEach(cleanup);

const message = (id: string, overrides: Partial<InboxMessage> = {}): InboxMessage => ({
  id,
  name: 'Ola',
  email: 'ola@example.com',
  subject: `Subject ${id}`,
  message: 'Hello <b>there</b>',
  createdAt: '2025-01-02T03:04:05.000Z',
  readAt: null,
  deliveredAt: null,
  deliveryAttempts: 0,
  lastError: null,
  ...overrides,
});

function renderInbox(props: Partial<AdminInboxProps>) {
  const all: AdminInboxProps = {
    messages: [],
    unreadCount: 0,
    csrfToken: 't',
    confirmId: null,
    mailEnabled: false,
    path: '/secure/admin/messages',
    ...props,
  };
  const Stub = createRoutesStub([{ path: '/secure/admin/messages', Component: () => <AdminInbox {...all} /> }]);
  return render(<Stub initialEntries={['/secure/admin/messages']} />);
}

describe('the admin inbox', () => {
  it('lists messages with their actions, named after each subject', () => {
    renderInbox({ messages: [message('a'), message('b', { readAt: '2025-01-03T00:00:00.000Z' })], unreadCount: 1 });
    expect(screen.getByText('2 messages, 1 unread.')).toBeInTheDocument();
    const unread = within(screen.getByRole('listitem', { name: /Subject a/ }));
    expect(unread.getByText('Unread')).toBeInTheDocument();
    expect(unread.getByRole('button', { name: /^Mark as read/ })).toHaveTextContent('Mark as read: Subject a');
    expect(unread.getByText('Hello <b>there</b>')).toBeInTheDocument();
    const read = within(screen.getByRole('listitem', { name: /Subject b/ }));
    expect(read.getByRole('button', { name: /^Mark as unread/ })).toBeInTheDocument();
    expect(read.getByRole('button', { name: /^Delete/ })).toHaveAttribute('type', 'submit');
  });

  it('asks before deleting: Cancel goes back to the inbox, Delete posts the message id', async () => {
    renderInbox({ messages: [message('a')], unreadCount: 1, confirmId: 'a' });
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete message' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this message? “Subject a” will be removed');
    expect(within(dialog).getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/secure/admin/messages');
    const form = within(dialog).getByRole('button', { name: 'Delete' }).closest('form')!;
    expect(new FormData(form).get('intent')).toBe('delete');
    expect(new FormData(form).get('id')).toBe('a');
  });

  it('says so when there are no messages', () => {
    renderInbox({});
    expect(screen.getByText('No messages yet.')).toBeInTheDocument();
    expect(screen.getByText('Messages sent through the contact form appear here.')).toBeInTheDocument();
  });
});

// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AdminShell } from './AdminShell';

afterEach(cleanup);

function renderShell(unreadMessages: number) {
  const Stub = createRoutesStub([
    {
      path: '/secure/admin/messages',
      Component: () => (
        <AdminShell username="alice" csrfToken="token" unreadMessages={unreadMessages}>
          <p>Inbox</p>
        </AdminShell>
      ),
    },
  ]);
  return render(<Stub initialEntries={['/secure/admin/messages']} />);
}

describe('the admin shell', () => {
  it('names the unread count beside Messages', async () => {
    renderShell(3);
    const nav = within(await screen.findByRole('navigation', { name: 'Admin' }));
    expect(nav.getByRole('link', { name: /^Messages/ })).toHaveAccessibleName('Messages3 unread');
  });

  it('shows no count once every message is read', async () => {
    renderShell(0);
    const nav = within(await screen.findByRole('navigation', { name: 'Admin' }));
    expect(nav.getByRole('link', { name: /^Messages/ })).toHaveAccessibleName('Messages');
  });
});

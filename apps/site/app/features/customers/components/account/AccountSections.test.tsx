// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { AccountView } from '~/features/customers/account/account.server';
import type { AccountAnswer } from '~/features/customers/account/account-action.server';
import { DataSection, PasswordSection, SessionsSection } from './AccountSections';

afterEach(cleanup);

const account: AccountView = {
  name: 'Ada',
  email: 'ada@example.com',
  createdAt: '2026-11-01T10:00:00.000Z',
  hasPassword: true,
  pendingEmail: null,
  passkeys: [],
  sessions: [
    {
      handle: 'h1',
      current: true,
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0',
      createdAt: '2026-11-01T10:00:00.000Z',
      lastSeenAt: '2026-11-02T10:00:00.000Z',
    },
  ],
  webinarRegistrations: [],
};

function renderSection(element: React.ReactNode) {
  const Stub = createRoutesStub([{ path: '/account', Component: () => <>{element}</> }]);
  render(<Stub initialEntries={['/account']} />);
}

describe('the account sections', () => {
  it('asks for the current password only when the account has one, and shows a refusal beside its field', () => {
    const answer: AccountAnswer = {
      intent: 'password',
      ok: false,
      fieldErrors: { currentPassword: 'The current password is not right.' },
    };
    renderSection(<PasswordSection account={account} csrfToken="t" answer={answer} />);
    const current = screen.getByLabelText(/Current password/);
    expect(current).toHaveAccessibleDescription('The current password is not right.');
    expect(current).toHaveValue('');
    cleanup();
    renderSection(<PasswordSection account={{ ...account, hasPassword: false }} csrfToken="t" answer={undefined} />);
    expect(screen.queryByLabelText(/Current password/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Set password' })).toBeInTheDocument();
  });

  it('offers "Sign out everywhere else" only when another session exists, and names each by device', () => {
    renderSection(<SessionsSection account={account} csrfToken="t" answer={undefined} />);
    expect(screen.getByText('No other browser is signed in.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign out everywhere else' })).toBeNull();
    cleanup();
    const other = {
      handle: 'h2',
      current: false,
      userAgent: null,
      createdAt: account.createdAt,
      lastSeenAt: account.createdAt,
    };
    renderSection(
      <SessionsSection
        account={{ ...account, sessions: [...account.sessions, other] }}
        csrfToken="t"
        answer={undefined}
      />,
    );
    const region = screen.getByRole('region', { name: 'Where you are signed in' });
    expect(within(region).getByText('Chrome on Linux (this browser)')).toBeInTheDocument();
    expect(
      within(region).getByRole('button', { name: /^Sign out Unknown device, last seen 1 November 2026/ }),
    ).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Sign out everywhere else' })).toBeInTheDocument();
  });

  it('deletes with the password form only when there is a password, and says what is kept', () => {
    renderSection(
      <DataSection account={account} csrfToken="t" answer={undefined} kept={['Certificates stay valid.']} />,
    );
    expect(screen.getByRole('link', { name: 'Download my data (JSON)' })).toHaveAttribute('href', '/account/data.json');
    expect(screen.getByRole('button', { name: 'Delete my account' })).toBeInTheDocument();
    expect(screen.getByText(/erased 7 days later/)).toHaveTextContent('Certificates stay valid.');
    cleanup();
    renderSection(
      <DataSection account={{ ...account, hasPassword: false }} csrfToken="t" answer={undefined} kept={[]} />,
    );
    expect(screen.queryByRole('button', { name: 'Delete my account' })).toBeNull();
  });
});

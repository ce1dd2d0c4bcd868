// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { emptyBrokerDetails } from '~/features/brokers/broker-details';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { brokerToFormValues } from '~/features/brokers/broker-form';
import AdminDashboard from './admin-dashboard';
import AdminLayout from '~/routes/admin/layout';

afterEach(cleanup);

const broker = {
  id: 'b1',
  name: 'Atlas Markets',
  description: 'A broker.',
  logo: '',
  minDeposit: '$1',
  spreads: 'From 0.0 pips',
  leverage: '1:500',
  platforms: 'MT4, MT5',
  isActive: false,
  clicks30d: 0,
};

const page = (extra: Record<string, unknown> = {}) => ({
  csrf: 'token',
  query: '',
  counts: { total: 1, active: 0, inactive: 1 },
  brokers: [broker],
  dialog: null,
  missing: false,
  notice: null,
  clicks: {
    period: 30,
    days: ['2026-11-24', '2026-11-25'],
    series: [{ brokerId: 'b1', name: 'Atlas Markets', counts: [0, 3], total: 3 }],
  },
  ...extra,
});

/** The dashboard inside the admin layout, with the loaders' data given here instead of read from a database. */
function renderDashboard(data: ReturnType<typeof page>, url = '/secure/admin/dashboard') {
  const Stub = createRoutesStub([
    {
      id: 'routes/admin/layout',
      Component: AdminLayout,
      loader: () => ({ username: 'alice', csrf: 'token', unreadMessages: 2 }),
      children: [{ path: '/secure/admin/dashboard', Component: AdminDashboard, loader: () => data }],
    },
  ]);
  return render(<Stub initialEntries={[url]} />);
}

describe('the admin dashboard in the admin layout', () => {
  it('shows the shell once (who is signed in, navigation, Logout) around the counters and cards', async () => {
    renderDashboard(page({ notice: 'Broker saved.' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Signed in as alice')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Logout' })).toHaveLength(1);
    const nav = within(screen.getByRole('navigation', { name: 'Admin' }));
    expect(nav.getByRole('link', { name: /^Messages/ })).toHaveTextContent('Messages2 unread');
    expect(nav.getByRole('link', { name: 'Brokers' })).toHaveAttribute('href', '/secure/admin/dashboard');
    expect(screen.getByText('Inactive Brokers').nextSibling).toHaveTextContent('1');
    expect(screen.getByRole('status')).toHaveTextContent('Broker saved.');
    // The click-out chart names its numbers, with a table and a CSV of the same.
    expect(
      screen.getByRole('img', { name: 'Atlas Markets: 3 click-outs over 2 days, most on 2026-11-25 (3)' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download CSV (30 days)' })).toHaveAttribute(
      'href',
      '/secure/admin/clicks.csv?days=30',
    );
    expect(screen.getByRole('link', { name: 'Last 30 days' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Add New Broker' })).toHaveAttribute(
      'href',
      '/secure/admin/dashboard?new=1',
    );
    expect(within(screen.getByRole('article')).getByRole('button', { name: /^Activate/ })).toBeInTheDocument();
  });

  it('opens the edit dialog prefilled, and the delete confirmation, from the data the URL asked for', async () => {
    const stored = {
      ...emptyBrokerDetails,
      ...broker,
      slug: 'atlas-markets',
      website: 'https://atlas.example/',
      features: [],
      rating: 4.5,
      regulation: ['FCA'],
      tradingPlatforms: ['MT4', 'MT5'],
      accountTypes: ['Standard', 'Pro'],
      contactEmail: '',
      referralLink: '',
      createdAt: '',
      updatedAt: '',
    };
    renderDashboard(page({ dialog: { kind: 'edit', id: 'b1', values: brokerToFormValues(stored) } }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Broker' });
    expect(within(dialog).getByLabelText(/Platforms/)).toHaveValue('MT4, MT5');
    expect(within(dialog).getByRole('button', { name: 'Update Broker' })).toHaveAttribute('type', 'submit');
    cleanup();
    renderDashboard(page({ dialog: { kind: 'delete', id: 'b1', name: 'Atlas Markets' } }));
    // Queried afresh in each try: the dialog rendered in place during the first render is replaced by the
    // portalled one once useHydrated's transition commits, and a detached element has no description to read.
    await waitFor(() =>
      expect(screen.getByRole('alertdialog', { name: 'Delete Atlas Markets' })).toHaveAccessibleDescription(
        'Are you sure you want to delete this broker?',
      ),
    );
    const confirm = screen.getByRole('alertdialog', { name: 'Delete Atlas Markets' });
    expect(within(confirm).getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/secure/admin/dashboard');
  });

  it('says when the broker a link named no longer exists', async () => {
    renderDashboard(page({ missing: true }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This broker no longer exists.');
  });
});

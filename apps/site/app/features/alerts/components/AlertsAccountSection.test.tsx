// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { AlertsAccountData } from '~/features/alerts/account-section.server';
import { AlertsAccountSection } from './AlertsAccountSection';

afterEach(cleanup);

function renderSection(data: AlertsAccountData, entry = '/account') {
  const Stub = createRoutesStub([
    { path: '/account', Component: () => <AlertsAccountSection data={data} csrfToken="form-token" /> },
  ]);
  return render(<Stub initialEntries={[entry]} />);
}

describe('AlertsAccountSection', () => {
  it('offers to subscribe the account address when there is no subscription', () => {
    renderSection({ email: 'dana@example.com', subscription: null });
    expect(screen.getByText(/Get an e-mail at dana@example.com/)).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Every signal' })).toHaveProperty('checked', true);
    const button = screen.getByRole('button', { name: 'Send me the confirmation e-mail' });
    const form = button.closest('form')!;
    expect(form.getAttribute('action')).toBe('/services/signals/alerts/account');
    expect(within(form).getByDisplayValue('form-token')).toHaveProperty('name', 'csrf');
  });

  it('shows an active subscription with its instruments ticked, a save and an unsubscribe button', () => {
    renderSection(
      {
        email: 'dana@example.com',
        subscription: { email: 'dana@example.com', status: 'active', instruments: ['EUR/USD'] },
      },
      '/account?alerts=saved',
    );
    expect(screen.getByText('Alerts for EUR/USD signals go to dana@example.com.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Your choice of instruments is saved.');
    expect(screen.getByRole('checkbox', { name: 'EUR/USD' })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: 'USD/JPY' })).toHaveProperty('checked', false);
    expect(screen.getByRole('button', { name: 'Save my choice' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Unsubscribe from signal alerts' })).toBeTruthy();
  });

  it('says a pending subscription waits for its confirmation', () => {
    renderSection({
      email: 'dana@example.com',
      subscription: { email: 'dana@example.com', status: 'pending', instruments: 'all' },
    });
    expect(screen.getByText(/your alerts start once you follow its link/)).toBeTruthy();
  });
});

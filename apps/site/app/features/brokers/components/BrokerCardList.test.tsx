// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { BrokerCardList } from './BrokerCardList';

afterEach(cleanup);

const broker = {
  id: 'b1',
  name: 'Atlas Markets',
  description: 'A broker.',
  logo: '/brokers/atlas-markets.svg',
  minDeposit: '$1',
  spreads: 'From 0.0 pips',
  leverage: '1:500',
  platforms: 'MT4, MT5',
  isActive: true,
  clicks30d: 3,
};

function renderAt(element: ReactNode) {
  const Stub = createRoutesStub([{ path: '/secure/admin/dashboard', Component: () => element }]);
  return render(<Stub initialEntries={['/secure/admin/dashboard']} />);
}

describe('the dashboard broker cards', () => {
  it('name each action after its broker and keep the search in every link', () => {
    renderAt(<BrokerCardList brokers={[broker]} total={1} query="fx" csrf="t" loading={false} />);
    const card = within(screen.getByRole('article', { name: 'Atlas Markets' }));
    expect(card.getByText('Active')).toBeInTheDocument();
    // Each repeated action carries the broker's name for screen readers.
    const toggle = card.getByRole('button', { name: /^Deactivate/ });
    expect(toggle).toHaveTextContent('Deactivate Atlas Markets');
    expect(toggle).toHaveAttribute('type', 'submit');
    expect(card.getByRole('link', { name: /^Edit/ })).toHaveTextContent('Edit Atlas Markets');
    expect(card.getByRole('link', { name: /^Edit/ })).toHaveAttribute('href', '/secure/admin/dashboard?q=fx&edit=b1');
    expect(card.getByRole('link', { name: /^Delete/ })).toHaveAttribute(
      'href',
      '/secure/admin/dashboard?q=fx&delete=b1',
    );
  });

  it('offers the first broker when there is none, and says when the search matches nothing', () => {
    const { unmount } = renderAt(<BrokerCardList brokers={[]} total={0} query="" csrf="t" loading={false} />);
    expect(screen.getByRole('link', { name: 'Add Your First Broker' })).toHaveAttribute(
      'href',
      '/secure/admin/dashboard?new=1',
    );
    unmount();
    renderAt(<BrokerCardList brokers={[]} total={2} query="zebra" csrf="t" loading={false} />);
    expect(screen.getByText('No brokers match “zebra”.')).toBeInTheDocument();
  });
});

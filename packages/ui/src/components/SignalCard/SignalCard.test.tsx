import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SignalCard } from './SignalCard';

describe('SignalCard', () => {
  it('names the pair and gives every level a label', () => {
    render(<SignalCard pair="EUR/USD" action="BUY" entry="1.0850" stopLoss="1.0800" takeProfit="1.0950" />);
    const card = screen.getByRole('article', { name: 'EUR/USD' });
    const terms = within(card)
      .getAllByRole('term')
      .map((term) => term.textContent);
    const values = within(card)
      .getAllByRole('definition')
      .map((value) => value.textContent);
    expect(terms).toEqual(['Currency Pair', 'Entry', 'Stop Loss', 'Take Profit']);
    expect(values).toEqual(['EUR/USD', '1.0850', '1.0800', '1.0950']);
  });

  it('says the action in words, not only by colour', () => {
    const { rerender } = render(
      <SignalCard pair="EUR/USD" action="BUY" entry="1.0850" stopLoss="1.0800" takeProfit="1.0950" />,
    );
    expect(screen.getByText('BUY')).toBeInTheDocument();
    expect(screen.getByText('Action:', { exact: false })).toBeInTheDocument();
    rerender(<SignalCard pair="EUR/USD" action="SELL" entry="1.0850" stopLoss="1.0900" takeProfit="1.0750" />);
    expect(screen.getByText('SELL')).toBeInTheDocument();
  });

  it('shows the risk note when given', () => {
    render(
      <SignalCard pair="EUR/USD" action="BUY" entry="1" stopLoss="0" takeProfit="2" riskNote="Risk 1% at most." />,
    );
    expect(screen.getByText('Risk 1% at most.')).toBeInTheDocument();
  });
});

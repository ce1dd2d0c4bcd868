// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Signal } from '~/features/signals/signal-types';
import { ConfirmSignalAction } from './ConfirmSignalAction';
import { NewSignalForm } from './NewSignalForm';
import { SignalDetail } from './SignalDetail';

afterEach(cleanup);

const signal: Signal = {
  id: 's1',
  instrument: 'EUR/USD',
  direction: 'BUY',
  orderType: 'market',
  entry: 1.08,
  initialStopLoss: 1.075,
  stopLoss: 1.075,
  takeProfit: 1.09,
  note: 'Breakout retest',
  validUntil: null,
  status: 'active',
  outcome: null,
  cancelReason: null,
  publishedAt: '2026-12-02T12:00:00.000Z',
  triggeredAt: '2026-12-02T12:00:00.000Z',
  closedAt: null,
  exitPrice: null,
  resultPips: null,
  resultR: null,
  publishedBy: 'analyst',
  demo: false,
};
const wednesday = '2026-12-02T14:00:00.000Z';
const saturday = '2026-12-05T14:00:00.000Z';

/** Renders `element` at an admin URL: the forms post through React Router's Form. */
async function renderAt(element: React.ReactNode, role = 'button') {
  const Stub = createRoutesStub([{ path: '/secure/admin/signals/:id', Component: () => element }]);
  render(<Stub initialEntries={['/secure/admin/signals/s1']} />);
  await screen.findAllByRole(role);
}

const confirm = (intent: 'amend' | 'close', values: Record<string, string>, now: string) =>
  renderAt(<ConfirmSignalAction signal={signal} csrf="t" intent={intent} values={values} maxAbsR={20} now={now} />);

describe('the signal admin forms', () => {
  it('asks a reason and a tick to move the stop further from the entry, none to move it closer', async () => {
    await confirm('amend', { stopLoss: '1.05500', takeProfit: '1.09000' }, wednesday);
    expect(screen.getByText(/further from the entry, from 1\.07500 to 1\.05500/)).toBeTruthy();
    expect(screen.getByLabelText(/^Why the stop moves further from the entry/)).toBeTruthy();
    expect(screen.getByLabelText('I have checked this change and confirm it.')).toBeTruthy();
    cleanup();
    await confirm('amend', { stopLoss: '1.07800', takeProfit: '1.09000' }, wednesday);
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('asks a reason and a tick to close while the market is shut, on the server’s clock', async () => {
    await confirm('close', { outcome: 'take-profit' }, saturday);
    expect(screen.getByText(/The EUR\/USD market is closed now \(Saturday 14:00 GMT\)/)).toBeTruthy();
    expect(screen.getByLabelText(/^Why this close is right/)).toHaveAccessibleDescription(
      expect.stringMatching(/Please check this close:.*market is closed now/),
    );
    cleanup();
    await confirm('close', { outcome: 'take-profit' }, wednesday);
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('requires the reasoning, and shows the reason field only once the server finds the market closed', async () => {
    const policy = { minRiskReward: 2, fourEyes: false };
    await renderAt(<NewSignalForm csrf="t" policy={policy} />);
    expect(screen.getByLabelText(/^Reasoning/)).toHaveProperty('required', true);
    expect(screen.queryByLabelText(/Why publish while the market is closed/)).toBeNull();
    cleanup();
    const warning = 'The EUR/USD market is closed now (Saturday 14:00 GMT): nobody can trade at this price.';
    await renderAt(
      <NewSignalForm csrf="t" policy={policy} values={{ note: 'Breakout retest' }} errors={{ reason: warning }} />,
    );
    const reason = screen.getByRole('textbox', { name: /Why publish while the market is closed/ });
    expect(reason).toHaveProperty('required', true);
    // The warning is the field's own error: announced with the field, which is marked invalid.
    expect(reason).toHaveAccessibleDescription(expect.stringContaining(warning));
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Reasoning/)).toHaveProperty('value', 'Breakout retest');
  });

  it('says so when a signal from before the rule has no reasoning, and never invents one', async () => {
    await renderAt(<SignalDetail signal={{ ...signal, note: null }} events={[]} />, 'heading');
    expect(
      screen.getByText(/None recorded: this signal was published before the reasoning became required/),
    ).toBeTruthy();
    cleanup();
    await renderAt(<SignalDetail signal={signal} events={[]} />, 'heading');
    expect(screen.getByText('Breakout retest')).toBeTruthy();
  });
});

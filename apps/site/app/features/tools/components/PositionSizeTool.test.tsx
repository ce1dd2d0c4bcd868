// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { positionSizeShape } from '~/features/tools/tool-shapes';
import type { ValuesOf } from '~/features/tools/tool-values';
import { positionSizeOutcome } from './position-size-outcome';
import { PositionSizeTool } from './PositionSizeTool';

/** The tool as the page renders it: the server's outcome for the URL's values, the rules loaded on first focus. */
const renderTool = (initial: ValuesOf<typeof positionSizeShape>) =>
  render(<PositionSizeTool initial={initial} outcome={positionSizeOutcome(initial)} />);

afterEach(cleanup);

const result = () => screen.getByRole('region', { name: 'Your position size' });

describe('the position-size calculator', () => {
  it('shows the result of the URL values, then follows each input and keeps the URL in step', async () => {
    const user = userEvent.setup();
    renderTool(positionSizeShape.defaults);
    expect(result()).toHaveTextContent('0.20 lots');
    const risk = screen.getByLabelText('Risk per trade (%)');
    await user.clear(risk);
    await user.type(risk, '2');
    await waitFor(() => expect(result()).toHaveTextContent('0.40 lots'));
    expect(window.location.search).toContain('risk=2');
  });

  it('cautions as soon as the risk typed is over 5% of the balance, in the result’s live region', async () => {
    const user = userEvent.setup();
    renderTool(positionSizeShape.defaults);
    expect(screen.queryByText(/^Caution:/)).not.toBeInTheDocument();
    const risk = screen.getByLabelText('Risk per trade (%)');
    await user.clear(risk);
    await user.type(risk, '6');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(/Caution: this trade risks 6% of the balance/),
    );
  });

  it('brings the new pair’s sample price and asks for the rate when the account is neither currency', async () => {
    const user = userEvent.setup();
    renderTool({ ...positionSizeShape.defaults, account: 'GBP' });
    await user.selectOptions(screen.getByLabelText('Instrument'), 'EURJPY');
    expect(screen.getByLabelText('Price of the pair')).toHaveValue('162.75');
    const rate = screen.getByLabelText('Conversion rate: 1 JPY = ? GBP');
    await waitFor(() => expect(rate).toHaveAttribute('aria-invalid', 'true'));
    expect(rate).toHaveAccessibleDescription(/Enter the conversion rate, 1 JPY = \? GBP\./);
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(rate).toHaveFocus();
    await user.type(rate, '0.0052');
    // £100 / (50 pips × 0.01 JPY × 0.0052) = 38,461 units → 0.38 lots, risking 38,000 × 0.5 × 0.0052 = £98.80.
    await waitFor(() => expect(result()).toHaveTextContent('0.38 lots'));
    expect(result()).toHaveTextContent('£98.80');
  });
});

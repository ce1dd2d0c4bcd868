// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { emptyBrokerFormValues } from '~/features/brokers/broker-form';
import { type BrokerFormFailure, BrokerFormDialog } from './BrokerFormDialog';

afterEach(cleanup);

function renderAt(element: ReactNode) {
  const Stub = createRoutesStub([{ path: '/secure/admin/dashboard', Component: () => element }]);
  return render(<Stub initialEntries={['/secure/admin/dashboard']} />);
}

describe('the dashboard broker form', () => {
  it('refuses an empty form in the browser, shows the messages and focuses the first invalid field', async () => {
    renderAt(<BrokerFormDialog dialog={{ kind: 'add', values: emptyBrokerFormValues }} csrf="t" query="" />);
    const dialog = await screen.findByRole('dialog', { name: 'Add New Broker' });
    await userEvent.click(screen.getByRole('button', { name: 'Add Broker' }));
    expect(dialog).toHaveTextContent('Broker Name is required');
    expect(dialog).toHaveTextContent('Platforms is required');
    expect(screen.getByLabelText(/Broker Name/)).toHaveFocus();
  });

  it('focuses the first field the server refused, keeping what was typed', async () => {
    // The refusal arrives while the dialog is open, as after a post.
    let refuse: (failure: BrokerFormFailure) => void = () => {};
    function OpenDialog() {
      const [failure, setFailure] = useState<BrokerFormFailure>();
      refuse = setFailure;
      const dialog = { kind: 'edit', id: 'b1', values: emptyBrokerFormValues } as const;
      return <BrokerFormDialog dialog={dialog} csrf="t" query="fx" failure={failure} />;
    }
    renderAt(<OpenDialog />);
    await screen.findByRole('dialog', { name: 'Edit Broker' });
    act(() =>
      refuse({
        error: 'Please correct the highlighted fields.',
        fieldErrors: { website: 'Website URL must be a valid URL starting with http:// or https://' },
        values: { ...emptyBrokerFormValues, name: 'Kept', website: 'nope' },
      }),
    );
    await waitFor(() => expect(screen.getByLabelText(/Website URL/)).toHaveFocus());
    expect(screen.getByLabelText(/Broker Name/)).toHaveValue('Kept');
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the highlighted fields.');
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/secure/admin/dashboard?q=fx');
  });
});

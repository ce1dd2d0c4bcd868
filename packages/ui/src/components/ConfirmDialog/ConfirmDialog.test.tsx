import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './ConfirmDialog';

describe('ConfirmDialog', () => {
  it('asks in an alertdialog, focuses Cancel first, and confirms only on the confirm button', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(
      <ConfirmDialog
        description="Are you sure you want to delete this broker?"
        confirmLabel="Delete"
        onConfirm={onConfirm}
        trigger={<button type="button">Delete broker</button>}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Delete broker' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to delete this broker?');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onConfirm).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Delete broker' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('takes custom actions (a form that confirms without JavaScript)', async () => {
    render(
      <ConfirmDialog
        open
        description="Are you sure you want to delete this broker?"
        actions={
          <form method="post">
            <button type="submit">Delete</button>
          </form>
        }
      />,
    );
    expect(await screen.findByRole('button', { name: 'Delete' })).toHaveAttribute('type', 'submit');
  });
});

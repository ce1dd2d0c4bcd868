import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { ConfirmDialog } from './ConfirmDialog';

const screen = () => within(document.body);

const meta = {
  title: 'Admin/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    title: 'Delete broker',
    description: 'Are you sure you want to delete this broker?',
    confirmLabel: 'Delete',
    trigger: <Button variant="danger">Delete</Button>,
    onConfirm: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** An alertdialog asking the delete question; focus starts on Cancel, the safe choice. */
export const Opens: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete' }));
    const dialog = await screen().findByRole('alertdialog', { name: 'Delete broker' });
    await expect(dialog).toHaveAccessibleDescription('Are you sure you want to delete this broker?');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
  },
};

/** Confirming calls onConfirm and closes. */
export const Confirms: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete' }));
    const dialog = await screen().findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen().queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/** Cancel and Escape close without confirming; focus returns to the trigger. */
export const CancelsWithoutConfirming: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Delete' });
    await userEvent.click(trigger);
    await userEvent.click(within(await screen().findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen().queryByRole('alertdialog')).not.toBeInTheDocument());
    await userEvent.click(trigger);
    await screen().findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen().queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

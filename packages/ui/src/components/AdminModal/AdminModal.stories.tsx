import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { AdminModal, AdminModalClose } from './AdminModal';
import * as styles from './AdminModalStories.css';

// The dialog renders in a portal on <body>, outside the story's canvas.
const screen = () => within(document.body);

function BrokerFormBody() {
  return (
    <form className={styles.form} onSubmit={(event) => event.preventDefault()}>
      <label className={styles.field}>
        Broker Name
        <input className={styles.input} name="name" />
      </label>
      <label className={styles.field}>
        Spreads
        <input className={styles.input} name="spreads" />
      </label>
      <div className={styles.actions}>
        <AdminModalClose asChild>
          <Button variant="outline">Cancel</Button>
        </AdminModalClose>
        <Button type="submit">Save</Button>
      </div>
    </form>
  );
}

const meta = {
  title: 'Admin/AdminModal',
  component: AdminModal,
  args: {
    title: 'Add New Broker',
    description: 'Fields marked required must be filled in.',
    trigger: <Button>Add New Broker</Button>,
    children: <BrokerFormBody />,
  },
} satisfies Meta<typeof AdminModal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

const openIt = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add New Broker' }));
  return screen().findByRole('dialog', { name: 'Add New Broker' });
};

/** The trigger opens the dialog with its title and description; focus moves inside. */
export const Opens: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openIt(canvasElement);
    await expect(dialog).toHaveAccessibleDescription('Fields marked required must be filled in.');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  },
};

/** Cancel closes it and focus returns to the trigger. */
export const CancelCloses: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openIt(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen().queryByRole('dialog')).not.toBeInTheDocument());
    await expect(within(canvasElement).getByRole('button', { name: 'Add New Broker' })).toHaveFocus();
  },
};

/** The × button closes it. */
export const CloseButtonCloses: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openIt(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen().queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Escape closes it and focus returns to the trigger. */
export const EscapeCloses: Story = {
  play: async ({ canvasElement }) => {
    await openIt(canvasElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen().queryByRole('dialog')).not.toBeInTheDocument());
    await expect(within(canvasElement).getByRole('button', { name: 'Add New Broker' })).toHaveFocus();
  },
};

/** Tab and Shift+Tab cycle inside the dialog: focus never reaches the page behind. */
export const FocusTrapped: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openIt(canvasElement);
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    for (let i = 0; i < 8; i++) {
      await userEvent.tab();
      await expect(dialog.contains(document.activeElement)).toBe(true);
    }
    for (let i = 0; i < 8; i++) {
      await userEvent.tab({ shift: true });
      await expect(dialog.contains(document.activeElement)).toBe(true);
    }
  },
};

/** Open from the start (as the site renders it from `?new=1`), with the × as a link. */
export const OpenWithCloseLink: Story = {
  args: { defaultOpen: true, trigger: undefined, closeHref: '#closed' },
  play: async () => {
    const dialog = await screen().findByRole('dialog', { name: 'Add New Broker' });
    await expect(within(dialog).getByRole('link', { name: 'Close' })).toHaveAttribute('href', '#closed');
  },
};

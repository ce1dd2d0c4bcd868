import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextArea } from './TextArea';

const meta = {
  title: 'Forms/TextArea',
  component: TextArea,
  tags: ['autodocs'],
  args: { label: 'Message', name: 'message', hint: '', error: '', required: false, disabled: false, rows: 5 },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithHint: Story = { args: { hint: 'Tell us which market or course you are asking about.' } };

export const WithError: Story = {
  args: { required: true, error: 'Write a message of at least 10 characters.', defaultValue: 'Hi' },
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: 'Message' });
    await expect(textarea).toHaveAttribute('aria-invalid', 'true');
    await expect(textarea).toBeRequired();
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'Sent on 22 November.' } };

export const Typing: Story = {
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: 'Message' });
    await userEvent.click(textarea);
    await userEvent.type(textarea, 'When is the next webinar?{enter}Thanks');
    await expect(textarea).toHaveValue('When is the next webinar?\nThanks');
  },
};

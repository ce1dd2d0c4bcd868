import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextInput } from './TextInput';

const meta = {
  title: 'Forms/TextInput',
  component: TextInput,
  tags: ['autodocs'],
  args: {
    label: 'Email address',
    type: 'email',
    name: 'email',
    autoComplete: 'email',
    hint: '',
    error: '',
    required: false,
    disabled: false,
  },
  argTypes: {
    type: { control: 'select', options: ['text', 'email', 'password', 'search', 'tel', 'url', 'number'] },
  },
} satisfies Meta<typeof TextInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithHint: Story = { args: { hint: 'We only use it to reply to you.' } };

export const Required: Story = { args: { required: true } };

export const WithError: Story = {
  args: { required: true, error: 'Enter an e-mail address like name@example.com.', defaultValue: 'trader@' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email address' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Enter an e-mail address like name@example.com.');
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'trader@example.com' } };

export const Typing: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email address' });
    await userEvent.click(input);
    await userEvent.type(input, 'trader@example.com');
    await expect(input).toHaveValue('trader@example.com');
    await expect(input).toHaveFocus();
  },
};

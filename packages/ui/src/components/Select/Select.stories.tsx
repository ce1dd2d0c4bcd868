import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Select } from './Select';

const subjects = [
  { value: 'signals', label: 'Trading signals' },
  { value: 'education', label: 'Education' },
  { value: 'webinars', label: 'Webinars' },
  { value: 'brokers', label: 'Brokers' },
] as const;

const meta = {
  title: 'Forms/Select',
  component: Select,
  tags: ['autodocs'],
  args: {
    label: 'Subject',
    name: 'subject',
    options: subjects,
    placeholder: 'Choose a subject…',
    hint: '',
    error: '',
    required: false,
    disabled: false,
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithError: Story = {
  args: { required: true, error: 'Choose a subject.' },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Subject' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('Choose a subject.');
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'education' } };

export const Choosing: Story = {
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Subject' });
    await userEvent.selectOptions(select, 'webinars');
    await expect(select).toHaveValue('webinars');
  },
};

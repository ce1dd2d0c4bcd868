import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stack } from '../Stack';
import { Notice, noticePaddings, noticeTones } from './Notice';

const meta = {
  title: 'Primitives/Notice',
  component: Notice,
  tags: ['autodocs'],
  args: {
    tone: 'positive',
    padding: 'md',
    children: 'Thank you. Your message has been sent; we usually reply within one working day.',
  },
  argTypes: {
    tone: { control: 'inline-radio', options: noticeTones },
    padding: { control: 'inline-radio', options: noticePaddings },
  },
} satisfies Meta<typeof Notice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** An error announced in answer to a sign-in, with the smaller padding of a form message. */
export const Alert: Story = {
  args: { tone: 'negative', padding: 'sm', role: 'alert', children: 'Invalid email or password.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Invalid email or password.');
  },
};

/** Every tone; the words say what happened, the colour only supports them. */
export const Tones: Story = {
  render: (args) => (
    <Stack gap="4">
      <Notice {...args} tone="positive">
        You are signed in as <strong>trader@example.com</strong>.
      </Notice>
      <Notice {...args} tone="negative">
        Invalid email or password.
      </Notice>
      <Notice {...args} tone="warning">
        <strong>Advertising disclosure:</strong> we may earn a commission when you open an account.
      </Notice>
    </Stack>
  ),
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TextLink, textLinkTones, textLinkWeights } from './TextLink';

const meta = {
  title: 'Primitives/TextLink',
  component: TextLink,
  tags: ['autodocs'],
  args: { href: '/education', children: 'Start learning', tone: 'default', weight: 'regular', external: false },
  argTypes: {
    tone: { control: 'inline-radio', options: textLinkTones },
    weight: { control: 'inline-radio', options: textLinkWeights },
  },
} satisfies Meta<typeof TextLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const InText: Story = {
  render: (args) => (
    <p>
      New to trading? Read the <TextLink {...args}>beginner course</TextLink> before you open a live account.
    </p>
  ),
};

export const Muted: Story = { args: { tone: 'muted', children: 'Privacy policy' } };

export const Strong: Story = { args: { weight: 'strong', children: 'View all brokers' } };

export const External: Story = {
  args: { href: 'https://example.com', external: true, children: 'Broker website' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Broker website (opens in a new tab)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ButtonLink } from '../Button';
import { CallToAction, callToActionAligns, callToActionTones } from './CallToAction';

const meta = {
  title: 'Content/CallToAction',
  component: CallToAction,
  tags: ['autodocs'],
  args: {
    title: 'Ready to start your trading journey?',
    text: 'Get free signals, learn at your own pace, or find a broker that suits you.',
    tone: 'muted',
    align: 'center',
    headingLevel: 2,
    children: null,
  },
  argTypes: {
    tone: { control: 'inline-radio', options: callToActionTones },
    align: { control: 'inline-radio', options: callToActionAligns },
  },
  render: (args) => (
    <CallToAction {...args}>
      <ButtonLink href="/services/signals" variant={args.tone === 'inverse' ? 'inverse' : 'primary'}>
        Get Trading Signals
      </ButtonLink>
      <ButtonLink href="/education" variant={args.tone === 'inverse' ? 'secondary' : 'outline'}>
        Start Learning
      </ButtonLink>
      <ButtonLink href="/ib-partners" variant={args.tone === 'inverse' ? 'secondary' : 'outline'}>
        Choose a Broker
      </ButtonLink>
    </CallToAction>
  ),
} satisfies Meta<typeof CallToAction>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Ready to start your trading journey?' });
    await expect(within(region).getAllByRole('link')).toHaveLength(3);
  },
};

export const Inverse: Story = { args: { tone: 'inverse' } };

export const StartAligned: Story = { args: { tone: 'default', align: 'start', text: undefined } };

export const Plain: Story = { args: { tone: 'plain' } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { FeatureCard, featureCardTones } from './FeatureCard';

const meta = {
  title: 'Content/FeatureCard',
  component: FeatureCard,
  tags: ['autodocs'],
  args: {
    title: 'Risk management at the core',
    children: 'We teach risking 1-2% of your capital per trade and a risk-reward ratio of at least 1:2.',
    tone: 'plain',
    headingLevel: 3,
  },
  argTypes: { tone: { control: 'inline-radio', options: featureCardTones } },
} satisfies Meta<typeof FeatureCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Plain: Story = {};
export const Accent: Story = { args: { tone: 'accent', title: 'Transparency' } };
export const RichContent: Story = {
  args: {
    children: (
      <ul>
        <li>1-2% of capital per trade</li>
        <li>Minimum risk-reward 1:2</li>
      </ul>
    ),
  },
};

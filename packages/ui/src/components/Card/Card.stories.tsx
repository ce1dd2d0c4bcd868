import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ButtonLink } from '../Button';
import { Heading } from '../Heading';
import { Stack } from '../Stack';
import { Card, cardElements, cardPaddings, cardTones } from './Card';
import { CardArticle, CardTitle } from './CardArticle';

const meta = {
  title: 'Layout/Card',
  component: Card,
  tags: ['autodocs'],
  args: {
    tone: 'default',
    padding: 'md',
    as: 'div',
    children: 'Free trading signals with entry, stop-loss and take-profit levels.',
  },
  argTypes: {
    tone: { control: 'inline-radio', options: cardTones },
    padding: { control: 'inline-radio', options: cardPaddings },
    as: { control: 'select', options: cardElements },
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Tones: Story = {
  render: (args) => (
    <Stack gap="4">
      {cardTones.map((tone) => (
        <Card key={tone} {...args} tone={tone}>
          Tone {tone}
        </Card>
      ))}
    </Stack>
  ),
};

export const Paddings: Story = {
  render: (args) => (
    <Stack gap="4">
      {cardPaddings.map((padding) => (
        <Card key={padding} {...args} padding={padding}>
          Padding {padding}
        </Card>
      ))}
    </Stack>
  ),
};

export const Article: Story = {
  args: { as: 'article', 'aria-labelledby': 'card-signals' },
  render: (args) => (
    <Card {...args}>
      <Heading level={3} size="xl" id="card-signals">
        Trading Signals
      </Heading>
      <p>Daily signals across forex, indices, commodities and crypto.</p>
      <div>
        <ButtonLink href="/services/signals" variant="outline" size="sm">
          Learn More
        </ButtonLink>
      </div>
    </Card>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('article', { name: 'Trading Signals' })).toBeInTheDocument();
  },
};

/** CardArticle and CardTitle: the article is named by its title without ids to wire by hand. */
export const TitledArticle: Story = {
  render: ({ tone, padding }) => (
    <CardArticle tone={tone} padding={padding}>
      <CardTitle level={3}>Trading Signals</CardTitle>
      <p>Daily signals across forex, indices, commodities and crypto.</p>
    </CardArticle>
  ),
  play: async ({ canvasElement }) => {
    const article = within(canvasElement).getByRole('article', { name: 'Trading Signals' });
    await expect(within(article).getByRole('heading', { level: 3, name: 'Trading Signals' })).toBeInTheDocument();
  },
};

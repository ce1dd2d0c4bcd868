import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ButtonLink } from '../Button';
import { FloatingPrices } from '../FloatingPrices';
import { Hero, heroSizes } from './Hero';

const meta = {
  title: 'Content/Hero',
  component: Hero,
  tags: ['autodocs'],
  args: {
    size: 'page',
    eyebrow: 'Services',
    title: 'Trading Signals',
    lead: 'Trade ideas with a clear entry, stop-loss and take-profit, and the reasoning behind each one.',
  },
  argTypes: { size: { control: 'inline-radio', options: heroSizes } },
} satisfies Meta<typeof Hero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Page: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Trading Signals' })).toBeVisible();
  },
};

/** The home hero: large title, two actions and decorative sample prices beside it. */
export const Home: Story = {
  args: {
    size: 'home',
    eyebrow: 'Signals, courses and webinars for retail traders',
    title: 'Free Trading Signals and Trading Education',
    actions: (
      <>
        <ButtonLink href="/services" size="lg">
          Get Trading Signals
        </ButtonLink>
        <ButtonLink href="/education" variant="outline" size="lg">
          Start Learning
        </ButtonLink>
      </>
    ),
    aside: (
      <FloatingPrices
        caption="Sample prices for illustration, not live quotes"
        prices={[
          { symbol: 'EUR/USD', price: '1.0850', change: '+0.12%' },
          { symbol: 'GOLD', price: '2,345.20', change: '+0.35%' },
        ]}
      />
    ),
  },
};

export const TitleOnly: Story = { args: { eyebrow: undefined, lead: undefined } };

/** The home hero's two calls to action lead to /services and /education. */
export const HomeActions: Story = {
  args: Home.args,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Get Trading Signals' })).toHaveAttribute('href', '/services');
    await expect(canvas.getByRole('link', { name: 'Start Learning' })).toHaveAttribute('href', '/education');
  },
};

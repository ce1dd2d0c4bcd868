import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BrokerCard } from './BrokerCard';
import * as storyStyles from './BrokerCardStories.css';

// An inline SVG keeps the stories offline (no image host) and deterministic for visual tests.
const logo =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="12" fill="#0b1f3a"/><path d="M16 46 32 16l16 30z" fill="#f5b400"/></svg>',
  );

const meta = {
  title: 'Brokers/BrokerCard',
  component: BrokerCard,
  args: {
    name: 'Atlas Markets',
    description:
      'A multi-asset broker offering forex, indices, commodities and crypto CFDs with raw spreads and fast execution.',
    logoSrc: logo,
    rating: 4.8,
    minDeposit: '$1',
    spreads: 'From 0.0 pips',
    leverage: 'Up to 1:500',
    platforms: ['MT4', 'MT5'],
    regulation: ['FSCA', 'FSC Mauritius'],
    features: ['Raw spreads', 'Negative balance protection', 'Copy trading'],
    startTradingHref: '/go/atlas-markets',
    learnMoreHref: 'https://www.atlasmarkets.example/',
    headingLevel: 2,
  },
  argTypes: {
    rating: { control: { type: 'range', min: 0, max: 5, step: 0.1 } },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4] },
  },
  decorators: [
    (Story) => (
      <div className={storyStyles.frame}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BrokerCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Both links open a new tab, are marked sponsored, and say so to screen readers; the referral link carries an Ad label. */
export const Links: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article', { name: 'Atlas Markets' });
    await expect(card).toBeVisible();
    const start = canvas.getByRole('link', { name: /^Start Trading with Atlas Markets \(opens in a new tab\)$/ });
    const learn = canvas.getByRole('link', { name: /^Learn More about Atlas Markets \(opens in a new tab\)$/ });
    for (const link of [start, learn]) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'sponsored noopener noreferrer');
    }
    await expect(start).toHaveAttribute('href', '/go/atlas-markets');
    await expect(learn).toHaveAttribute('href', 'https://www.atlasmarkets.example/');
    await expect(canvas.getByText('Ad')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Rated 4.8 out of 5' })).toBeVisible();
    const image = canvas.getByRole('img', { name: 'Atlas Markets logo' });
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveAttribute('width', '64');
    await expect(image).toHaveAttribute('height', '64');
  },
};

/** Without a logo the card shows the broker's initial, hidden from assistive technology. */
export const NoLogo: Story = {
  args: { logoSrc: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('img', { name: /logo/ })).toBeNull();
    await expect(canvas.getByText('A')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const LongText: Story = {
  args: {
    name: 'Summit Capital Markets International Holdings (Europe) Limited',
    description:
      'Premium ECN broker for experienced traders: deep liquidity, commission-based pricing and advanced order types across every major market. '.repeat(
        3,
      ),
    spreads: 'From 0.0 pips plus a commission of $3.50 per side per standard lot on the ECN account',
    leverage: 'Up to 1:30 for retail clients, up to 1:500 for professional clients',
  },
};

export const ManyFeatures: Story = {
  args: {
    features: [
      'Raw spreads',
      'Negative balance protection',
      'Copy trading',
      'Free VPS',
      'Islamic accounts',
      'Micro lots',
      '24/5 support',
      'Segregated client funds',
      'Daily market research',
      'Trading academy',
    ],
    platforms: ['MT4', 'MT5', 'cTrader', 'TradingView', 'WebTrader'],
    regulation: ['FCA', 'CySEC', 'ASIC', 'FSCA', 'DFSA'],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Atlas Markets features' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(10);
  },
};

/** A broker with neither a referral link nor a website: no buttons, no Ad label. */
export const NoLinks: Story = {
  args: { startTradingHref: null, learnMoreHref: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.queryByText('Ad')).toBeNull();
  },
};

/** Stars show the rating rounded down (never more stars than earned): 3.9 fills three. */
export const RoundedDownRating: Story = {
  args: { rating: 3.9 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const stars = canvas.getByRole('img', { name: 'Rated 3.9 out of 5' });
    await expect(stars.querySelectorAll('[data-filled="true"]')).toHaveLength(3);
  },
};

/** The cost of a trade leads the facts, and the broker's own retail-loss figure stands beside its button. */
export const WithCostAndRiskWarning: Story = {
  args: {
    leadFacts: [{ label: 'Cost per lot (EUR/USD)', value: '$9.00' }],
    riskWarning: '71% of retail investor accounts lose money when trading CFDs with this provider.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Cost per lot (EUR/USD)')).toBeVisible();
    await expect(canvas.getByText('$9.00')).toBeVisible();
    await expect(canvas.getByText(/71% of retail investor accounts lose money/)).toBeVisible();
  },
};

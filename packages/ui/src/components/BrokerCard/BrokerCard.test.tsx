import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BrokerCard, type BrokerCardProps } from './BrokerCard';

const props: BrokerCardProps = {
  name: 'Harbor Prime',
  description: 'Low-cost broker <b>for</b> beginners',
  logoSrc: '/brokers/harbor-prime.svg',
  rating: 4.5,
  minDeposit: '$1',
  spreads: 'From 0.3 pips',
  leverage: 'Up to 1:2000',
  platforms: ['MT4', '', 'MT5'],
  regulation: ['FSC Mauritius'],
  features: ['Cent accounts', 'Demo account'],
  startTradingHref: '/go/abc',
  learnMoreHref: 'https://www.harborprime.example/',
};

describe('BrokerCard', () => {
  it('shows the broker and its terms, escaping text and skipping empty platform entries', () => {
    render(<BrokerCard {...props} />);
    const card = screen.getByRole('article', { name: 'Harbor Prime' });
    expect(within(card).getByRole('heading', { level: 2, name: 'Harbor Prime' })).toBeInTheDocument();
    expect(within(card).getByText('Low-cost broker <b>for</b> beginners')).toBeInTheDocument();
    expect(within(card).getByText('MT4, MT5')).toBeInTheDocument();
    expect(within(card).getByText('FSC Mauritius')).toBeInTheDocument();
    expect(within(card).getByText('$1')).toBeInTheDocument();
    expect(within(card).getByRole('list', { name: 'Harbor Prime features' }).children).toHaveLength(2);
  });

  it('renders stars for the rating rounded down, with the exact figure for assistive technology', () => {
    render(<BrokerCard {...props} rating={4.9} />);
    const stars = screen.getByRole('img', { name: 'Rated 4.9 out of 5' });
    expect(stars.querySelectorAll('[data-filled="true"]')).toHaveLength(4);
    expect(stars).toHaveTextContent('4.9');
  });

  it('opens both links in a new tab as sponsored links, and labels the referral link as an ad', () => {
    render(<BrokerCard {...props} />);
    const start = screen.getByRole('link', { name: 'Start Trading with Harbor Prime (opens in a new tab)' });
    const learn = screen.getByRole('link', { name: 'Learn More about Harbor Prime (opens in a new tab)' });
    for (const link of [start, learn]) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'sponsored noopener noreferrer');
    }
    expect(start).toHaveAttribute('href', '/go/abc');
    expect(learn).toHaveAttribute('href', 'https://www.harborprime.example/');
    expect(start.parentElement).toHaveTextContent('Ad');
  });

  it('gives the logo its size, lazy loading and an alt naming the broker', () => {
    render(<BrokerCard {...props} />);
    const logo = screen.getByRole('img', { name: 'Harbor Prime logo' });
    expect(logo).toHaveAttribute('width', '64');
    expect(logo).toHaveAttribute('height', '64');
    expect(logo).toHaveAttribute('loading', 'lazy');
  });

  it('leaves out the buttons it has no link for', () => {
    render(<BrokerCard {...props} startTradingHref={null} learnMoreHref={null} logoSrc={null} headingLevel={3} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByText('Ad')).toBeNull();
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Harbor Prime');
  });
});

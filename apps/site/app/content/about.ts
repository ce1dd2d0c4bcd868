import { signalPolicy } from '~/platform/signal-policy';
import { reviewClaim } from '~/platform/signal-claims';
import type { About } from './about.schema';

/** About page copy. Mission, vision, values and stats come from ./company. */
export const about: About = {
  intro: [
    'We started as a small group of traders who were tired of signals with no explanation and courses that promised easy money. We wanted to offer the opposite: trade ideas that show their full risk, and education that teaches how to think about the markets.',
    'Today we share free trading signals, run live webinars and teach structured courses to traders from complete beginners to experienced professionals, across forex, indices, commodities, stocks and crypto.',
  ],
  team: {
    heading: 'Our Team Approach',
    intro: 'Our analysts and educators work as one team, so what we teach is what we practise.',
    points: [
      {
        title: 'Analysis you can follow',
        // Generated from the signal policy baked in at build: the admin enforces the same settings.
        text: reviewClaim(signalPolicy),
      },
      {
        title: 'Teachers who trade',
        text: 'Our courses and webinars are led by people who trade the markets they teach.',
      },
      { title: 'Learning from every trade', text: 'We review winning and losing ideas alike and share what we learn.' },
      {
        title: 'Here to help',
        text: 'Questions about a signal, a lesson or a platform go to a real person on our team.',
      },
    ],
  },
  risk: {
    heading: 'Our Honest Stance on Risk',
    paragraphs: [
      'Trading is risky. Most retail traders who trade CFDs lose money, and no signal, course or strategy can guarantee a profit. We will never tell you otherwise.',
      'That is why we teach risk management first: risking only 1-2% of your capital per trade, using a stop-loss on every position and practising on a demo account for 3-6 months before trading real money. Only trade with money you can afford to lose.',
      'Our signals and lessons are general education, not personal financial advice. If you are unsure whether trading suits your circumstances, seek independent advice.',
    ],
  },
  closing: {
    heading: 'Learn with Us',
    text: 'Start with our courses, or get in touch with any question about our signals and services.',
    actions: [
      { label: 'Start Learning', href: '/education' },
      { label: 'Contact Us', href: '/contact' },
    ],
  },
};

import type { Webinars } from './services.schema';

export type { Webinar } from '~/content/schemas';

/** The Webinar page, each webinar's title, GMT time and description. The schedule itself lives in the database (features/webinars). */
export const webinars: Webinars = {
  intro:
    'Join our analysts live. Each session mixes market analysis with practical lessons you can take to a demo account, and ends with your questions. All times are in GMT.',
  // The original site's dates: 30 Oct 2025 15:00 GMT, 5 Nov 2025 19:00 GMT, 12 Nov 2025 17:00 GMT; 60 minutes each.
  // The original site named no presenter: the page's own intro says the analysts present.
  seed: [
    {
      title: 'Forex Fundamentals: How Currency Markets Move',
      startsAt: '2025-10-30T15:00:00Z',
      presenter: 'UPM Trading analysts',
      durationMinutes: 60,
      description:
        'How currency pairs are quoted, what pips and lots are, when the trading sessions overlap and which economic releases move the major pairs.',
    },
    {
      title: 'Risk Management Masterclass',
      startsAt: '2025-11-05T19:00:00Z',
      presenter: 'UPM Trading analysts',
      durationMinutes: 60,
      description:
        'Position sizing with the 1-2% rule, placing stop-losses, planning a risk-reward of at least 1:2 and handling a losing streak without breaking your plan.',
    },
    {
      title: 'Technical Analysis: Trends, Support and Resistance',
      startsAt: '2025-11-12T17:00:00Z',
      presenter: 'UPM Trading analysts',
      durationMinutes: 60,
      description:
        'Reading price charts across timeframes, drawing support and resistance, spotting trends and using indicators to confirm, not replace, your analysis.',
    },
  ],
  schedule: {
    upcomingHeading: 'Upcoming Webinars',
    pastHeading: 'Past Webinars',
    empty: 'No upcoming webinars are scheduled yet',
    emptyLinks: { replays: 'Watch the replays of past webinars', contact: 'Ask us about the next session' },
    pastEmpty: 'No past webinars yet.',
    register: 'Register Now',
    calendar: 'Add to calendar',
    replay: 'Watch the replay',
    cancelled: 'Cancelled: this webinar will not take place.',
    full: 'Fully booked',
  },
  format: {
    heading: 'What to Expect',
    points: [
      { title: 'Live analysis', text: 'Analysts share their charts and explain their reasoning step by step.' },
      { title: 'Questions and answers', text: 'Every session ends with time for your questions.' },
      { title: 'Education, not advice', text: 'Examples shown are for learning and are not recommendations to trade.' },
    ],
  },
  closing: {
    heading: 'Keep Learning Between Sessions',
    text: 'See how our signals apply these ideas, or ask us about upcoming topics.',
    actions: [
      { label: 'Get Trading Signals', href: '/services/signals' },
      { label: 'Contact Us', href: '/contact' },
    ],
  },
};

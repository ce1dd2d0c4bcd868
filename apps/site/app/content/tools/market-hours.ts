import type { ToolGuide } from './tools.schema';

/** Copy of /tools/market-hours. */
export const marketHoursGuide: ToolGuide = {
  lead: 'The forex market follows the sun from Sydney to New York. See which sessions are open now, when each next opens or closes, and where they overlap.',
  fields: {
    date: {
      label: 'Date (GMT)',
      hint: 'Pick a day to see the sessions then; leave the date and time empty for now.',
    },
    time: { label: 'Time (GMT)', hint: 'Hours and minutes, 24-hour clock; empty is midnight.' },
  },
  formula: [
    'Sydney 09:00–18:00 (Australia/Sydney), Tokyo 09:00–18:00 (Asia/Tokyo), London 08:00–17:00 (Europe/London) and New York 08:00–17:00 (America/New_York), Monday to Friday by each city’s own clock.',
    'The week opens when Sydney opens on Monday and closes at 17:00 New York time on Friday.',
    'Each city keeps its own daylight saving (Tokyo none, Sydney in the southern summer), so the hours in GMT move by an hour at different dates during the year.',
  ],
  example: {
    intro: 'Wednesday 14 January at 13:30 GMT, and the same time on Wednesday 15 July.',
    steps: [
      'In January London is on GMT and New York on EST: London is open 08:00–17:00 GMT and New York opens at 13:00 GMT, so both are open and overlap.',
      'In July London is on BST and New York on EDT: London trades 07:00–16:00 GMT and New York opens at 12:00 GMT, so the overlap runs 12:00–16:00 GMT.',
    ],
  },
  mistakes: [
    'Using a fixed GMT table all year: from March to October London and New York open an hour earlier in GMT.',
    'Forgetting that the US and UK change their clocks on different weekends, which shifts the overlap for a week or two each spring and autumn.',
    'Expecting to trade at the weekend: from Friday 17:00 New York until Sydney opens on Monday the market is closed.',
  ],
};

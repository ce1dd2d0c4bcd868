import { riskWarning } from '~/content/risk';
import type { LegalPage } from './legal.schema';

/** /risk-warning: the full warning the bar at the top of every page links to. */
export const riskWarningPage: LegalPage = {
  updated: '2026-11-25',
  intro: [`${riskWarning.summary} ${riskWarning.details}`],
  sections: [
    {
      id: 'leverage',
      heading: 'Leverage',
      paragraphs: [
        'Leverage lets you open a position worth many times the money you put down, and it magnifies losses exactly as much as gains. At 1:30, a move of 3.3% against you costs the whole margin; at 1:500, a move of 0.2% does.',
        'Leverage of up to 1:500 is offered only to professional clients and by entities outside the EU and the UK. UK and EU retail clients: up to 1:30 on major currency pairs, 1:20 on non-major pairs, gold and major indices, 1:10 on other commodities and non-major indices, 1:5 on shares and 1:2 on cryptocurrencies (ESMA product intervention measures of 2018, made permanent by the national regulators, and FCA COBS 22.5 since August 2019).',
        'Retail clients of EU and UK firms are protected against a negative balance and are closed out at 50% of the required margin. Clients of entities outside the EU and the UK may not have these protections.',
      ],
      points: [],
      bullets: [],
      ordered: false,
    },
    {
      id: 'crypto',
      heading: 'Cryptocurrencies',
      paragraphs: [
        'Crypto prices can swing sharply within hours, the markets trade around the clock, and many venues are unregulated.',
        'In the UK, firms may not sell, market or distribute derivatives (CFDs, futures, options) or exchange traded notes (ETNs) that reference unregulated cryptoassets to retail clients: the FCA ban has applied since 6 January 2021 (FCA PS20/10). The FCA lifted the ban on crypto ETNs for retail clients from 8 October 2025; the ban on crypto derivatives remains.',
      ],
      points: [],
      bullets: [],
      ordered: false,
    },
    {
      id: 'not-advice',
      heading: 'Signals and education are not advice',
      paragraphs: [
        'UPM Trading is not a broker, does not hold client money and is not authorised to give investment advice. Our signals, webinars, courses and tools are general information for education. They do not take into account your objectives, finances or needs, and they are not a recommendation to buy or sell anything.',
        'Decide every trade yourself, and seek independent advice if you are unsure whether trading suits you.',
      ],
      points: [],
      bullets: [],
      ordered: false,
    },
    {
      id: 'past-performance',
      heading: 'Past performance',
      paragraphs: [
        'The signal record on this site shows how past signals ended. Past performance is not a reliable indicator of future results: a record of winning signals does not mean the next signal will win, and your own results depend on your broker, your prices, your timing and your position size.',
      ],
      points: [],
      bullets: [],
      ordered: false,
    },
    {
      id: 'brokers',
      heading: 'Partner brokers',
      paragraphs: [
        'We may receive a commission when you open an account with a broker listed on this site. Each regulated broker publishes the share of its own retail accounts that lose money trading CFDs; read it, and the broker\u2019s own risk disclosure, before you open an account.',
      ],
      points: [],
      bullets: [],
      ordered: false,
    },
  ],
};

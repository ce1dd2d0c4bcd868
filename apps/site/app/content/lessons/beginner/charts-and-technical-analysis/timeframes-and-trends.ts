import type { Lesson } from '../../lesson.schema';

export const lesson: Lesson = {
  slug: 'timeframes-and-trends',
  title: 'Timeframes and trends',
  summary:
    'How the timeframe of a chart changes what you see, how to read a trend from its highs and lows, and how to combine a higher and a lower timeframe.',
  minutes: 11,
  objectives: [
    'Explain what a chart timeframe is and name the common ones',
    'Choose a higher timeframe for direction and a lower one for timing',
    'Identify an uptrend, a downtrend and a range from swing highs and lows',
    'Draw a trendline and know what it means when it breaks',
    'Place a stop-loss beyond the last swing point of a trend',
  ],
  body: `## What a timeframe is

The **timeframe** of a chart is the length of time each candle or bar covers. On a one-hour chart, every candle shows one hour of trading; on a daily chart, one day.

Platforms label timeframes with a letter and a number:

| Label | Each candle covers | Candles in a 24-hour forex day |
| --- | --- | --- |
| M1, M5, M15, M30 | 1, 5, 15 or 30 minutes | 1,440, 288, 96 or 48 |
| H1 | 1 hour | 24 |
| H4 | 4 hours | 6 |
| D1 | 1 day | 1 |
| W1 | 1 week | one a week |
| MN | 1 month | one a month |

MetaTrader 4 offers nine timeframes, from one minute to one month; MetaTrader 5 and cTrader offer more. The forex numbers assume a market that trades around the clock; an index that trades for eight hours a day has far fewer candles a day on the same timeframe.

## The same market, different pictures

Switching timeframe does not change the market, only how much of it you see. A daily chart can show a steady rise over three months, while the one-hour chart of the last two days shows a sharp fall. Both are true: the fall is a short pullback inside the longer rise.

Lower timeframes show more detail and more noise. On a one-minute chart, many candles are moved by a single large order or a headline. Higher timeframes smooth the noise away and show the moves that matter to the most participants.

Your timeframe should match your trading style and your time:

- **Scalpers** watch M1 to M5 charts and must be at the screen.
- **Day traders** often use M15 to H1 and close every trade before the end of the day.
- **Swing traders** use H4 and D1 and can check the market once or twice a day.
- **Position traders** use D1, W1 and MN.

For a beginner with a job, H4 and D1 charts are a sensible start: there is time to think, fewer false moves and fewer trades, so costs matter less.

## Using two timeframes together

A common method is **multiple timeframe analysis**: use a higher timeframe to decide the direction, and a lower one to decide when to act. A ratio of about 4 to 6 between them works well, for example:

- D1 for direction, H4 for timing;
- H4 for direction, H1 for timing.

If the daily chart is in an uptrend, you look on the four-hour chart only for chances to **buy**, for example after a pullback. You are then trading with the bigger current rather than against it.

## What a trend is

A **trend** is the general direction of the price. The most reliable way to see it is not a feeling but the sequence of **swing highs** (peaks) and **swing lows** (troughs):

- An **uptrend** makes **higher highs and higher lows**: each peak is above the previous one, and each dip stops above the previous dip.
- A **downtrend** makes **lower highs and lower lows**.
- A **range** (sideways market) makes highs and lows at roughly the same levels, with no clear direction.

![Two zigzags. On the left, an uptrend: each peak is a higher high (HH) and each trough a higher low (HL), with a rising dashed trendline under the lows. On the right, a downtrend: lower highs (LH) and lower lows (LL), with a falling trendline over the highs.](diagram:trend-structure)

Markets do not move in straight lines. Even a strong uptrend moves in steps: a push up (an **impulse**), a partial fall back (a **pullback** or retracement), then another push to a new high. Pullbacks are normal and are often where trend traders look to join.

## Trendlines

A **trendline** is a straight line that connects swing points:

- in an uptrend, draw it under at least two rising swing lows;
- in a downtrend, draw it over at least two falling swing highs.

Any two points make a line; a **third** touch that holds makes it meaningful. A trendline is a guide, not an exact price: wicks often poke through it a little. Draw it on closing prices or bodies if wicks make it messy, and do not force a line to fit.

## When does a trend end?

An uptrend is in doubt when the price fails to make a new higher high, and it is **broken** when the price falls below the last higher low. The mirror image applies to a downtrend: it is broken when the price rises above the last lower high.

A break of a trendline is a warning; a break of the last swing point is stronger evidence. After a break, a market may reverse, or it may simply go sideways for a while. Nothing on a chart is certain, which is why every trade has a stop-loss.

## Trends and your stop-loss

Swing points give natural places for a stop-loss. If you buy in an uptrend, the trend idea is wrong if the price breaks below the last higher low, so the stop-loss goes a little **below that low**, with a small margin for the spread and for noise. Your position size then follows from that distance and from the 1-2% of capital you are willing to risk, as you will practise in module 3 with the [position size calculator](/tools/position-size).

## Next step

Swing highs and lows do more than show trends: the price often reacts again at the same levels. The next lesson, **Support and resistance**, shows how to find them.`,
  example: {
    title: 'A daily uptrend and a four-hour entry on EUR/USD',
    body: `**The daily chart (direction).** Over six weeks, EUR/USD has made these swing points:

- swing lows: 1.0720, then 1.0780, then 1.0830 (each higher than the last: **higher lows**);
- swing highs: 1.0820, then 1.0880, then 1.0930 (**higher highs**).

That is an uptrend, so you look only for a chance to buy.

**The four-hour chart (timing).** The price pulls back from 1.0930 to 1.0850, where the rising trendline under the daily lows passes, and a four-hour candle closes bullish with a long lower wick. You plan a buy:

- **Entry:** 1.0850.
- **Stop-loss:** 1.0800, below the last higher low of 1.0830 with 30 pips of room. If the price gets there, the uptrend is broken and the idea is wrong. Risk: 1.0850 − 1.0800 = **50 pips**.
- **Take-profit:** 1.0950, just above the last high. Reward: 1.0950 − 1.0850 = **100 pips**.
- **Risk-reward:** 50 : 100 = **1:2**, the minimum this course looks for.

**Position size on a 10,000 demo account, risking 1%:**

- Money at risk: 1% × $10,000 = **$100**.
- Per pip: $100 ÷ 50 pips = **$2 a pip**.
- At $10 a pip per standard lot: $2 ÷ $10 = **0.2 lot**.

If the stop is hit, you lose about $100 (plus the spread); if the target is reached, you gain about $200.

**A change of trend.** Suppose instead that a daily candle closes at 1.0815, below the last higher low of 1.0830. The sequence of higher lows is broken: you stop looking for buys until the chart shows a new structure.

Check the size with the [position size calculator](/tools/position-size) and the ratio with the [risk-reward calculator](/tools/risk-reward).`,
  },
  checks: [
    {
      question: 'How many H4 candles make up one full day of forex trading?',
      options: ['4', '6', '24'],
      answer: 1,
      explanation: 'Each H4 candle covers four hours, and 24 \u00f7 4 = 6. Twenty-four would be H1 candles.',
    },
    {
      question: 'Swing highs at 1.2650, 1.2610, 1.2580 and swing lows at 1.2560, 1.2520, 1.2490. What is the trend?',
      options: ['A downtrend', 'A range', 'An uptrend'],
      answer: 0,
      explanation:
        'Each high is lower than the one before and each low is lower too: lower highs and lower lows make a downtrend.',
    },
    {
      question: 'In multiple timeframe analysis, what is the higher timeframe mainly used for?',
      options: [
        'To avoid placing a stop-loss',
        'To choose the exact entry price',
        'To decide the direction of the trades you look for',
      ],
      answer: 2,
      explanation:
        'The higher timeframe sets the direction (for example, only buys in a daily uptrend); the lower one is used to time the entry. Every trade still has a stop-loss.',
    },
    {
      question:
        'You bought in an uptrend whose last higher low is at 1.0830. What would most clearly show the uptrend is broken?',
      options: ['A red four-hour candle', 'The price closing below 1.0830', 'The price touching the trendline'],
      answer: 1,
      explanation:
        'An uptrend is a sequence of higher lows; a close below the last one breaks it. A single red candle or a touch of the trendline is normal in a healthy trend.',
    },
  ],
  terms: [
    'timeframe',
    'multiple-timeframe-analysis',
    'trend',
    'uptrend',
    'downtrend',
    'range',
    'swing-high',
    'swing-low',
    'pullback',
    'trendline',
  ],
  sources: [
    { label: 'MetaTrader 4: nine timeframes', href: '/platforms/mt4' },
    { label: 'Beginner course: 1-2% risk per trade and at least 1:2 risk-reward', href: '/education/beginner' },
    { label: 'Position size calculator', href: '/tools/position-size' },
    { label: 'Risk-reward calculator', href: '/tools/risk-reward' },
  ],
};

import type { Lesson } from '../../lesson.schema';

export const lesson: Lesson = {
  slug: 'line-bar-and-candlestick-charts',
  title: 'Line, bar and candlestick charts',
  summary:
    'How a price chart is built from open, high, low and close, and how to read line, bar and candlestick charts, including the candles beginners meet first.',
  minutes: 11,
  objectives: [
    'Name the four prices of a period: open, high, low and close',
    'Say what a line chart, a bar chart and a candlestick chart each show and leave out',
    'Read a candlestick: body, wicks, bullish or bearish',
    'Measure a candle\u2019s body, wicks and range in pips',
    'Recognise a doji, a hammer and a shooting star, and know their limits',
  ],
  body: `## What a chart is

A price chart shows how the price of an instrument has moved over time. Time runs from left to right along the bottom, and price runs up the right-hand side. Everything in technical analysis, the study of price charts, starts from reading one correctly.

A chart is split into equal periods of time: one minute, one hour, one day and so on. The length of the period is the chart's **timeframe**, the subject of the next lesson. For each period, four prices are recorded:

- the **open**, the first price of the period;
- the **high**, the highest price reached;
- the **low**, the lowest price reached;
- the **close**, the last price of the period.

Traders call them **OHLC** for short. The three common chart types draw the same data in different amounts of detail.

![The same six periods drawn three ways: a line chart joining the closing prices, a bar chart with a tick for the open on the left and the close on the right of each high-low line, and a candlestick chart with coloured bodies between open and close.](diagram:chart-types)

## Line charts

A **line chart** joins the closing prices of each period with a line. It throws away the open, the high and the low.

That is its strength and its weakness. A line chart is the clearest way to see the overall direction of a market, and the close is often treated as the most important price of a period, because it is where buyers and sellers finally agreed. But it hides how far the price travelled inside each period. A day in which the price swung 150 pips and came back looks the same as a quiet day with the same close.

Use a line chart to get the big picture quickly, for example on a weekly timeframe, or to compare the shape of several markets.

## Bar charts

A **bar chart**, or OHLC chart, draws each period as a vertical line from the low to the high. A small tick on the left marks the open and a tick on the right marks the close.

If the close tick is higher than the open tick, the price rose during the period; if lower, it fell. Many platforms also colour the bars, for example green for a rise and red for a fall.

Bar charts carry all four prices, but they take a little practice to read at a glance, because the open and close are small marks. They are common in the United States and in older trading literature.

## Candlestick charts

A **candlestick chart** shows the same four prices as a bar chart, in a form that is quicker to read. It was developed by rice traders in Japan and is now the default on almost every trading platform.

Each candle has two parts:

- The **body** is the thick part between the open and the close.
- The **wicks** (also called shadows) are the thin lines above and below the body. The top of the upper wick is the high; the bottom of the lower wick is the low.

![Anatomy of two candles. A green bullish candle: the open at the bottom of the body, the close at the top, wicks up to the high and down to the low. A red bearish candle: the open at the top of the body and the close at the bottom.](diagram:candlestick-anatomy)

A **bullish** candle closes higher than it opened. It is usually drawn green or hollow, and its open is at the **bottom** of the body.

A **bearish** candle closes lower than it opened. It is usually drawn red or filled, and its open is at the **top** of the body.

Colours are a setting, not a rule: some platforms default to other colours, and you can change them. What defines a candle is whether the close is above or below the open.

## What a candle tells you

A single candle is a short story about one period of trading:

- A **long body** with short wicks means one side was in control from open to close. A long green body means buyers pushed the price up almost all period.
- A **small body** means the open and the close were close together: neither side won much ground.
- A **long upper wick** means the price went up during the period but was pushed back down before the close: sellers were active at higher prices.
- A **long lower wick** means the price fell during the period but recovered: buyers were active at lower prices.

## Three candles to know

- **Doji**: the open and close are equal or almost equal, so the body is a thin line. It shows indecision. After a long run in one direction, it can be an early sign that the move is tiring.
- **Hammer**: a small body near the top of the candle and a lower wick at least about twice the length of the body, appearing after a fall. The market tried lower prices and rejected them.
- **Shooting star**: the mirror image, a small body near the bottom and a long upper wick, appearing after a rise. Higher prices were tried and rejected.

These patterns are clues, not signals to act on alone. A hammer in the middle of nowhere means little; a hammer at a level where the price has turned before, which you will study in the lesson on support and resistance, means more. Many traders also wait for the **next** candle to confirm the idea before acting.

## A candle is not finished until it closes

A candle on a live chart keeps changing until its period ends. A candle that looks like a hammer with ten minutes to go can close as a long red candle. Judge candles on their **closed** shape, and be aware that the high and low of the current candle are not final.

Also remember that your broker's chart is usually drawn from the **bid** price. Buy orders fill at the ask, which is higher by the spread. The stop-loss of a short position closes it by buying, so it can be triggered at an ask price the bid chart never shows.

## Next step

You can now read what happened inside a period. The next lesson, **Timeframes and trends**, shows how the choice of period changes the picture, and how to recognise the direction of a market.`,
  example: {
    title: 'Reading one hourly candle on EUR/USD',
    body: `An hourly EUR/USD candle records these four prices:

- open **1.08500**
- high **1.08640**
- low **1.08420**
- close **1.08600**

**Bullish or bearish?** The close (1.08600) is above the open (1.08500), so it is a **bullish** candle. Its body runs from 1.08500 at the bottom to 1.08600 at the top.

**Body:** 1.08600 − 1.08500 = 0.00100 = **10 pips**.

**Upper wick:** from the top of the body to the high, 1.08640 − 1.08600 = 0.00040 = **4 pips**.

**Lower wick:** from the low to the bottom of the body, 1.08500 − 1.08420 = 0.00080 = **8 pips**.

**Range (high minus low):** 1.08640 − 1.08420 = 0.00220 = **22 pips**. Check: 4 + 10 + 8 = 22.

**The story:** early in the hour the price fell 8 pips below the open, buyers took it back up to 14 pips above the open, and it closed 10 pips up. Buyers won the hour, with some selling near the high.

**What the hour meant in money:** a trader who bought 0.1 lot ($1 a pip) at the open price and sold at the close would have made 10 pips, **$10**, before the spread. A trader who bought at the high, 1.08640, and sold at the close would have lost 4 pips, **$4**. The candle shows both were possible in the same hour.

**The same data as a bar:** a vertical line from 1.08420 to 1.08640, a tick on the left at 1.08500 and a tick on the right at 1.08600. **As a line chart:** a single point at 1.08600, joined to the previous and next closes.`,
  },
  checks: [
    {
      question: 'A candle has its open at the top of its body and its close at the bottom. What is it?',
      options: ['A bullish candle', 'A bearish candle', 'A doji'],
      answer: 1,
      explanation:
        'When the close is below the open, the price fell over the period: a bearish candle. A doji has almost no body, because open and close are nearly equal.',
    },
    {
      question: 'What does a line chart leave out?',
      options: ['The open, high and low of each period', 'The time axis', 'The closing prices'],
      answer: 0,
      explanation:
        'A line chart joins the closes only, so it hides how far the price travelled within each period. Bar and candlestick charts show all four prices.',
    },
    {
      question:
        'A candle after a fall has a small body near its top and a lower wick three times as long as the body. What does it suggest?',
      options: [
        'The market was closed for part of the period',
        'Sellers were in control all period',
        'Lower prices were tried and rejected by buyers: a hammer',
      ],
      answer: 2,
      explanation:
        'The long lower wick shows the price fell during the period and recovered before the close. After a fall, that shape is a hammer, a clue that buying is appearing, best confirmed by the next candle.',
    },
    {
      question: 'A GBP/USD candle has high 1.27350 and low 1.26900. What is its range?',
      options: ['4.5 pips', '45 pips', '450 pips'],
      answer: 1,
      explanation: '1.27350 \u2212 1.26900 = 0.00450, and with a pip of 0.0001 that is 45 pips.',
    },
  ],
  terms: [
    'chart',
    'ohlc',
    'line-chart',
    'bar-chart',
    'candlestick',
    'wick',
    'bullish',
    'bearish',
    'doji',
    'hammer',
    'shooting-star',
    'technical-analysis',
  ],
  sources: [
    { label: 'Pip value calculator', href: '/tools/pip-value' },
    { label: 'Markets overview: price charts', href: '/markets' },
  ],
};

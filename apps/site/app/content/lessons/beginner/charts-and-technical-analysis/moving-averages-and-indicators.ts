import type { Lesson } from '../../lesson.schema';

export const lesson: Lesson = {
  slug: 'moving-averages-and-indicators',
  title: 'Moving averages and your first indicators',
  summary:
    'How simple and exponential moving averages are calculated and used, what a crossover means, and a first look at RSI and MACD, with their limits.',
  minutes: 12,
  objectives: [
    'Calculate a simple moving average and explain how an exponential one differs',
    'Use a moving average to judge trend direction and as moving support or resistance',
    'Explain a moving-average crossover and why it lags',
    'Describe what RSI and MACD measure and how beginners misread them',
    'Keep a chart simple: a few tools that each answer a different question',
  ],
  body: `## What an indicator is

An **indicator** is a calculation made from past prices, and sometimes volume, and drawn on or under the chart. It does not know anything the price does not already show; it presents the same information in a form that can be easier to judge.

That has two consequences. Indicators can help you see a trend or a change of pace more clearly. But every indicator **lags** the price to some extent, because it is built from the past, and none predicts the future. Treat them as a second opinion on what the candles, trends and levels of the earlier lessons already tell you.

## The simple moving average

A **moving average** (MA) is the average closing price over a set number of recent periods, recalculated at every new candle. Plotted as a line, it smooths out the ups and downs of single candles.

The **simple moving average** (SMA) adds up the last N closes and divides by N. A 20-period SMA on a daily chart is the average close of the last 20 days. When a new day closes, the oldest day drops out and the new one comes in, so the average "moves".

The number of periods sets the character of the line:

- A **short** average (for example 10 or 20 periods) follows the price closely and turns quickly, but it also reacts to noise.
- A **long** average (for example 100 or 200) is smooth and slow; it shows the big picture.

The 20, 50 and 200-period averages are widely watched, especially on daily charts, partly because so many traders watch them.

## The exponential moving average

An **exponential moving average** (EMA) gives more weight to recent closes. Each new EMA value is a mix of the latest close and the previous EMA, using a weight of 2 ÷ (N + 1). For a 5-period EMA that weight is 2 ÷ 6, one third.

The result is a line that turns sooner than an SMA of the same length. It reacts faster to a real change of direction, and also to a false one. Neither is better: choose one, learn how it behaves on your market and timeframe, and stick with it.

## Reading a moving average

A moving average answers a simple question: **what is the recent direction, with the noise removed?**

- **Slope.** A rising average suggests an uptrend; a falling one a downtrend; a flat one a range.
- **Price above or below.** In a healthy uptrend, the price spends most of its time above a medium-length average such as the 50-period; in a downtrend, below it.
- **Moving support and resistance.** In a trend, pullbacks often stop near a well-watched average, which then acts like a support or resistance level that moves with time. Treat it as a zone, as you did with horizontal levels.

When the price criss-crosses a flat average again and again, the market has no trend, and trend-following tools will give many false signals.

## Crossovers

Many traders use two averages together, a **fast** one and a **slow** one.

- When the fast average crosses **above** the slow one, recent prices are rising faster than the longer average: a sign the trend may have turned up.
- When the fast average crosses **below** the slow one, a sign the trend may have turned down.

On daily charts, the 50-day crossing above the 200-day is widely called a **golden cross**, and the opposite a **death cross**.

![Price falls, turns and rises. A fast 20-period moving average follows it closely and a slow 50-period average lags behind; the point where the fast average crosses above the slow one is circled.](diagram:ma-crossover)

Crossovers are late by design: by the time two averages cross, the price has often already moved a long way. In a sideways market, averages cross back and forth and produce losing signal after losing signal. A crossover is best used as a filter, for example "I only look for buys while the 20 is above the 50", rather than as a reason to trade by itself.

## Two more indicators you will meet

**The Relative Strength Index (RSI)** measures the speed of recent price changes on a scale from 0 to 100, usually over 14 periods. Readings above 70 are often called **overbought** and below 30 **oversold**.

The common mistake is to sell just because RSI is above 70. In a strong uptrend, RSI can stay above 70 for a long time while the price keeps rising. "Overbought" means the price has risen fast, not that it must fall. RSI is more useful to spot **divergence**: when the price makes a new high but RSI makes a lower high, the rise may be losing momentum.

**MACD** (moving average convergence divergence) is the difference between a 12-period and a 26-period EMA, plotted under the chart with a 9-period EMA of itself as a **signal line**. When MACD crosses above its signal line, momentum is turning up; below, down. It is, in effect, a moving-average crossover in another form, and it lags in the same way.

## Keep your chart simple

New traders often stack five or six indicators on one chart, hoping that if they all agree, the trade must work. Most common indicators are built from the same closing prices, so they tend to agree or disagree together; more of them does not mean more evidence.

A simple starting set is:

- the candles themselves;
- your support and resistance zones;
- one or two moving averages for direction;
- at most one momentum indicator, such as RSI.

Test any indicator on your demo account over many trades before you rely on it, and write down in your journal what you used and why. Whatever tells you to enter, the stop-loss, the position size and the 1:2 minimum come from your plan, not from the indicator.

## Next step

That completes module 2. Test yourself with the module quiz. Module 3, **Risk Management and Trading Psychology**, begins with the rule that protects everything you have learned so far: risking only 1-2% of your capital per trade.`,
  example: {
    title: 'Calculating a 5-period SMA and EMA by hand',
    body: `Five daily closes of EUR/USD:

| Day | Close |
| --- | --- |
| 1 | 1.0820 |
| 2 | 1.0835 |
| 3 | 1.0830 |
| 4 | 1.0850 |
| 5 | 1.0865 |

**The SMA on day 5.** Add the five closes: 1.0820 + 1.0835 + 1.0830 + 1.0850 + 1.0865 = 5.4200. Divide by 5: **SMA = 1.0840**.

**The SMA on day 6.** Day 6 closes at **1.0880**. Day 1 (1.0820) drops out and day 6 comes in: 1.0835 + 1.0830 + 1.0850 + 1.0865 + 1.0880 = 5.4260, and 5.4260 ÷ 5 = **1.0852**. The average rose 12 pips, because the new close is 60 pips above the close that left.

**The EMA on day 6.** Start from the day-5 SMA, 1.0840, as the first EMA. The weight for 5 periods is 2 ÷ (5 + 1) = 1/3:

EMA = 1/3 × 1.0880 + 2/3 × 1.0840 = 0.362667 + 0.722667 = 1.085333, about **1.08533**.

The EMA (1.08533) is a little higher than the SMA (1.0852): it leans more towards the latest close, so it reacts faster.

**Reading it.** The close of 1.0880 is above both averages and both are rising: the short-term direction is up. If a 20-period average were also above a 50-period average on the same chart, a trader using that filter would look only for buys, still with a stop-loss placed beyond the nearest swing low or support zone and a target at least twice as far as the stop.

Your platform calculates these lines for you. Doing it once by hand shows what the line is: an average of the past, not a forecast.`,
  },
  checks: [
    {
      question: 'The last five closes are 1.2700, 1.2710, 1.2690, 1.2720 and 1.2730. What is the 5-period SMA?',
      options: ['1.2700', '1.2710', '1.2730'],
      answer: 1,
      explanation: 'The closes add up to 6.3550, and 6.3550 \u00f7 5 = 1.2710. 1.2730 is only the latest close.',
    },
    {
      question: 'Why does a 20-period EMA turn sooner than a 20-period SMA?',
      options: [
        'It is calculated from the highs instead of the closes',
        'It uses more periods',
        'It gives more weight to the most recent closes',
      ],
      answer: 2,
      explanation:
        'The EMA weights recent closes more heavily, so a change of direction shows in it sooner. Both use the same number of periods and usually the closes.',
    },
    {
      question: 'RSI has been above 70 for a week while the price keeps making higher highs. What is the best reading?',
      options: [
        'The price must fall soon, so sell now',
        'The price has risen fast; in a strong uptrend RSI can stay high, so it is not a reason to sell by itself',
        'RSI is broken and should be removed',
      ],
      answer: 1,
      explanation:
        'Overbought means the price has risen quickly, not that it must reverse. Selling against a strong trend on RSI alone is a common beginner mistake.',
    },
    {
      question: 'What is the main weakness of moving-average crossovers?',
      options: [
        'They lag the price and give many false signals in sideways markets',
        'They only work on the one-minute chart',
        'They predict the future too early',
      ],
      answer: 0,
      explanation:
        'Averages are built from past prices, so crossovers come after the move has started, and in a range the averages cross back and forth, giving signal after losing signal.',
    },
  ],
  terms: [
    'indicator',
    'moving-average',
    'simple-moving-average',
    'exponential-moving-average',
    'crossover',
    'golden-cross',
    'death-cross',
    'rsi',
    'overbought',
    'oversold',
    'divergence',
    'macd',
  ],
  sources: [
    { label: 'Beginner course: 1-2% risk per trade and at least 1:2 risk-reward', href: '/education/beginner' },
    { label: 'Markets overview: price charts', href: '/markets' },
  ],
};

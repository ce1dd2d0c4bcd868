import type { Lesson } from '../../lesson.schema';

export const lesson: Lesson = {
  slug: 'fear-greed-and-journal',
  title: 'Fear, greed and keeping a trading journal',
  summary:
    'How fear and greed push traders to break their own rules, and how a trading journal turns every trade into something you can learn from.',
  minutes: 12,
  objectives: [
    'Recognise the common ways fear and greed show up in trading decisions',
    'Use rules decided in advance to take emotion out of each trade',
    'Keep a trading journal with the facts that matter for each trade',
    'Review a journal to measure your win rate and average result in units of risk',
  ],
  body: `## The hardest part is you

The previous lessons gave you the arithmetic of risk: risk 1-2% per trade, set a stop-loss and a take-profit before you enter, look for at least 1:2, and respect leverage. None of it is difficult to understand. The difficulty is doing it every time, including after three losses in a row, or when a trade is running your way and you want more.

Two emotions cause most of the trouble: **fear** and **greed**. Neither is a character flaw. They are normal human reactions to winning and losing money. The aim is not to stop feeling them, but to trade in a way that does not let them make the decisions.

## How fear shows up

- **Closing winners too early.** A trade moves into profit and you close it at the first wobble, long before your take-profit, because you are afraid of giving the gain back. Do that often and your real risk-reward falls well below the 1:2 you planned.
- **Skipping valid trades after losses.** After a losing streak, you see a set-up that meets every rule in your plan and do not take it. Often that is the trade that would have paid for the losses.
- **Moving the stop away.** As the price nears your stop, the fear of taking the loss makes you move it, or remove it. A planned 1% loss becomes an unplanned 3% loss.

## How greed shows up

- **Oversizing.** You feel sure about a trade and risk 5% instead of 1%. Certainty is a feeling, not information: the market does not know how sure you are.
- **Moving the target away.** The price nears your take-profit and you move it further, hoping for more, then watch the trade come all the way back to your stop.
- **Overtrading.** You take trades that do not meet your rules because you want to be in the market, or because you are bored.
- **Fear of missing out.** You chase a move that has already happened, entering late with a poor ratio because everyone seems to be making money.

## Revenge trading

After a painful loss, many traders feel an urge to "win it back" straight away, with a larger position or a trade that does not meet their rules. This is called **revenge trading**, and it is one of the quickest ways to turn a bad day into a disaster. The loss you just took was within your plan; the revenge trade is not.

## Rules decided in advance

The best defence against emotion is to make your decisions before the market is moving, when you are calm, and then simply follow them.

- **Fixed risk per trade.** 1% (or at most 2%), worked out with the [position size calculator](/tools/position-size), every time. No exceptions for trades that feel special.
- **Both exits set at entry.** A stop-loss and a take-profit on every trade, placed from the chart. The stop is never moved further away.
- **A minimum ratio.** Skip any trade below 1:2.
- **A daily or weekly limit.** Many traders stop trading for the day after a set number of losses or a set loss in percent, for example three losses or 3% in a day. Choose your own limit and write it down.
- **A checklist before each trade.** Read it, tick every item, then place the order. The trading-plan lesson in the next module gives you a template.

When a rule is written down, breaking it becomes a visible decision rather than a quiet drift.

## The trading journal

A **trading journal** is a record of every trade you take: what you did, why, and how it ended. It is one of the most useful habits a new trader can build, because it replaces impressions ("I always lose on Mondays", "this set-up never works") with facts.

Record each trade when you open it and complete the record when it closes:

| Field | Example |
| --- | --- |
| Date and time | 12 March, 10:15 |
| Instrument and direction | EUR/USD, buy |
| Entry, stop-loss, take-profit | 1.0850, 1.0800, 1.0950 |
| Size and risk | 0.20 lots, 100 (1%) |
| Planned ratio | 1:2 |
| Reason for the trade | Bounce from support in an uptrend on the 4-hour chart |
| Result | Take-profit hit, +100 pips, +200 (+2R) |
| Followed the plan? | Yes |
| How you felt | Calm at entry; tempted to close early at +40 pips |

A screenshot of the chart at entry and at exit is very helpful when you review. A spreadsheet is enough; many platforms also export your trade history, which gives you the prices and results, but not your reasons or your feelings. Those you must write yourself.

## Measuring results in R

Measure each result in units of the risk you took, called **R**. A trade that risked 100 and made 200 is **+2R**; a trade stopped out for the full 100 is **−1R**. Working in R lets you compare trades of different sizes, and shows at a glance whether you are really getting the ratios you plan.

## Reviewing the journal

Once a week, or every 20 trades, read the journal back and answer a few questions:

- **Win rate**: what share of trades reached the target?
- **Average win and average loss in R**: are the winners close to the +2R you plan, or are fear and early exits cutting them to +1R?
- **Expectancy**: (win rate × average win) − (loss rate × average loss), in R per trade.
- **Plan breaks**: how did the trades that broke a rule do, compared with the rest?
- **Patterns**: times of day, instruments or set-ups that work better or worse for you.

Change one thing at a time, and only on the evidence of many trades. Twenty trades is a small sample; a hundred tells you much more.

## Next step

This completes the Risk Management and Trading Psychology module. Take the module quiz to check what you have learned, then move on to the next module, which sets up a trading platform and places your first trades on a demo account.`,
  example: {
    title: 'Reviewing twenty demo trades in R',
    body: `This is an example journal, made up to show the arithmetic. A trader on a **10,000** demo account risks **1%** (100) per trade and plans every trade at **1:2**. After 20 trades the journal shows:

- **8 winners.** Six reached their take-profit at +2R each (+12R). Two were closed early by hand at +1R and +0.6R (+1.6R). Total: **+13.6R**.
- **12 losers.** Eleven were stopped out at −1R (−11R). One had its stop moved further away and was closed at −2R. Total: **−13R**.

From these totals:

- **Win rate**: 8 ÷ 20 = **40%**.
- **Average win**: 13.6 ÷ 8 = **+1.7R**. **Average loss**: 13 ÷ 12 ≈ **−1.08R**.
- **Net**: 13.6 − 13 = **+0.6R**, which at 100 per R is **+60**.
- **Expectancy**: 0.6 ÷ 20 = **+0.03R per trade**, barely above zero.

**What the journal reveals.** The three trades that broke the plan (two early exits and one moved stop) cost a lot. Had the two early exits run to +2R, the winners would have totalled 16R instead of 13.6R. Had the moved stop stayed at −1R, the losers would have totalled 12R. The net would have been **+4R**, or **+400**, from exactly the same analysis.

The lesson for this trader is not a new indicator, but to leave the exits alone. Without a journal, they would never have seen it.`,
  },
  checks: [
    {
      question:
        'A trade is in profit but well short of its take-profit. You close it because you are afraid of losing the gain. What is the long-term effect of doing this often?',
      options: [
        'It raises your real risk-reward above what you planned',
        'It lowers your average win, so your real risk-reward falls below what you planned',
        'It has no effect as long as the trades are profitable',
        'It lowers the risk of each trade',
      ],
      answer: 1,
      explanation:
        'Losses still cost the full 1R at the stop while winners are cut short, so the average win shrinks and the ratio you actually achieve falls below the planned 1:2.',
    },
    {
      question: 'What is revenge trading?',
      options: [
        'Taking the opposite side of a signal you disagree with',
        'Trading to win back a loss straight away, often larger or outside your rules',
        'Closing a trade at break-even',
        'Reviewing your journal after a loss',
      ],
      answer: 1,
      explanation:
        'Revenge trading is the urge to recover a loss at once, usually with a larger position or a trade that breaks the plan. It turns a planned loss into a much bigger one.',
    },
    {
      question: 'A trade risked 100 and closed at its take-profit for a gain of 250. What was its result in R?',
      options: ['+1R', '+2R', '+2.5R', '+250R'],
      answer: 2,
      explanation: 'R is the amount risked. 250 ÷ 100 = 2.5, so the trade made +2.5R.',
    },
    {
      question:
        'Which of these can a platform\u2019s trade history NOT tell you, so you must write it in your journal yourself?',
      options: [
        'The entry and exit prices',
        'The profit or loss of each trade',
        'Why you took the trade and how you felt',
        'The date and time of each trade',
      ],
      answer: 2,
      explanation:
        'The platform records prices, times and results. Your reasons, whether you followed the plan, and your feelings only exist if you write them down, and they are what reveal patterns like early exits.',
    },
  ],
  terms: [
    'trading-journal',
    'trading-plan',
    'revenge-trading',
    'overtrading',
    'fomo',
    'r-multiple',
    'win-rate',
    'expectancy',
  ],
  sources: [
    { label: 'Beginner course outline: fear, greed and keeping a trading journal', href: '/education/beginner' },
    { label: 'Position size calculator', href: '/tools/position-size' },
    { label: 'Risk-reward calculator', href: '/tools/risk-reward' },
  ],
};

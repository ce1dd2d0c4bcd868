import { signalPolicy } from '~/platform/signal-policy';
import { formatRiskReward } from '~/platform/signal-claims';
import type { Lesson } from '../../lesson.schema';

// What the site's own signals promise comes from the policy the signals admin enforces, so the lesson never
// claims a minimum the site does not keep.
const signalsHabit =
  signalPolicy.minRiskReward > 0
    ? `The signals published on this site follow the same habit: each one states its entry, stop-loss and take-profit, and the site publishes only signals with a risk-reward of at least ${formatRiskReward(signalPolicy.minRiskReward)}. Whoever publishes a trade idea, check its ratio yourself before you act on it.`
    : 'The signals published on this site state their entry, stop-loss and take-profit, so you can work out the ratio yourself before you act on one, as you should with any trade idea.';

export const lesson: Lesson = {
  slug: 'risk-reward',
  title: 'Risk-reward: why we look for at least 1:2',
  summary:
    'How to measure the reward of a trade against its risk, and why a reward of at least twice the risk lets you be wrong more often than right.',
  minutes: 12,
  objectives: [
    'Calculate the risk-reward ratio of a trade from its entry, stop-loss and take-profit',
    'Work out the win rate a ratio needs just to break even',
    'Compare the results of the same win rate at 1:1 and at 1:2',
    'Explain why a good ratio alone does not make a good trade',
  ],
  body: `## Two distances, one ratio

Every trade you plan has two distances: from the entry to the stop-loss, which is what you risk, and from the entry to the take-profit, which is what you hope to gain. The **risk-reward ratio** compares them.

- **Risk** = distance from entry to stop-loss
- **Reward** = distance from entry to take-profit
- **Ratio** = reward ÷ risk, written 1:x

A trade that risks 50 pips to make 100 pips has a ratio of **1:2**: for every unit you risk, you aim to make two. Risking 50 pips to make 50 is 1:1; risking 50 to make 150 is 1:3.

You can measure the distances in pips or in money; the answer is the same, because both are multiplied by the same position size. This course recommends a minimum risk-reward of **1:2** for every trade.

![Three pairs of bars: risking 1 unit to make 1, 2 or 3 units; the break-even win rate falls from 50% at 1:1 to 33.3% at 1:2 and 25% at 1:3](diagram:risk-reward-bars)

## The win rate you need to break even

Why does the ratio matter so much? Because it decides how often you must be right just to stand still.

If every loss costs 1 unit and every win earns R units, then over many trades you break even when the wins exactly pay for the losses. That happens at a win rate of:

**Break-even win rate = 1 ÷ (1 + R)**

| Ratio | Break-even win rate |
| --- | --- |
| 1:1 | 50% |
| 1:2 | 33.3% |
| 1:3 | 25% |

At 1:1, you must win half your trades before costs just to stay level. At 1:2, you can lose two trades out of three and still break even. That margin for error is the real reason traders look for at least 1:2. Nobody, however skilled, knows which trades will win, so it helps enormously to have a method that survives being wrong most of the time.

## The same trader, two ratios

Imagine a trader who wins 4 trades out of 10 and risks 100 on each.

- **At 1:1**: 4 wins × 100 = 400 gained, 6 losses × 100 = 600 lost. Result: **−200**.
- **At 1:2**: 4 wins × 200 = 800 gained, 6 losses × 100 = 600 lost. Result: **+200**.

The analysis, the win rate and the risk per trade are identical. Only the ratio changed, and it turned a losing record into a winning one. The worked example below goes through this in full.

A general way to write this is the **expectancy** of a trade, the average result per trade over many trades:

**Expectancy = (win rate × average win) − (loss rate × average loss)**

At 40% and 1:2 with 100 at risk: 0.4 × 200 − 0.6 × 100 = 80 − 60 = **+20 per trade** on average, before costs.

## Where the levels come from

A ratio is only meaningful if both levels come from the chart. It is easy to write "1:3" by dragging the take-profit further away, but a target beyond a strong resistance level, where the price has turned down before, is far less likely to be reached. You have improved the ratio on paper and lowered the win rate in practice.

So work in this order:

1. Find the entry, and the stop-loss where the idea is proven wrong (previous lesson).
2. Find the take-profit where the move is likely to stall: the next resistance for a buy, the next support for a sell.
3. Measure the ratio. If it is below 1:2, **skip the trade** or wait for a better entry. Do not move the stop closer or the target further just to make the numbers fit.

A better entry is often the way to a better ratio. Buying closer to support, for example, shortens the distance to the stop while the target stays where it is.

## Ratio and win rate pull against each other

There is a trade-off between the two. A nearer target is reached more often but pays less; a more distant one pays more but is reached less often. Likewise a tight stop gives a better ratio but is hit more often by ordinary noise.

So there is no "best" ratio in general. A trend-following method may win only a third of its trades and rely on ratios of 1:3 or more; a method that trades bounces inside a range may win more often with targets nearer to 1:2. What matters is that the combination of your ratio and your real win rate, measured over many trades, gives a positive expectancy. The 1:2 minimum keeps the win rate you need within reach, at about one trade in three.

| Win rate | Expectancy at 1:1 | Expectancy at 1:2 | Expectancy at 1:3 |
| --- | --- | --- | --- |
| 30% | −0.4R | −0.1R | +0.2R |
| 40% | −0.2R | +0.2R | +0.6R |
| 50% | 0 | +0.5R | +1.0R |

Here R is the amount risked on a trade, so +0.2R means that, on average, each trade adds a fifth of the amount you risk, before costs.

## Costs shrink the ratio

The spread and any commission are paid on every trade, win or lose. A trade that risks 50 pips and aims for 100 with a 1-pip spread really risks about 51 pips and makes about 99. On trades with small stops, costs take a bigger share: with a 10-pip stop and a 2-pip spread, the cost is a fifth of the risk. Include costs when you size the position; the [position size calculator](/tools/position-size) has fields for the spread and the commission.

## A good ratio is not enough on its own

The ratio tells you what a trade pays if it works, not how likely it is to work. A 1:5 trade that almost never reaches its target is worse than a 1:2 trade that often does. You learn the true win rate of your method only from a record of many trades, in a journal, which the last lesson of this module covers.

${signalsHabit}

## Try it yourself

The site's [risk-reward calculator](/tools/risk-reward?pair=EURUSD&direction=buy&entry=1.0850&stop=1.0800&target=1.0950) takes an entry, a stop and a target, checks that they are on the correct sides for a buy or a sell, and gives the distances in pips and the ratio. Try moving the entry closer to the stop and watch the ratio improve.

## Next step

You can now measure what a trade risks and what it may earn. The next lesson looks at leverage and margin: how a small deposit controls a large position, and why that magnifies losses just as much as gains.`,
  example: {
    title: 'Measuring a 1:2 trade and what it does over ten trades',
    body: `**The trade.** You plan to buy EUR/USD at **1.0850**, with a stop-loss at **1.0800** and a take-profit at **1.0950**.

- Risk: 1.0850 − 1.0800 = 0.0050 = **50 pips**.
- Reward: 1.0950 − 1.0850 = 0.0100 = **100 pips**.
- Ratio: 100 ÷ 50 = 2, so **1:2**.

On a 10,000 account risking 1%, the size is 0.20 lots (previous lessons), so a pip is worth 2 US dollars: the stop costs **100** and the target pays **200**.

**Ten trades like it.** Suppose you take ten such trades and only four reach their target.

- Four winners: 4 × 200 = **+800**.
- Six losers: 6 × 100 = **−600**.
- Net: **+200**, about 2% of the account, before costs, with a win rate of only 40%.

**The same ten trades at 1:1.** Now suppose the targets had been only 50 pips away, paying 100 each, and the same four won.

- Four winners: 4 × 100 = +400. Six losers: 6 × 100 = −600. Net: **−200**.

**Break-even check.** At 1:2 the break-even win rate is 1 ÷ (1 + 2) = 33.3%: three winners in ten would leave you at about −100, four put you ahead.`,
  },
  checks: [
    {
      question: 'Entry 1.0850, stop-loss 1.0800, take-profit 1.0950 on a buy. What is the risk-reward ratio?',
      options: ['1:0.5', '1:1', '1:2', '1:3'],
      answer: 2,
      explanation:
        'The risk is 50 pips (1.0850 to 1.0800) and the reward 100 pips (1.0850 to 1.0950): 100 ÷ 50 = 2, so 1:2.',
    },
    {
      question: 'At a risk-reward of 1:2, what win rate do you need just to break even, before costs?',
      options: ['About 25%', 'About 33%', '50%', 'About 67%'],
      answer: 1,
      explanation:
        'Break-even win rate = 1 ÷ (1 + R) = 1 ÷ 3 ≈ 33.3%. One winner pays 2 units and covers two losers of 1 unit each.',
    },
    {
      question: 'A trade shows only 1:1.2 with the stop and target where the chart puts them. What should you do?',
      options: [
        'Move the take-profit further away until the ratio reads 1:2',
        'Move the stop-loss closer until the ratio reads 1:2',
        'Skip the trade, or wait for a better entry',
        'Double the position size to make up for the low ratio',
      ],
      answer: 2,
      explanation:
        'Moving levels away from where the chart puts them improves the ratio only on paper. A larger size raises the risk. Skip it or wait for an entry closer to the stop.',
    },
    {
      question: 'Why is a 1:5 ratio not automatically better than 1:2?',
      options: [
        'Brokers do not allow ratios above 1:3',
        'The ratio says what a trade pays if it works, not how likely it is to reach the target',
        'A larger ratio always means a larger risk in money',
        'It is better: the higher the ratio, the better the trade',
      ],
      answer: 1,
      explanation:
        'A distant target may rarely be reached, lowering the win rate. What counts over many trades is the expectancy, which combines the ratio with the win rate.',
    },
  ],
  terms: ['risk-reward-ratio', 'stop-loss', 'take-profit', 'win-rate', 'expectancy', 'spread', 'pip'],
  sources: [
    { label: 'Beginner course outline: risk-reward, at least 1:2', href: '/education/beginner' },
    { label: 'Risk-reward calculator (the formula used in this lesson)', href: '/tools/risk-reward' },
    { label: 'Position size calculator', href: '/tools/position-size' },
    { label: 'Trading signals', href: '/services/signals' },
  ],
};

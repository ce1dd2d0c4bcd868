import type { Lesson } from '../../lesson.schema';

export const lesson: Lesson = {
  slug: 'support-and-resistance',
  title: 'Support and resistance',
  summary:
    'Why prices often turn at the same levels, how to draw support and resistance as zones, what happens when they break, and how to use them for stops and targets.',
  minutes: 11,
  objectives: [
    'Explain what support and resistance are and why they form',
    'Draw support and resistance as zones from swing points',
    'Recognise a breakout, a false breakout and a role reversal',
    'Place a stop-loss beyond a zone rather than inside it',
    'Use the next zone to judge whether a trade offers at least 1:2',
  ],
  body: `## Prices have a memory

Look at almost any chart and you will see the price turning again and again near the same levels. A level where falling prices have repeatedly stopped and turned up is called **support**. A level where rising prices have repeatedly stopped and turned down is called **resistance**.

Think of support as a floor and resistance as a ceiling. They are not walls: floors give way and ceilings are broken. But while they hold, they shape how the price moves, and they give traders logical places to act and to place their orders.

## Why support and resistance form

There is no law that makes the price turn at a level. It turns because of what people do there:

- **Remembered prices.** Traders who bought at a level that held before are willing to buy there again. Traders who missed the last bounce wait for the price to return.
- **Regret.** Traders who bought at a high and watched the price fall often sell when it returns to their entry, glad to get out without a loss. That selling turns the old high into resistance.
- **Orders waiting at the level.** Stop-loss and take-profit orders, and pending orders to buy or sell, gather around obvious levels, so a lot of business is done there.
- **Round numbers.** Prices such as 1.1000 or 2,000 on gold attract orders simply because people choose round numbers.

Because so many people watch the same levels, they tend to matter, at least for a while.

## Draw zones, not lines

A common beginner mistake is to draw support as a single exact price and expect the market to respect it to the pip. Real levels are **zones**: the price may turn a few pips above the previous low one time and a few pips below it the next.

![A price line bouncing three times off a shaded support zone below and turning down several times under a shaded resistance zone above. It then breaks up through the resistance zone, dips back to its top, which now holds as support, and rises again.](diagram:support-resistance)

To draw a zone:

1. Start on a higher timeframe, such as the daily chart. Levels seen there are watched by more traders.
2. Find the clear swing highs and lows where the price turned sharply.
3. Look for places where **several** turns line up at about the same price.
4. Draw a band that covers the bodies and most of the wicks at those turns. On EUR/USD daily charts a zone is often 10 to 30 pips deep.

Keep only the few zones closest to the current price. A chart covered in lines tells you nothing.

## What makes a zone stronger

Not every level is equal. A zone tends to deserve more attention when:

- the price has turned there **several times**;
- the turns were **sharp**, with long wicks or big candles away from the zone;
- it is visible on a **higher timeframe**;
- it lines up with a **round number** or with a trendline.

More touches can also mean more orders used up at the level. A zone that is tested again and again, with weaker bounces each time, may be about to break.

## Breakouts, false breakouts and role reversal

When the price closes clearly beyond a zone, it has made a **breakout**. A breakout above resistance suggests buyers have taken control; below support, sellers.

Many breakouts fail. In a **false breakout**, the price pokes through a level, triggers the stop-losses and breakout orders gathered there, and then returns inside the range. This is why many traders wait for a **candle close** beyond the zone, on the timeframe they trade, before believing a break.

After a real breakout, the old level often changes role. Broken resistance tends to become **support**, and broken support tends to become **resistance**. This is called **role reversal**. A common approach is to wait for the price to come back to the broken level, called a **retest**, and to trade it in the direction of the breakout.

## Using zones in your trades

Support and resistance help with three decisions:

1. **Where to enter.** Buying near support, or selling near resistance, means your stop-loss can be close to your entry.
2. **Where to put the stop-loss.** Place it **beyond** the zone, not inside it, with room for the spread and for a wick. A stop just one pip below an obvious low is a stop many others have placed too, and it is often hit by a false breakout.
3. **Where to take profit.** The next zone in the direction of your trade is where the move may stall. Place the target **before** it.

Then check the arithmetic. This course looks for a potential reward of at least twice the risk. If the next resistance is closer to your entry than twice the distance to your stop, the trade does not offer 1:2, and you let it go. Skipping trades with poor risk-reward is a decision, not a missed chance.

## Support and resistance in a trend

Support and resistance work together with trends. In an uptrend, the higher lows are support and the previous highs, once broken, often act as support on the way back. In a downtrend, the lower highs are resistance. In a range, the price moves between a clear support and a clear resistance, and traders may buy near the floor and sell near the ceiling until one of them breaks.

## Next step

Support and resistance are drawn by hand. The next lesson, **Moving averages and your first indicators**, adds lines calculated from the price itself, and shows how they can act as moving support and resistance.`,
  example: {
    title: 'A trade from support on GBP/USD, checked for 1:2',
    body: `On the daily GBP/USD chart, the price has turned up three times from a **support zone at 1.2600-1.2615**, and down twice from a **resistance zone at 1.2750-1.2765**.

The price falls back to the support zone, and a four-hour candle closes as a hammer at 1.2625. You plan a buy.

- **Entry:** 1.2625.
- **Stop-loss:** 1.2585, 15 pips below the bottom of the zone, to allow for a false break. Risk: 1.2625 − 1.2585 = **40 pips**.
- **Take-profit:** 1.2745, just below the resistance zone. Reward: 1.2745 − 1.2625 = **120 pips**.
- **Risk-reward:** 40 : 120 = **1:3**, more than the minimum of 1:2.

**Position size, risking 1% of a 10,000 demo account:**

- Money at risk: 1% × $10,000 = **$100**.
- Per pip: $100 ÷ 40 pips = **$2.50 a pip**.
- GBP/USD is quoted in dollars, so one lot is $10 a pip: $2.50 ÷ $10 = **0.25 lot**.

If the stop is hit, you lose about $100; if the target is reached, you gain about 120 × $2.50 = **$300**.

**A trade to skip.** Suppose instead the resistance zone began at 1.2665. A target just below it, 1.2660, would be only 35 pips away against a 40-pip risk: 40 : 35 is worse than 1:1. The trade does not offer 1:2, so you wait.

**A role reversal.** Later, a daily candle closes at 1.2810, clearly above the 1.2750-1.2765 resistance zone. Two days after, the price dips to 1.2768 and turns up: the old resistance has acted as support on the retest.

Check the numbers with the [position size calculator](/tools/position-size) and the [risk-reward calculator](/tools/risk-reward).`,
  },
  checks: [
    {
      question: 'Why should support be drawn as a zone rather than a single price?',
      options: [
        'Because brokers require it',
        'Because the price turns near a level, a few pips either side, rather than at an exact price',
        'Because zones guarantee that the price will turn',
      ],
      answer: 1,
      explanation:
        'Orders gather around a level, not at one exact price, so turns happen a little above or below earlier ones. Nothing guarantees a turn.',
    },
    {
      question:
        'Resistance at 1.0950 is broken and the price closes at 1.1000. What is the old resistance most likely to do if the price comes back to it?',
      options: ['Disappear completely', 'Act as even stronger resistance', 'Act as support'],
      answer: 2,
      explanation:
        'After a real breakout, broken resistance often becomes support: traders who missed the break buy the retest, and those who sold there close their losing positions.',
    },
    {
      question: 'Where is the better place for the stop-loss of a buy at support?',
      options: [
        'Beyond the bottom of the zone, with room for the spread and a wick',
        'At the next resistance above',
        'Inside the support zone, as close to the entry as possible',
      ],
      answer: 0,
      explanation:
        'A stop inside the zone is likely to be hit by normal noise or a false break. The next resistance is where the target goes, not the stop.',
    },
    {
      question: 'Your stop is 30 pips away. Which target distance first meets this course\u2019s minimum risk-reward?',
      options: ['30 pips', '45 pips', '60 pips'],
      answer: 2,
      explanation:
        'At least 1:2 means the reward must be at least twice the risk: 2 \u00d7 30 = 60 pips. 45 pips is 1:1.5.',
    },
  ],
  terms: ['support', 'resistance', 'zone', 'round-number', 'breakout', 'false-breakout', 'role-reversal', 'retest'],
  sources: [
    { label: 'Beginner course: 1-2% risk per trade and at least 1:2 risk-reward', href: '/education/beginner' },
    { label: 'Position size calculator', href: '/tools/position-size' },
    { label: 'Risk-reward calculator', href: '/tools/risk-reward' },
  ],
};

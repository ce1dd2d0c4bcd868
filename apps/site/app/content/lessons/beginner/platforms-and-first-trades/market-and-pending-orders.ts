import type { Lesson } from '../../lesson.schema';

export const lesson: Lesson = {
  slug: 'market-and-pending-orders',
  title: 'Market and pending orders',
  summary:
    'The difference between a market order, filled now, and the four pending orders that wait for your price: buy limit, sell limit, buy stop and sell stop.',
  minutes: 12,
  objectives: [
    'Explain how a market order is filled, and why the price can differ slightly from the one on screen',
    'Choose between a buy limit, sell limit, buy stop and sell stop from where the price is now',
    'Attach a stop-loss and take-profit to a pending order and size it at 1% risk',
    'Describe what happens to pending orders on gaps and when they expire',
  ],
  body: `## Two ways to enter a trade

Every trade starts with an order, an instruction to your broker to buy or sell. There are two families:

- A **market order** says: trade now, at the best price available.
- A **pending order** says: trade later, but only if the price reaches a level I choose.

Both can carry a stop-loss and a take-profit, and both should. The previous module explained those two exits; this lesson is about the way in.

## Market orders

A market order is filled straight away. A **buy** is filled at the **ask**, the higher of the two prices; a **sell** at the **bid**, the lower one. That is why every trade starts with a small loss equal to the spread.

Prices move constantly, so by the time your order reaches the broker the price may have changed a little. The difference between the price you saw and the price you got is **slippage**. It can be in your favour or against you, and in calm markets it is usually tiny or zero. Around major news releases it can be several pips. Some platforms let you set a maximum deviation you will accept; check what your platform offers.

Use a market order when the reason for your trade exists **now**, for example the price has just closed above a level and your plan says to enter on that close.

## Pending orders

A pending order waits on the broker's server until the price reaches your level, then becomes a trade. You do not need to watch the screen, and you enter only at a price you decided on in advance, which fits a trading plan well.

There are four basic pending orders. Which one you need depends on two questions: **do you want to buy or sell**, and **is your level above or below the current price**?

![Four boxes around a line for the current price: above it a buy stop (buy a breakout) and a sell limit (sell higher); below it a buy limit (buy lower) and a sell stop (sell a breakdown)](diagram:platforms-pending-orders)

### Limit orders: a better price than now

- **Buy limit**: placed **below** the current price. You want to buy, but cheaper, for example at a support level where you expect the price to turn up.
- **Sell limit**: placed **above** the current price. You want to sell, but higher, for example at a resistance level where you expect the price to turn down.

A limit order is filled at your price or better. The risk is that the price never quite reaches it and you miss the move.

### Stop orders: follow the move

- **Buy stop**: placed **above** the current price. You want to buy only if the price breaks up through a level, such as a resistance, confirming the move.
- **Sell stop**: placed **below** the current price. You want to sell only if the price breaks down through a level, such as a support.

When a stop order's level is reached it becomes a market order, so it can be filled with some slippage in a fast market. Note that this is the same mechanism as a stop-loss: a stop-loss on a buy position is, in effect, a sell stop that closes it.

### A simple memory aid

**Limit** orders bet on a **turn**: buy low, sell high. **Stop** orders bet on a **continuation**: buy higher, sell lower, once the market has shown its direction.

The platform will refuse a pending order on the wrong side. A buy limit above the current price, for example, would simply be a market order, so the platform asks you to choose again.

### More order types

MetaTrader 5 also offers **buy stop limit** and **sell stop limit** orders, which place a limit order once a stop level is reached; MetaTrader 4 offers the four basic types. As a beginner you will rarely need more than the four.

## Stop-loss, take-profit and size on a pending order

Set the stop-loss and take-profit when you place the pending order, measured from the **order's level**, not from the current price. The position size comes from the same rule as always: the distance from the entry level to the stop, and 1% (or at most 2%) of your account. You can work it out with the [position size calculator](/tools/position-size) and check the ratio with the [risk-reward calculator](/tools/risk-reward).

## Expiry, gaps and cancelling

- **Expiry.** A pending order stays active until it is filled or cancelled, unless you give it an expiry time. If your idea only holds for today, set it to expire at the end of the day.
- **Gaps.** If the market opens beyond your level after a weekend or a news event, a stop order is filled at the first available price, which can be worse than your level. A limit order is filled at your price or better.
- **Cancelling.** A pending order that has not been filled can be changed or deleted at any time in the orders tab of your account panel. Review your pending orders every day: an order you forgot about can open a trade you no longer want.
- **Margin.** On most platforms a pending order does not use margin until it is filled. When it fills, the new position needs margin like any other, so check your free margin first.

## Next step

You know how to get into a trade and how to get out. The next lesson opens a demo account with 10,000 in virtual capital, so you can practise all of this without risking real money.`,
  example: {
    title: 'Choosing and sizing a pending order on EUR/USD',
    body: `EUR/USD is trading at **1.0850**. Your account holds **10,000 US dollars** and you risk **1%** (100) per trade. Support sits near 1.0810 and resistance near 1.0880.

**Idea 1: buy the bounce from support.** You want to buy lower than now, so you need a **buy limit** at **1.0810**.
- Stop-loss below support at **1.0780**: 1.0810 − 1.0780 = **30 pips**.
- Take-profit at **1.0870**: 1.0870 − 1.0810 = **60 pips**, so the ratio is **1:2**.
- Size: 100 ÷ (30 × 10) = 0.333, rounded down to **0.33 lots**. At the stop it loses 0.33 × 30 × 10 = **99**.

**Idea 2: buy the breakout.** You want to buy only if the price breaks above resistance, so you need a **buy stop** at **1.0890**, above the current price.
- Stop-loss back below resistance at **1.0860**: **30 pips**. Take-profit at **1.0950**: **60 pips**. Ratio **1:2**, size again **0.33 lots**.

**The same two ideas for a fall.** To sell at resistance you would use a **sell limit** above the price, say at 1.0880. To sell a break of support you would use a **sell stop** below the price, say at 1.0800. For both, the stop-loss goes above the entry level and the take-profit below it.

If the price opens on Monday at 1.0905, above your buy stop, the buy stop is filled at about 1.0905, 15 pips worse than planned: the loss at the stop would then be 45 pips, about 148.50 on 0.33 lots. Gaps are one reason to keep risk small.`,
  },
  checks: [
    {
      question: 'EUR/USD is at 1.0850. You want to buy if it falls back to support at 1.0810. Which order?',
      options: ['Buy stop at 1.0810', 'Buy limit at 1.0810', 'Sell limit at 1.0810', 'Market buy now'],
      answer: 1,
      explanation:
        'Buying below the current price is a buy limit. A buy stop is placed above the price, to buy a breakout.',
    },
    {
      question: 'Which pending order is placed above the current price to buy only if the price breaks higher?',
      options: ['Buy limit', 'Buy stop', 'Sell stop', 'Sell limit'],
      answer: 1,
      explanation:
        'A buy stop sits above the current price and becomes a buy when the price rises to it, so you enter once the breakout has happened.',
    },
    {
      question: 'At what price is a market buy order filled?',
      options: [
        'The bid',
        'The ask, or the nearest available price if it has moved',
        'The middle of the bid and ask',
        'The previous day\u2019s closing price',
      ],
      answer: 1,
      explanation:
        'You buy at the ask and sell at the bid. If the price moves between your click and the fill, you get the next available price; that difference is slippage.',
    },
    {
      question: 'The market gaps beyond the level of your sell stop. What happens?',
      options: [
        'The order is cancelled automatically',
        'It is filled at exactly your level',
        'It becomes a market order and is filled at the first available price, which can be worse than your level',
        'It turns into a sell limit',
      ],
      answer: 2,
      explanation:
        'A stop order becomes a market order when its level is reached or passed, so after a gap it is filled at the first available price. A limit order, by contrast, fills at your price or better.',
    },
  ],
  terms: [
    'market-order',
    'pending-order',
    'limit-order',
    'stop-order',
    'buy-limit',
    'sell-limit',
    'buy-stop',
    'sell-stop',
    'slippage',
    'gap',
  ],
  sources: [
    { label: 'MetaTrader 4: orders and execution', href: '/platforms/mt4' },
    { label: 'MetaTrader 5: orders and execution', href: '/platforms/mt5' },
    { label: 'Position size calculator', href: '/tools/position-size' },
    { label: 'Risk-reward calculator', href: '/tools/risk-reward' },
  ],
};

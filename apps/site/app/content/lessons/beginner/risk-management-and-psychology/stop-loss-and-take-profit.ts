import type { Lesson } from '../../lesson.schema';

export const lesson: Lesson = {
  slug: 'stop-loss-and-take-profit',
  title: 'Stop-loss and take-profit orders',
  summary:
    'How stop-loss and take-profit orders close a trade for you, where to place them on a chart, and what they cannot protect you from.',
  minutes: 12,
  objectives: [
    'Explain what a stop-loss and a take-profit order do, and on which side of the entry each goes for a buy and a sell',
    'Place a stop-loss where the trade idea is proven wrong, not at a round sum of money',
    'Work out the loss and profit in pips and money at each level',
    'Describe slippage and price gaps, and why a normal stop-loss is not a guarantee',
  ],
  body: `## Deciding your exit before you enter

The previous lesson set a limit: no trade may cost more than 1-2% of your account. A limit only works if something enforces it, and that something is the **stop-loss order**. Its partner, the **take-profit order**, closes a winning trade at the level you planned.

Both are instructions you give the broker when you open a trade (or any time after). Once they are set, the platform watches the price for you, day and night, and closes the position when one of the levels is reached. You do not have to be at your screen, and you do not have to make a hard decision while the market is moving.

## What each order does

- A **stop-loss** closes your position when the price moves against you to a level you chose. It caps the loss.
- A **take-profit** closes your position when the price moves in your favour to a level you chose. It locks in the gain.

Whichever level is reached first closes the trade, and the other order is cancelled with it.

## Which side of the entry

Where the levels go depends on the direction of the trade. Remember that you buy at the ask and sell at the bid, and a position is closed by the opposite side: a buy is closed by selling at the bid, a sell by buying at the ask.

| Trade | Stop-loss | Take-profit |
| --- | --- | --- |
| Buy (you expect the price to rise) | Below the entry | Above the entry |
| Sell (you expect the price to fall) | Above the entry | Below the entry |

![A price axis for a buy of EUR/USD: entry at 1.0850, stop-loss 50 pips below at 1.0800, take-profit 100 pips above at 1.0950](diagram:risk-stop-and-target)

Platforms refuse levels on the wrong side. Many brokers also set a minimum distance between the current price and a new stop or target, so a level placed a fraction of a pip away may be rejected.

## Where to put the stop-loss

A good stop-loss sits at the price that proves your idea wrong. If you buy because the price bounced off a support level, the idea is wrong once the price falls clearly through that support. So the stop goes a little **below** the support, with some room for the spread and ordinary noise, not exactly on it.

Some common reference points:

- **Beyond support or resistance.** Below a support level for a buy, above a resistance level for a sell.
- **Beyond a recent swing.** Below the most recent low in an uptrend, above the most recent high in a downtrend.
- **Outside normal noise.** If a market routinely moves 30 pips up and down in an hour, a 10-pip stop on a one-hour idea will be hit by noise alone.

What you should **not** do is pick the stop from the amount of money you are willing to lose ("I'll put it 20 pips away because I don't want to lose more than 50"). That places the exit where the chart gives no reason for it. Decide the stop from the chart, then use the [position size calculator](/tools/position-size) to choose the size that makes that stop cost 1-2% of your account.

## Where to put the take-profit

The take-profit goes where you reasonably expect the move to run out of steam: just before the next resistance level for a buy, or just above the next support for a sell. Placing it slightly in front of the level, rather than exactly on it, makes it more likely to be filled if the price only just touches the level and turns.

Then compare the two distances. If the take-profit is only as far away as the stop, or closer, the trade may not be worth taking. The next lesson explains why this course looks for a reward of at least twice the risk.

## Moving the levels once the trade is open

Stops and targets can be changed while a trade is open. Two rules keep this safe:

- **Never move a stop-loss further away** to avoid a loss. It turns a planned, small loss into an unplanned, larger one, and breaks your 1-2% limit.
- **Moving a stop in your favour is fine** once the trade has made progress. Moving it to the entry price (break-even) means the trade can no longer lose, apart from costs and slippage.

A **trailing stop** does the second automatically: it follows the price at a set distance as the trade moves in your favour and stays put when the price turns back. MetaTrader and cTrader both offer trailing stops. Note that in MetaTrader 4 and 5 the trailing stop is run by the platform on your own computer, so it only moves while your terminal is open and connected; check your platform's help before relying on it.

## What a stop-loss cannot do

A normal stop-loss becomes a market order when its level is reached, and it is filled at the next available price. Usually that is at or very near your level. Sometimes it is not:

- **Slippage.** In a fast market, after a surprise news release for example, the next available price can be several pips beyond your stop.
- **Gaps.** When a market reopens after the weekend, or a share price jumps on overnight news, the first price can be far beyond your stop. The order is filled there, not at your level.

So the loss on a stopped trade can occasionally be larger than you planned. Some brokers offer a **guaranteed stop-loss** that is always filled at your exact level, usually for an extra charge; check your broker's terms. Retail clients of EU and UK firms are also protected against a negative balance, as the site's [risk warning](/risk-warning) explains, but that protection is a last resort, not a plan.

## Common mistakes

- **Trading without a stop "just this once".** The trade without a stop is the one that turns into the large loss.
- **Stops placed too tight.** A stop inside the market's normal noise gets hit on trades that would have worked.
- **Stops exactly on round numbers or obvious levels.** Many orders cluster there; a few pips of extra room often helps.
- **Closing winners early and letting losers run.** Setting both levels in advance and leaving them alone is the cure.

## Next step

You now know how to set both exits. The next lesson compares their distances, the risk-reward ratio, and shows why a reward of at least twice the risk lets you be wrong more often than right and still come out ahead.`,
  example: {
    title: 'Setting the levels on a EUR/USD buy',
    body: `You buy **0.20 lots** of EUR/USD at **1.0850** on a 10,000 US dollar account. Support sits at about 1.0810, and the next resistance at about 1.0960.

- **Stop-loss**: a little below support at **1.0800**. Distance: 1.0850 − 1.0800 = 0.0050 = **50 pips**.
- **Take-profit**: a little in front of resistance at **1.0950**. Distance: 1.0950 − 1.0850 = 0.0100 = **100 pips**.

One pip on a standard lot of EUR/USD is worth 10 US dollars, so on 0.20 lots it is worth **2 US dollars**.

- If the stop-loss is hit: 50 × 2 = **100 US dollars lost**, 1% of the account.
- If the take-profit is hit: 100 × 2 = **200 US dollars gained**, 2% of the account.

**The same idea as a sell.** Suppose instead you sell EUR/USD at 1.0850 because it has turned down from resistance. The stop goes **above** the entry, say 1.0900 (50 pips), and the take-profit **below** it, say 1.0750 (100 pips). The money at each level is the same as for the buy, only the sides are swapped.

**Moving to break-even.** If the buy reaches 1.0900, 50 pips in profit, you may move the stop up to 1.0850. From then on the worst normal outcome is closing at about the entry price, while the take-profit at 1.0950 still stands.`,
  },
  checks: [
    {
      question: 'You sell GBP/USD at 1.2700. Where do the stop-loss and take-profit go?',
      options: [
        'Stop-loss below 1.2700, take-profit above',
        'Stop-loss above 1.2700, take-profit below',
        'Both above 1.2700',
        'Both below 1.2700',
      ],
      answer: 1,
      explanation:
        'A sell profits when the price falls, so the take-profit is below the entry and the stop-loss, which caps the loss if the price rises, is above it.',
    },
    {
      question: 'What is the best reason for where a stop-loss goes?',
      options: [
        'A round sum of money you are happy to lose',
        'The price at which the trade idea is shown to be wrong',
        'Exactly 10 pips from the entry on every trade',
        'Wherever makes the position as large as possible',
      ],
      answer: 1,
      explanation:
        'The stop belongs where the chart proves the idea wrong, such as just beyond support. The money at risk is then controlled by the position size, not by moving the stop.',
    },
    {
      question: 'A trade is losing and nearing its stop-loss. What does a disciplined trader do?',
      options: [
        'Move the stop further away to give the trade more room',
        'Remove the stop and wait for the price to come back',
        'Leave the stop where it is and accept the planned loss',
        'Open a second, larger trade in the same direction',
      ],
      answer: 2,
      explanation:
        'The stop was placed where the idea is wrong and sized to cost 1-2%. Moving or removing it turns a small planned loss into a larger unplanned one.',
    },
    {
      question: 'Why can a stopped-out trade occasionally lose more than planned?',
      options: [
        'The broker always fills stops 10 pips late',
        'A normal stop becomes a market order and may be filled beyond the level after a gap or in a fast market',
        'Stop-loss orders only work during London hours',
        'It cannot: a stop-loss is always filled at its exact level',
      ],
      answer: 1,
      explanation:
        'A normal stop-loss is filled at the next available price. After a weekend gap or a sharp news move that can be beyond your level; only a guaranteed stop, where offered, fixes the price.',
    },
  ],
  terms: ['stop-loss', 'take-profit', 'trailing-stop', 'slippage', 'gap', 'guaranteed-stop-loss', 'break-even'],
  sources: [
    { label: 'Risk warning: negative balance protection for EU and UK retail clients', href: '/risk-warning' },
    { label: 'Position size calculator', href: '/tools/position-size' },
    { label: 'MetaTrader 4: orders and execution', href: '/platforms/mt4' },
    { label: 'cTrader: stop-loss, take-profit and trailing stops', href: '/platforms/ctraders' },
  ],
};

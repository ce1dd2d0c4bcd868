import type { Lesson } from '../../lesson.schema';

export const lesson: Lesson = {
  slug: 'risking-1-2-percent',
  title: 'Risking only 1-2% of your capital per trade',
  summary:
    'Why a widely taught rule caps the loss of any one trade at 1-2% of the account, and how to turn that cap into a position size.',
  minutes: 12,
  objectives: [
    'Explain why the size of each loss matters more than the number of wins',
    'Work out the money you may lose on a trade from your balance and a 1-2% risk limit',
    'Turn that amount and your stop-loss distance into a position size in lots',
    'Show how a losing streak draws an account down at 1% risk compared with 10%',
  ],
  body: `## The one rule that keeps you in the game

Every trader has losing trades, including the best ones. A strategy that wins half of its trades will still produce runs of five, six or more losses in a row, simply by chance. You cannot stop those runs from happening. What you can control is how much each loss costs.

That is the idea behind the most widely taught rule in risk management: **risk only 1-2% of your capital on any single trade**. It is the guidance this course follows from the first lesson to the last. It does not mean you put 1-2% of your money into a trade. It means that if the trade goes wrong and your stop-loss is hit, you lose no more than 1-2% of your account.

On an account of 10,000, 1% is 100 and 2% is 200. However confident you feel about a trade, the most it is allowed to cost you is that amount.

## Risk is what you lose at the stop, not what you put in

Beginners often confuse two different numbers:

- **The size of the position**: how many lots you trade, and therefore how much each pip of movement is worth.
- **The risk of the position**: how much you lose if price reaches your stop-loss.

The risk depends on both the size and the distance to the stop:

**Risk = stop-loss distance in pips × pip value per lot × number of lots**

So a trade is never "1% risk" on its own. It becomes 1% risk when you choose the number of lots so that, at your chosen stop, the loss equals 1% of your balance. That is why you decide where the stop-loss goes first, from the chart, and only then work out the size. The size adapts to the stop; you never move the stop to fit a size you wanted.

## From a percentage to a position size

Turning the rule into a number takes three steps:

1. **Money at risk** = account balance × risk percentage. With 10,000 and 1%, that is 100.
2. **Loss per lot at the stop** = stop distance in pips × pip value per lot. For EUR/USD on a US dollar account, one pip on a standard lot (100,000 euros) is worth 10 US dollars, so a 50-pip stop costs 500 per lot.
3. **Position size** = money at risk ÷ loss per lot. Here 100 ÷ 500 = 0.20 lots.

If the stop were 25 pips instead, the loss per lot would be 250 and the size 0.40 lots. If it were 100 pips, the size would be 0.10 lots. The money at risk stays the same, 100, whatever the stop distance: a wider stop simply means a smaller position.

Most brokers let you trade in steps of 0.01 lots (a micro lot of 1,000 units), so always round the result **down** to the nearest step. Rounding up would mean risking slightly more than you decided.

You can check any of these sums with the site's [position size calculator](/tools/position-size?account=USD&balance=10000&risk=1&stop=50&pair=EURUSD&price=1.0850), which uses exactly these formulas and also lets you add the spread and commission you pay.

## Why 1-2% and not 10%

A small percentage can feel timid. Surely a trader who is right should bet more? The answer lies in what a run of losses does to an account. Because each risk is a percentage of the current balance, every loss is a little smaller than the one before, but the damage still adds up quickly when the percentage is large.

The figures below are computed for an account that starts at 10,000 and loses every trade in a row, each time risking the same percentage of what is left:

| Losses in a row | Risking 1% | Risking 2% | Risking 10% |
| --- | --- | --- | --- |
| 5 | 9,509.90 | 9,039.21 | 5,904.90 |
| 10 | 9,043.82 | 8,170.73 | 3,486.78 |
| 20 | 8,179.07 | 6,676.08 | 1,215.77 |

![Bar chart: after 10 losing trades in a row, an account of 10,000 falls to 9,043.82 at 1% risk per trade, 8,170.73 at 2% and 3,486.78 at 10%](diagram:risk-losing-streak)

At 1%, ten losses in a row leave you with more than 90% of your account: uncomfortable, but easy to recover from. At 10%, the same ten losses wipe out almost two thirds of it.

## The maths of getting back

The fall from a peak to a low is called a **drawdown**, and a drawdown is harder to climb out of than it looks, because the gain you need is measured on a smaller balance.

- After ten losses at 1%, the account is at 9,043.82. To get back to 10,000 it needs to gain about 10.6%.
- After ten losses at 10%, the account is at 3,486.78. To get back to 10,000 it needs to gain about 186.8%, close to tripling what is left.

A 50% drawdown needs a 100% gain just to break even. That is why traders protect the downside first: a small loss is an ordinary business expense, while a large one can end a trading career.

## Choosing between 1% and 2%

Both figures are sensible; which one suits you depends on your experience and your account.

- **Start with 1%** while you are learning, on a demo account and in your first months with real money. Mistakes are cheaper and losing streaks hurt less.
- **2% is the upper limit**, not a target. Some traders use it once they have a tested strategy and a record in their journal that shows how it behaves.
- **Count all open trades together.** Three trades open at the same time, each risking 2%, put 6% of your account at risk at once, especially if they are on related markets such as EUR/USD and GBP/USD that tend to move together.

Write your chosen percentage into your trading plan, so the decision is made once, calmly, and not trade by trade in the heat of the moment.

## Common mistakes

- **Trading a fixed lot size.** Trading 1 lot every time means a 20-pip stop risks 200 and an 80-pip stop risks 800 on EUR/USD. The risk should stay constant; the size should change.
- **Moving the stop to make the size fit.** If the stop the chart calls for is too wide for the size you wanted, trade a smaller size or skip the trade.
- **Raising the risk to win back a loss.** Doubling your risk after a losing trade is how a drawdown becomes a disaster. The next lesson on stop-loss orders and the lesson on fear and greed come back to this.
- **Forgetting costs.** The spread is paid as soon as a trade opens. On a tight stop it can be a noticeable share of your risk, which the position size calculator can include.

## Next step

You now know how much a trade may cost. The next lesson, on stop-loss and take-profit orders, shows how to place the exit that makes that limit real.`,
  example: {
    title: 'Sizing a EUR/USD trade at 1% risk',
    body: `Your demo account holds **10,000 US dollars** and you risk **1%** per trade. You want to buy EUR/USD at 1.0850, and the chart suggests a stop-loss at 1.0800, below a recent low.

1. **Money at risk**: 10,000 × 1% = **100 US dollars**.
2. **Stop distance**: 1.0850 − 1.0800 = 0.0050, which is **50 pips** (a pip on EUR/USD is 0.0001).
3. **Pip value**: one standard lot is 100,000 euros, so one pip is 100,000 × 0.0001 = **10 US dollars per lot**.
4. **Loss per lot at the stop**: 50 pips × 10 = **500 US dollars**.
5. **Position size**: 100 ÷ 500 = **0.20 lots** (20,000 euros).

Check: 0.20 lots × 50 pips × 10 = 100 US dollars, exactly 1% of the account.

Now suppose the chart calls for a wider stop at 1.0770, **80 pips** away. The loss per lot becomes 80 × 10 = 800, and the size 100 ÷ 800 = 0.125 lots, rounded **down** to **0.12 lots**. At the stop it loses 0.12 × 80 × 10 = 96 US dollars: slightly under 1%, never over it.

At 2% risk the same 50-pip trade would be 200 ÷ 500 = 0.40 lots.`,
  },
  checks: [
    {
      question: 'What does "risking 1% per trade" mean on an account of 10,000?',
      options: [
        'You open positions worth 100 in total',
        'You lose at most about 100 if the stop-loss is hit',
        'You expect to make 100 on each trade',
        'You may lose 1% of the position value',
      ],
      answer: 1,
      explanation:
        'Risk is the loss at the stop-loss. 1% of 10,000 is 100, so the size is chosen so that hitting the stop costs 100; the position itself can be worth far more than that.',
    },
    {
      question:
        'Balance 10,000, risk 1%, stop-loss 50 pips on EUR/USD with a pip value of 10 US dollars per standard lot. What size do you trade?',
      options: ['0.10 lots', '0.20 lots', '0.50 lots', '2.00 lots'],
      answer: 1,
      explanation:
        'Money at risk is 100; each lot loses 50 × 10 = 500 at the stop; 100 ÷ 500 = 0.20 lots. 2.00 lots would lose 1,000, which is 10% of the account.',
    },
    {
      question: 'The chart calls for a wider stop than usual. What should change?',
      options: [
        'The stop, moved closer so the usual size fits',
        'The risk percentage, raised to allow for the wider stop',
        'The position size, made smaller so the money at risk stays the same',
        'Nothing: the stop distance does not affect risk',
      ],
      answer: 2,
      explanation:
        'The money at risk stays fixed and the size adapts. Moving the stop to fit a size puts it where the chart gives no reason for it, and raising the risk breaks the rule.',
    },
    {
      question:
        'An account loses 10 trades in a row. Roughly how much is left at 10% risk per trade, starting from 10,000?',
      options: ['About 9,000', 'About 5,000', 'About 3,500', 'Nothing'],
      answer: 2,
      explanation:
        'Each loss takes 10% of what is left: 10,000 × 0.9 to the power of 10 is about 3,486.78. At 1% risk the same streak leaves about 9,043.82.',
    },
  ],
  terms: ['position-size', 'stop-loss', 'pip', 'pip-value', 'lot', 'drawdown', 'trading-plan'],
  sources: [
    { label: 'Beginner course outline: risking 1-2% of your capital per trade', href: '/education/beginner' },
    { label: 'Position size calculator (the formulas used in this lesson)', href: '/tools/position-size' },
    { label: 'Pip value calculator', href: '/tools/pip-value' },
    { label: 'Risk warning', href: '/risk-warning' },
  ],
};

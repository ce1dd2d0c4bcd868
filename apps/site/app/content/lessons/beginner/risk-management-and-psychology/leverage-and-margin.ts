import type { Lesson } from '../../lesson.schema';

export const lesson: Lesson = {
  slug: 'leverage-and-margin',
  title: 'Leverage and margin, and how they magnify losses',
  summary:
    'What leverage and margin are, how to calculate the margin a position needs, and why leverage magnifies losses exactly as much as gains.',
  minutes: 14,
  objectives: [
    'Explain leverage and margin in plain words',
    'Calculate the margin a position requires from its size, price and leverage',
    'Read used margin, free margin and margin level on a platform',
    'Describe a margin call, a margin close-out and the limits regulators set for retail clients',
  ],
  body: `## A small deposit, a large position

When you trade a CFD with a broker, you do not pay the full value of the position. You put down a deposit, called **margin**, and the broker lets you control a position worth many times that amount. The ratio between the position's value and the deposit is the **leverage**.

With leverage of **30:1**, every 1 of margin controls 30 of position. A position worth 30,000 needs 1,000 of margin. With 500:1, the same position would need only 60.

This sounds like a gift, and it is the main reason beginners lose money quickly. The profit or loss of a position depends on its **full value**, not on the margin. Leverage lets you open a larger position than your money could pay for; it does nothing to make that position less risky.

## How to calculate margin

**Required margin = position value ÷ leverage**

**Position value = lots × contract size × price**

For forex, one standard lot is 100,000 units of the first (base) currency. One lot of EUR/USD at 1.0850 is 100,000 euros, worth 100,000 × 1.0850 = **108,500 US dollars**. At 30:1 leverage, the margin is 108,500 ÷ 30 = **3,616.67 US dollars**. At 500:1 it would be 217.00.

A smaller position needs proportionally less: 0.20 lots of EUR/USD at 1.0850 is worth 21,700 US dollars, so at 30:1 it needs **723.33** of margin.

The site's [margin calculator](/tools/margin?account=USD&pair=EURUSD&price=1.0850&lots=1&leverage=30) uses exactly this formula, and converts to your account currency when it differs.

## Used margin, free margin and margin level

Your platform shows a few numbers that tell you how much room you have left. On an account of 10,000 with one lot of EUR/USD open at 30:1:

- **Balance**: the money in the account, not counting open trades: 10,000.
- **Equity**: the balance plus or minus the profit or loss of open trades. At the moment of opening (ignoring the spread) it is also 10,000.
- **Used margin**: the margin locked up by open positions: 3,616.67.
- **Free margin**: equity minus used margin, what is left to absorb losses or open new trades: 6,383.33.
- **Margin level**: equity ÷ used margin × 100%: 10,000 ÷ 3,616.67 × 100% ≈ 276.5%.

![A bar of 10,000 equity: 3,616.67 used margin for one lot of EUR/USD at 30:1, and 6,383.33 free margin; the position itself is worth 108,500](diagram:risk-margin-bar)

As an open trade loses money, equity falls. Used margin stays the same, so free margin shrinks and the margin level drops.

## Margin call and close-out

When the margin level falls too far, two things can happen:

- A **margin call** is a warning from the broker that your equity is getting close to the margin your positions need. The level at which it comes differs from broker to broker; read your broker's terms.
- A **margin close-out**, often called a **stop-out**, is the broker closing your positions automatically, often starting with the one losing the most, so that your losses do not exceed your money.

For retail clients of EU and UK firms, the regulators' rules set the close-out point: positions are closed when equity falls to **50% of the required margin**. These clients are also protected against a **negative balance**, so they cannot lose more than the money in their account. Clients of firms outside the EU and the UK may not have these protections. Being stopped out is not a safety net you should plan around: by the time it happens, most of your money is gone.

## The limits for retail clients

Regulators in the EU and the UK cap the leverage firms may give retail clients. From the site's [risk warning](/risk-warning):

| Instrument | Maximum leverage for EU and UK retail clients |
| --- | --- |
| Major currency pairs | 30:1 |
| Non-major pairs, gold and major indices | 20:1 |
| Other commodities and non-major indices | 10:1 |
| Shares | 5:1 |
| Cryptocurrencies | 2:1 |

These limits come from the ESMA product intervention measures of 2018, made permanent by the national regulators, and, in the UK, FCA COBS 22.5 since August 2019. Leverage of up to 500:1 is offered only to professional clients and by entities outside the EU and the UK. When you see leverage of 500:1 advertised, remember that it does not apply to EU or UK retail clients.

## How leverage magnifies losses

Leverage magnifies a move in the market into a much larger move in your account. As the site's risk warning explains: at 30:1, a move of 3.3% against you costs the whole margin; at 500:1, a move of 0.2% does.

A useful number is your **effective leverage**: the total value of your open positions divided by your equity. One lot of EUR/USD (108,500) on a 10,000 account is an effective leverage of about 10.85. A 1% move in EUR/USD, about 108 pips, then changes your account by about 10.85%. Ten such moves against you and the account is gone.

That is why the maximum leverage a broker offers tells you how large a position you **can** open, not how large you **should**. The right size comes from the 1-2% rule: choose your stop from the chart and size the position so the stop costs 1-2% of your account. Do that, and the leverage available mostly decides how much margin is locked up, not how much you lose.

## Common mistakes

- **Reading margin as the risk.** A trade needing 723.33 of margin can lose far more than 723.33 if it has no stop-loss.
- **Using all the free margin.** Opening as many lots as the margin allows leaves no room for even a small move against you.
- **Choosing the broker with the highest leverage.** High leverage is a reason for more caution, not a feature to chase.
- **Forgetting overnight costs.** Leveraged positions held overnight usually pay or receive a daily financing charge, called a swap; check your broker's rates. On forex, the swap charged on Wednesday night is usually three times the daily amount (the **triple swap**), because it covers the weekend.

## Next step

You now know the arithmetic of risk: how much to risk, where to exit, what a trade must pay and what leverage does to it. The last lesson of this module turns to the hardest part, your own mind: fear, greed and the journal that keeps them in check.`,
  example: {
    title: 'One lot of EUR/USD at 30:1 on a 10,000 account',
    body: `You have **10,000 US dollars** and open **1 standard lot** of EUR/USD at **1.0850** with **30:1** leverage.

1. **Position value**: 1 × 100,000 × 1.0850 = **108,500 US dollars**.
2. **Required margin**: 108,500 ÷ 30 = **3,616.67 US dollars**.
3. **Free margin** at opening: 10,000 − 3,616.67 = **6,383.33**.
4. **Margin level**: 10,000 ÷ 3,616.67 × 100% ≈ **276.5%**.

**A 100-pip move against you.** One pip on one lot is worth 10 US dollars, so 100 pips costs **1,000**: 10% of the account from a move of less than 1% in the price. Equity is now 9,000, free margin 5,383.33 and the margin level about 248.8%.

**The close-out point.** Under the EU and UK retail rules, positions are closed when equity falls to 50% of the required margin: 3,616.67 × 50% = **1,808.33**. That would take a loss of 10,000 − 1,808.33 = 8,191.67, about **819 pips**, and leave you with less than a fifth of your money.

**The same idea, sized properly.** With a 50-pip stop and 1% risk you would trade **0.20 lots**, worth 21,700 US dollars, with **723.33** of margin. At the stop you lose 100, whatever leverage the broker offers.`,
  },
  checks: [
    {
      question: 'What margin does 1 lot of EUR/USD at 1.0850 need with 30:1 leverage, on a US dollar account?',
      options: ['About 361.67', 'About 3,616.67', 'About 10,850', '108,500'],
      answer: 1,
      explanation:
        'The position is worth 100,000 × 1.0850 = 108,500 US dollars; divided by 30 that is about 3,616.67. 108,500 is the full value, not the margin.',
    },
    {
      question: 'What is free margin?',
      options: [
        'Margin the broker lends you for free',
        'Equity minus the margin used by open positions',
        'The balance before any trade is opened',
        'The profit of your open trades',
      ],
      answer: 1,
      explanation:
        'Free margin = equity − used margin: what is left to absorb losses or open new trades. It shrinks as open trades lose money.',
    },
    {
      question: 'Which statement about leverage is true?',
      options: [
        'Higher leverage makes a trade less risky because less margin is used',
        'Leverage magnifies losses exactly as much as gains, because profit and loss depend on the full position value',
        'Leverage only affects the profit, never the loss',
        'With leverage you can never lose more than the margin of a trade',
      ],
      answer: 1,
      explanation:
        'Profit and loss follow the full value of the position. Leverage lets you open a larger position with less money, so a small price move has a larger effect on your account, in both directions.',
    },
    {
      question: 'What is the maximum leverage on major currency pairs for EU and UK retail clients?',
      options: ['2:1', '30:1', '100:1', '500:1'],
      answer: 1,
      explanation:
        'The ESMA measures of 2018 and the FCA rules cap major pairs at 30:1 for retail clients. 500:1 is offered only to professional clients or by entities outside the EU and the UK.',
    },
  ],
  terms: [
    'leverage',
    'margin',
    'free-margin',
    'margin-level',
    'equity',
    'margin-call',
    'stop-out',
    'negative-balance-protection',
    'swap',
  ],
  sources: [
    { label: 'Risk warning: leverage limits, margin close-out and negative balance protection', href: '/risk-warning' },
    { label: 'Margin calculator (the formula used in this lesson)', href: '/tools/margin' },
    { label: 'Pip value calculator', href: '/tools/pip-value' },
  ],
};

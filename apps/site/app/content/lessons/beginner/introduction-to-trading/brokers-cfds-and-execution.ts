import type { Lesson } from '../../lesson.schema';

export const lesson: Lesson = {
  slug: 'brokers-cfds-and-execution',
  title: 'Brokers, CFDs and how a trade is executed',
  summary:
    'Who you trade with, what a contract for difference is, what a trade costs, and what happens between pressing Buy and seeing an open position.',
  minutes: 10,
  objectives: [
    'Explain what a broker does and how to check that it is regulated',
    'Describe a contract for difference (CFD) and what you do and do not own',
    'List the costs of a CFD trade: spread, commission and overnight financing',
    'Tell a dealing-desk broker from a no-dealing-desk broker',
    'Explain market execution, slippage and price gaps',
  ],
  body: `## What a broker does

You cannot walk into the currency market or the stock exchange yourself. A **broker** stands between you and the market: it gives you a trading platform, shows you prices, accepts your orders, holds your deposit and keeps the record of your positions.

For the products most retail traders use, the broker is also your **counterparty**: your trade is a contract between you and the broker, not a purchase from another trader. That makes the choice of broker one of the most important decisions you will make, before any chart or strategy.

## Regulation comes first

A regulated broker is licensed by a financial authority, such as the FCA in the UK, CySEC in Cyprus, whose licence lets a firm serve clients across the EU, or ASIC in Australia, and must follow its rules. Before opening an account:

- Find the broker's legal entity name and licence number, usually at the bottom of its website.
- Look the licence up on the regulator's own public register, for example the [FCA register](https://register.fca.org.uk/), and check that the name and website match.
- Note **which entity** will hold your account. Many groups own one firm in the UK or the EU and another offshore; the offshore one may offer higher leverage but not the same protections.

For retail clients of UK and EU firms, the rules include leverage limits (30:1 on major currency pairs), **negative balance protection** (you cannot lose more than the money in your account) and a **margin close-out** at 50% of the required margin. The [risk warning](/risk-warning) sets them out. Our broker pages explain [how regulators are tiered](/ib-partners/rating-method).

## What a CFD is

A **contract for difference** (CFD) is an agreement between you and the broker to exchange the difference in the price of an instrument between the moment you open the contract and the moment you close it.

- If you **buy** (go long) and the price rises, the broker pays you the difference; if it falls, you pay the broker.
- If you **sell** (go short) and the price falls, the broker pays you; if it rises, you pay.

You never own the underlying asset. A CFD on gold gives you no gold, and a CFD on a share gives you no vote at the company's meeting. You own a contract whose value follows the price. This is why CFDs make going short as easy as going long, and why they can be offered with leverage: you only put down a deposit, the **margin**, rather than the full value of the position.

The same sentence that opens the site's risk warning applies here: CFDs are complex instruments and come with a high risk of losing money rapidly due to leverage.

## What a trade costs

Every CFD trade has costs, and they are certain, while the profit is not.

1. **The spread.** The broker quotes two prices: the **bid**, at which you can sell, and the higher **ask**, at which you can buy. You buy at the ask and close at the bid, so every trade starts slightly negative by the spread. The next lesson measures it in pips.
2. **Commission.** Some accounts, often called raw-spread or ECN accounts, have very narrow spreads and charge a fixed commission per lot instead. Others have no commission and a wider spread.
3. **Overnight financing**, often called the **swap** or rollover. A leveraged position held past the broker's daily cut-off is charged, or occasionally credited, an interest amount each night. On forex, most brokers charge three nights at once on Wednesday (the **triple swap**), to cover the weekend. Over weeks it can add up to more than the spread.

Brokers publish all three in their contract specifications and price lists. Compare them before you choose.

## How the broker handles your order

Brokers handle client orders in two broad ways.

A **dealing-desk** broker, or **market maker**, takes the other side of your trade itself. It may offset the risk with other clients' opposite trades or in the wider market. Prices are often steady and fills fast, but when you lose, the broker may gain, which is a conflict of interest the regulator requires it to manage and disclose.

A **no-dealing-desk** broker passes your order on to banks and other liquidity providers, either directly (**STP**, straight-through processing) or through an electronic network where many participants' orders meet (**ECN**). It earns from a markup on the spread or a commission. Spreads vary more with market conditions.

Many brokers mix the two. Neither model is good or bad by itself; what matters is regulation, transparent costs and fair execution, which regulated firms must describe in their order execution policy.

## What happens when you press Buy

1. You choose an instrument and a size, say 0.10 lot of EUR/USD, and press **Buy**.
2. The platform sends the order to the broker's server with the price you saw.
3. The broker fills it at the current **ask** price, either from its own book or from a liquidity provider.
4. The broker sets aside the margin from your account, and the position appears on your platform with its entry price.
5. From then on the position is valued at the current **bid**, the price at which you could close it, so its profit or loss changes with every tick.
6. When you close, by hand or through a stop-loss or take-profit order, the difference between entry and exit, times the size, is added to or taken from your balance, along with any commission and financing.

## Slippage and gaps

Most retail platforms use **market execution**: your order is filled at the best price available when it reaches the broker, which may differ from the price on your screen a moment before. The difference is called **slippage**. It can be in your favour or against you, and it is usually largest around major economic news, when prices move fast.

A **gap** is a jump in price with no trading in between, typically when a market reopens after a weekend or after company results. A stop-loss order becomes a market order when it is triggered, so in a gap it is filled at the first available price, which can be well beyond your stop. A stop-loss limits losses in normal conditions; it is not a guarantee. Some brokers offer **guaranteed stops** for a fee.

## Next step

You now know who is on the other side of your trades and what they cost. The last lesson of this module, **Bid, ask, spread, pips and lots**, gives you the units to measure all of it.`,
  example: {
    title: 'One CFD trade on EUR/USD, from click to close',
    body: `The broker quotes EUR/USD at **bid 1.08500 / ask 1.08512**. You buy **1 lot** (100,000 euros), on a UK retail account with 30:1 leverage.

**Opening.** You are filled at the ask, 1.08512. The position is worth 100,000 × 1.08512 = $108,512, and the broker sets aside **$108,512 ÷ 30 = $3,617.07** as margin. The position is valued at the bid, 1.08500, so it shows a loss of 0.00012 × 100,000 = **$12** at once: that is the spread.

**Closing.** The next day the quote is bid 1.08712 / ask 1.08724. You close by selling at the bid, 1.08712.

- Price gain: 1.08712 − 1.08512 = 0.00200, and 0.00200 × 100,000 = **$200**.
- Suppose the account charges a commission of $3.50 per lot each way: **$7** for the round trip.
- Suppose the overnight financing for one night is a charge of **$8** per lot (brokers publish their own rates; they change with interest rates).
- Result: $200 − $7 − $8 = **$185**.

**With slippage.** Had the market been moving fast when you bought, you might have been filled at 1.08520 instead of 1.08512. That is 0.00008 × 100,000 = **$8** worse, and the result would have been $177.

The commission and financing figures here are examples, not any broker's prices. You can check the margin and the profit with the [margin calculator](/tools/margin) and the [profit calculator](/tools/profit).`,
  },
  checks: [
    {
      question: 'You buy a CFD on gold. What do you own?',
      options: [
        'A fraction of a gold bar stored by the broker',
        'A contract with the broker whose value follows the price of gold',
        'A share in a gold mining company',
      ],
      answer: 1,
      explanation:
        'A CFD is a contract to exchange the difference in price between opening and closing. You never own the asset itself, which is why you can go short as easily as long.',
    },
    {
      question: 'How should you check that a broker is regulated?',
      options: [
        'Look up its entity name and licence number on the regulator\u2019s own public register',
        'Check that it offers high leverage',
        'Trust the regulator logos on its website',
      ],
      answer: 0,
      explanation:
        'Logos can be copied. The regulator\u2019s own register shows whether the licence exists and which firm and website it belongs to. High leverage for retail clients is, if anything, a sign of an entity outside UK and EU rules.',
    },
    {
      question: 'Which cost can grow the longer you keep a leveraged position open?',
      options: ['The commission per lot', 'The spread', 'Overnight financing (the swap)'],
      answer: 2,
      explanation:
        'The spread and the commission are paid once per trade. Overnight financing is charged each night the position stays open past the daily cut-off, so it grows with time.',
    },
    {
      question: 'Your stop-loss is at 1.0800 and the market reopens on Monday at 1.0760. What is most likely?',
      options: [
        'The position is closed at exactly 1.0800',
        'The position is closed near 1.0760, the first available price, because of the gap',
        'The position stays open until the price returns to 1.0800',
      ],
      answer: 1,
      explanation:
        'A triggered stop-loss becomes a market order and is filled at the first available price. In a gap there is no trading at 1.0800, so it fills near 1.0760, unless it is a guaranteed stop.',
    },
  ],
  terms: [
    'broker',
    'cfd',
    'counterparty',
    'regulation',
    'negative-balance-protection',
    'margin-close-out',
    'commission',
    'swap',
    'market-maker',
    'stp',
    'ecn',
    'market-execution',
    'slippage',
    'gap',
  ],
  sources: [
    {
      label: 'Risk warning: retail leverage, negative balance protection and margin close-out',
      href: '/risk-warning',
    },
    { label: 'How we rate brokers and tier regulators', href: '/ib-partners/rating-method' },
    { label: 'FCA Financial Services Register', href: 'https://register.fca.org.uk/' },
    { label: 'Margin calculator', href: '/tools/margin' },
    { label: 'Profit calculator', href: '/tools/profit' },
  ],
};

import type { Lesson } from '../../lesson.schema';

export const lesson: Lesson = {
  slug: 'trading-vs-investing',
  title: 'What trading is, and how it differs from investing',
  summary:
    'What traders and investors actually do, how their time horizons, methods and risks differ, and why a beginner starts on a demo account.',
  minutes: 9,
  objectives: [
    'Explain in your own words what trading is and what investing is',
    'Compare the two by time horizon, source of return, costs and risk',
    'Describe going long and going short, and why a trader can profit from a fall',
    'Name the main trading styles, from scalping to position trading',
    'Say why a beginner practises on a demo account before risking real money',
  ],
  body: `## What trading is

Trading is buying and selling a financial instrument, such as a currency pair, a stock index, gold or a share, with the aim of profiting from a change in its price over a fairly short period. A trader may hold a position for a few minutes, a few hours, a few days or a few weeks, but rarely for years.

The trader's question is simple: **is the price more likely to rise or to fall from here, and by how much, before I am proved wrong?** The trader does not need to like the company or believe in the currency. What matters is the movement of the price, the cost of taking part, and how much could be lost if the idea turns out to be wrong.

Because the holding periods are short, a trader makes many decisions. Each decision is small, and the result of any single trade is close to a coin toss. What decides the outcome over months is the process: how each trade is chosen, how much is risked on it, and how losses are cut.

## What investing is

Investing is buying an asset to hold for years, for the income it pays or the value it can build. An investor who buys shares of a company becomes a part-owner of that business, may receive dividends, and hopes that the company grows in value over time. An investor who buys a government bond lends money in exchange for interest.

The investor's question is different: **is this asset worth owning for the long run, at this price?** Short-term swings matter much less, because the investor expects to sit through them. Many investors buy regularly, spread their money across many assets and rarely sell.

## The main differences

| What differs | Trading | Investing |
| --- | --- | --- |
| Time horizon | Minutes to weeks | Years to decades |
| Source of return | Price movements, up or down | Growth, dividends and interest |
| What is analysed | Mostly price, charts and upcoming news | Mostly the business, the economy and valuation |
| Number of decisions | Many, often several a week | Few, often a handful a year |
| Ownership | Often none: the trader holds a contract on the price | Usually owns the asset itself |
| Use of borrowed money | Common, through leverage | Uncommon for most individuals |
| Costs that matter most | Spreads, commissions and overnight financing, paid on every trade | Fund fees and taxes, paid over years |

Neither is better. They are different activities with different risks. Many people do both: they invest for retirement and trade a small part of their money that they can afford to lose.

## Going long and going short

When you **buy** because you expect the price to rise, you are **going long**. You profit if you can later sell higher than you bought.

When you **sell** because you expect the price to fall, you are **going short**. In the products most retail traders use, such as contracts for difference (CFDs, explained later in this module), going short is as easy as going long: you open the position by selling and close it later by buying back. If the price has fallen, you buy back cheaper than you sold and keep the difference.

This is one of the clearest differences from traditional investing. An investor who owns shares profits mainly when they rise. A trader can take a view in either direction, which also means a trader can be wrong in either direction.

## Leverage: why trading risk is different

Most retail trading products are **leveraged**. You put down a deposit, called **margin**, and control a position worth many times more. Leverage makes gains and losses larger in proportion to the money you put down, and it works exactly as strongly against you as for you.

Regulators limit the leverage offered to retail clients because of this. In the UK and the EU, retail clients can be offered at most 30:1 on major currency pairs, 20:1 on non-major pairs, gold and major indices, 10:1 on other commodities and non-major indices, 5:1 on shares and 2:1 on cryptocurrencies. Higher figures, such as 500:1, are available only to professional clients or through firms outside the UK and the EU. The site's [risk warning](/risk-warning) gives the sources.

You will study leverage and margin in detail in module 3. For now, remember one line from the site's risk warning: CFDs are complex instruments and come with a high risk of losing money rapidly due to leverage.

## Trading styles

Traders are often grouped by how long they hold a position:

- **Scalping**: seconds to minutes, many trades a day, aiming for a few pips each time. Costs such as the spread weigh heavily, and it demands constant attention.
- **Day trading**: minutes to hours, with every position closed before the end of the day, so no overnight financing is paid.
- **Swing trading**: a few days to a few weeks, aiming to catch one "swing" of the price. It suits people with a job, because decisions can be made once or twice a day.
- **Position trading**: weeks to months, following large trends. It sits closest to investing, but still uses charts, stop-losses and, often, leverage.

A beginner does not need to choose now. Most find that swing trading on 4-hour and daily charts gives them time to think, which is why many of the examples in this course use those timeframes.

## What a trader actually controls

A trader cannot control where the price goes. A trader can control three things:

1. **Which trades to take**, according to a written plan rather than a feeling.
2. **How much to risk on each trade.** The guidance of this course is to risk no more than 1-2% of your capital on any one trade, so that a run of losses, which every trader meets, does not end your account.
3. **When to get out.** Every trade has a stop-loss, a price at which you accept that you were wrong, and a target. This course looks for a potential reward of at least twice the risk, a risk-reward of at least 1:2.

These rules are the subject of module 3. They are introduced here because they are what separates trading from gambling: a gambler hopes, a trader manages risk.

## Start on a demo account

A demo account is a practice account with virtual money and real market prices. This course recommends practising on a demo account for 3-6 months, starting with 10,000 in virtual capital, before you trade real money. You will open one in module 4. Trade it as if the money were real: the same position sizes, the same rules and a journal of every trade.

## Next step

Now that you know what trading is, the next lesson, **Forex, indices, commodities, stocks and crypto at a glance**, looks at the markets you can trade and what moves each of them.`,
  example: {
    title: 'An investor and a trader, side by side',
    body: `**The investor** buys 50 shares of a company at $100 each, a cost of $5,000, and plans to hold them for at least five years. If the share price falls to $80 in the first year, the holding is worth $4,000 on paper, but the investor does not sell: the plan is about the business, not this year's price. If the company pays a dividend of $2 a share each year, that is $100 a year of income while the shares are held.

**The trader** expects the euro to rise against the US dollar over the next few days. With EUR/USD at 1.0850, the trader buys 0.1 lot (10,000 euros), where each pip (0.0001) of movement is worth $1. The plan, written before the trade, is:

- Stop-loss at 1.0800, 50 pips below the entry: a loss of 50 × $1 = **$50** if it is reached.
- Take-profit at 1.0950, 100 pips above the entry: a gain of 100 × $1 = **$100** if it is reached.
- On a 10,000 account, the $50 at risk is 0.5% of capital, inside the 1-2% rule, and the reward is twice the risk (1:2).

Three days later the price reaches 1.0950 and the position closes with a gain of $100, less the spread and any overnight financing. Had the price fallen to 1.0800 first, the trader would have lost $50 and moved on to the next trade.

**Going short:** had the trader expected a fall, they could have sold 0.1 lot at 1.0850 and bought it back at 1.0820: 30 pips in their favour, a gain of 30 × $1 = $30.

The investor's result depends on years of the company's progress; the trader's depends on many such small, planned trades. You can check the pip arithmetic with the [pip value calculator](/tools/pip-value).`,
  },
  checks: [
    {
      question: 'Which description fits trading rather than investing?',
      options: [
        'Buying EUR/USD for a few days to profit from an expected rise, with a stop-loss set in advance',
        'Lending money to a government in exchange for interest until the bond matures',
        'Buying shares to hold for 20 years and collect dividends',
      ],
      answer: 0,
      explanation:
        'Trading means holding a position for minutes to weeks to profit from a price change, with the exit planned in advance. Holding shares for decades for dividends, or a bond to maturity, is investing.',
    },
    {
      question: 'A trader sells GBP/USD at 1.2700 and buys it back at 1.2650. What happened?',
      options: [
        'The trader went long and lost 50 pips',
        'The trader went short and gained 50 pips',
        'The trader went short and lost 50 pips',
      ],
      answer: 1,
      explanation:
        'Opening with a sale is going short. The price fell from 1.2700 to 1.2650, 0.0050 or 50 pips, and the trader bought back cheaper than they sold, so the 50 pips are a gain.',
    },
    {
      question: 'Why does this course recommend risking no more than 1-2% of your capital on a single trade?',
      options: [
        'Because a run of losing trades, which every trader meets, then costs only a small part of the account',
        'Because it guarantees that most trades will win',
        'Because regulators forbid risking more',
      ],
      answer: 0,
      explanation:
        'No rule makes trades win. Keeping each loss small means that even ten losses in a row leave most of the account intact, so you can keep trading your plan. It is a guideline of this course, not a legal limit.',
    },
    {
      question: 'What is the most important way in which leverage changes the risk of a trade?',
      options: [
        'It only magnifies gains',
        'It reduces the spread you pay',
        'It magnifies losses exactly as much as gains, relative to the money put down',
      ],
      answer: 2,
      explanation:
        'Leverage lets a small deposit control a large position, so every price move has a larger effect on your deposit, in both directions. That is why regulators cap it for retail clients.',
    },
  ],
  terms: ['trading', 'investing', 'long-position', 'short-position', 'leverage', 'margin', 'demo-account'],
  sources: [
    { label: 'Risk warning: retail leverage limits (ESMA 2018, FCA COBS 22.5)', href: '/risk-warning' },
    { label: 'Beginner course: risk guidance and demo practice', href: '/education/beginner' },
    { label: 'Pip value calculator', href: '/tools/pip-value' },
  ],
};

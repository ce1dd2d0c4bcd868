import type { Lesson } from '../../lesson.schema';

export const lesson: Lesson = {
  slug: 'markets-at-a-glance',
  title: 'Forex, indices, commodities, stocks and crypto at a glance',
  summary:
    'The five kinds of market a retail trader meets: what each one is, when it trades, what moves it, and how much a price move is worth.',
  minutes: 10,
  objectives: [
    'Describe what is traded in forex, indices, commodities, stocks and crypto',
    'Read a currency pair as base and quote currency',
    'Say when each market trades and what tends to move it',
    'Work out what a one-point move is worth on gold, oil and an index',
    'Know the retail leverage limits that apply to each market in the UK and the EU',
  ],
  body: `## Five markets, one set of skills

Most brokers that serve retail traders offer the same five families of instruments: currencies (forex), stock indices, commodities, individual shares and cryptocurrencies. The charts look alike and the orders are placed the same way, but the markets differ in when they open, what moves them, how large their price swings are and how much leverage a retail client may use. This lesson gives you a first map.

## Forex: currencies against each other

The foreign exchange market is where currencies are exchanged. It is the largest financial market in the world: about $7.5 trillion a day according to the BIS Triennial Central Bank Survey 2022, and $9.6 trillion a day in the BIS survey of April 2025.

Currencies are always quoted in **pairs**. In EUR/USD at 1.0850, the first currency, the euro, is the **base** and the second, the US dollar, is the **quote**: one euro costs 1.0850 dollars. Buying EUR/USD means buying euros and paying in dollars; you profit if the euro rises against the dollar.

The most traded pairs, the **majors**, all include the US dollar: EUR/USD, GBP/USD, USD/JPY, USD/CHF, USD/CAD, AUD/USD and NZD/USD. Pairs without the dollar, such as EUR/GBP or GBP/JPY, are called **crosses**.

Forex trades around the clock from Sunday 22:00 GMT, when Sydney opens the week (Monday morning there), to Friday 22:00 GMT, when New York closes (both in January; daylight saving time moves each by an hour for part of the year), passing from one financial centre to the next. In GMT, in January: Sydney 22:00-07:00, Tokyo 00:00-09:00, London 08:00-17:00 and New York 13:00-22:00. The overlap of London and New York is usually the busiest time. The [market hours tool](/tools/market-hours) shows which sessions are open now, in your own time zone.

What moves currencies: interest rates and central bank decisions, inflation, employment and growth figures, and the general mood of markets. Price changes are measured in **pips**, 0.0001 for most pairs and 0.01 for pairs quoted in yen; the last lesson of this module explains them.

## Stock indices: a market in one number

An index measures the value of a basket of shares. The S&P 500 follows 500 large US companies, the NASDAQ 100 one hundred large non-financial companies listed on the Nasdaq, the FTSE 100 the largest companies listed in London and the DAX forty large German companies.

You cannot buy an index itself, but you can trade a CFD or a future on it. A trade on an index is a view on a whole market rather than on one company. Index prices move in **points**: if the S&P 500 goes from 5,900 to 5,910, it has risen 10 points.

Index trading follows the hours of its home exchange, with the busiest moves near the opening and around economic news. Many brokers quote index CFDs almost around the clock, but prices outside the exchange's hours can be thinner and jumpier. Indices are moved by company earnings, interest rates and the economy, and by risk appetite in general.

## Commodities: metals and energy

Commodities are raw materials. Retail traders mostly trade **gold** (XAU/USD), **silver** (XAG/USD) and **crude oil** (WTI or Brent), all priced in US dollars.

- Gold is often bought in times of fear and is sensitive to US interest rates and the dollar.
- Oil responds to supply and demand: production decisions by exporting countries, stock levels, the health of the world economy and conflicts in producing regions.

Contract sizes matter here, because they decide what a price move is worth. The site's tools use the usual retail CFD conventions: one lot of gold is 100 troy ounces, one lot of silver is 5,000 ounces, and one lot of WTI crude is 1,000 barrels. Your broker publishes its own sizes in its contract specification: always check them.

## Stocks: single companies

A share is a small part of a company. Investors buy shares to own them; traders more often use **share CFDs**, which follow the price without ownership and allow going short. Shares trade during their exchange's hours only, and they can jump at the open after overnight news, such as quarterly results, leaving a gap on the chart.

Single shares can move far more than an index in a day, because one company's news is not averaged out by the others. That is one reason regulators allow retail clients less leverage on shares than on indices.

## Cryptocurrencies

Bitcoin, Ethereum and other coins trade every hour of every day, including weekends, on many venues, some unregulated. Prices can swing sharply within hours.

The rules for retail clients are strict. In the UK, firms may not sell, market or distribute crypto derivatives, including crypto CFDs, to retail clients: the FCA ban has applied since 6 January 2021. In the EU, retail clients may use at most 2:1 leverage on crypto CFDs.

## Retail leverage by market

Leverage is the subject of module 3, but the limits differ by market, so they belong on your map. For retail clients of UK and EU firms:

| Market | Highest retail leverage | Margin as a share of the position |
| --- | --- | --- |
| Major currency pairs | 30:1 | 3.33% |
| Non-major pairs, gold, major indices | 20:1 | 5% |
| Other commodities, non-major indices | 10:1 | 10% |
| Individual shares | 5:1 | 20% |
| Cryptocurrencies | 2:1 | 50% |

These limits come from the ESMA product intervention measures of 2018, made permanent by the national regulators, and the FCA rules in force since August 2019. Leverage of up to 500:1, which you will see advertised, is offered only to professional clients or by firms outside the UK and the EU, without the same protections. The [risk warning](/risk-warning) has the details.

## Which market should a beginner start with?

Most beginners start with one or two major currency pairs or one index, for three reasons: their prices are widely followed, their spreads are usually among the tightest, and one market is enough to learn how news and charts interact. Learn one market well on a demo account before adding another.

## Next step

You now know what you can trade. The next lesson, **Brokers, CFDs and how a trade is executed**, explains who you trade with and what actually happens when you press Buy.`,
  example: {
    title: 'What a move is worth in four markets',
    body: `The value of a move is the size of the position times the size of the move, in the currency the price is quoted in. Using the contract sizes of the site's tools:

**EUR/USD.** One lot is 100,000 euros. A move of one pip, 0.0001, is worth 100,000 × 0.0001 = **$10** per lot. If EUR/USD rises from 1.0850 to 1.0880, that is 30 pips, or $300 on one lot and $30 on 0.1 lot.

**Gold (XAU/USD).** One lot is 100 ounces. If gold rises from $2,650.00 to $2,655.00, a move of $5 an ounce, one lot gains 100 × $5 = **$500**, and 0.01 lot (1 ounce) gains $5.

**WTI crude oil.** One lot is 1,000 barrels. A move from $75.00 to $75.50 is $0.50 a barrel: 1,000 × $0.50 = **$500** per lot, or $50 on 0.1 lot.

**S&P 500.** In the site's tools, one contract of the S&P 500 is worth $1 for each point the index moves. A rise from 5,900 to 5,930 is 30 points: **$30** on one contract, **$300** on ten. Brokers set their own contract size, so one contract may be worth more than $1 a point at yours: check the instrument's specification before you trade it.

**The margin, at the retail limits.** One lot of EUR/USD at 1.0850 is worth $108,500. At 30:1 the broker holds about $108,500 ÷ 30 = **$3,616.67** as margin. A position in gold of 0.1 lot (10 ounces at $2,650) is worth $26,500; at 20:1 the margin is **$1,325**. The same money controls very different amounts of risk in different markets.

Try these sums yourself with the [pip value calculator](/tools/pip-value) and the [margin calculator](/tools/margin).`,
  },
  checks: [
    {
      question: 'In the quote GBP/USD 1.2700, what does the number mean?',
      options: [
        'One British pound costs 1.2700 US dollars',
        'The pair has risen 1.27% today',
        'One US dollar costs 1.2700 British pounds',
      ],
      answer: 0,
      explanation:
        'The first currency is the base and the second the quote: the price says how many units of the quote currency (dollars) one unit of the base (a pound) costs.',
    },
    {
      question: 'Gold rises by $3 an ounce. What is the gain on 0.1 lot, at 100 ounces a lot?',
      options: ['$3', '$30', '$300'],
      answer: 1,
      explanation:
        '0.1 lot is 10 ounces, and 10 × $3 = $30. A full lot (100 ounces) would gain $300; $3 is the gain on one ounce, 0.01 lot.',
    },
    {
      question: 'Which statement about crypto CFDs for retail clients is correct?',
      options: [
        'UK retail clients may trade them at up to 30:1',
        'They are banned for UK retail clients, and limited to 2:1 leverage for EU retail clients',
        'They have no special rules because crypto is unregulated',
      ],
      answer: 1,
      explanation:
        'The FCA has banned the sale of crypto derivatives to UK retail clients since 6 January 2021; EU rules allow retail clients at most 2:1 on crypto CFDs.',
    },
    {
      question: 'Why do many beginners start with a major currency pair or a major index?',
      options: [
        'Because they can be traded without leverage limits',
        'Because their prices cannot fall',
        'Because they are widely followed and usually have tight spreads, so one market can be learned well',
      ],
      answer: 2,
      explanation:
        'Major pairs and indices are liquid and closely followed, and their spreads are usually among the tightest. Their prices can fall like any other, and retail leverage limits still apply.',
    },
  ],
  terms: [
    'forex',
    'currency-pair',
    'base-currency',
    'quote-currency',
    'major-pairs',
    'index',
    'commodity',
    'share',
    'cryptocurrency',
    'trading-session',
  ],
  sources: [
    { label: 'Forex market: daily volume (BIS 2022 and 2025) and sessions', href: '/markets/forex' },
    { label: 'Risk warning: retail leverage limits and the UK crypto derivatives ban', href: '/risk-warning' },
    { label: 'Market hours tool', href: '/tools/market-hours' },
    { label: 'Pip value calculator', href: '/tools/pip-value' },
    { label: 'Margin calculator', href: '/tools/margin' },
  ],
};

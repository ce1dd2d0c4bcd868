import type { Lesson } from '../../lesson.schema';

export const lesson: Lesson = {
  slug: 'bid-ask-spread-pips-and-lots',
  title: 'Bid, ask, spread, pips and lots',
  summary:
    'The units every trader counts in: the two prices of a quote, the spread between them, pips and pipettes, lot sizes and what one pip is worth.',
  minutes: 12,
  objectives: [
    'Read a two-way quote and say which price you buy at and which you sell at',
    'Measure a spread in pips and work out what it costs',
    'Count pips and pipettes, including on pairs quoted in yen',
    'Convert between standard, mini and micro lots',
    'Calculate the value of one pip for a given position size',
  ],
  body: `## Two prices, not one

A broker always shows two prices for an instrument:

- the **bid**, the price at which the broker will buy from you, so the price at which **you can sell**;
- the **ask** (also called the offer), the price at which the broker will sell to you, so the price at which **you can buy**.

The ask is always higher than the bid. A quote of EUR/USD **1.08500 / 1.08512** means you can sell at 1.08500 or buy at 1.08512. Charts on most platforms are drawn from the bid price.

A simple rule: **you buy at the higher price and sell at the lower one.** A long position opens at the ask and closes at the bid; a short position opens at the bid and closes at the ask.

## The spread

The **spread** is the difference between the ask and the bid. It is the broker's price for the immediate execution of your trade, and you pay it on every trade, win or lose.

![A price ladder with the ask at 1.08512 above the bid at 1.08500; the gap between them is the spread of 1.2 pips. A buyer pays the ask, a seller receives the bid.](diagram:bid-ask-spread)

Spreads are usually narrowest on the most traded instruments at the busiest hours, such as EUR/USD during the London and New York sessions. They widen when fewer people are trading, for example around the daily rollover at the close of the New York session, and around major news. A **variable** spread moves with the market; a **fixed** spread stays the same in normal conditions but may be wider on average.

Because you open at one price and close at the other, every new position starts with a small loss equal to the spread. Your trade must first earn back the spread before it makes a profit. This is why very short-term trading, which aims for only a few pips, is so sensitive to costs.

## Pips: how price moves are counted

A **pip** ("percentage in point") is the standard unit of movement of a currency pair:

- for most pairs, a pip is the **fourth decimal place**, 0.0001;
- for pairs quoted in Japanese yen, such as USD/JPY or EUR/JPY, a pip is the **second decimal place**, 0.01.

If EUR/USD moves from 1.0850 to 1.0875, it has moved 25 pips. If USD/JPY moves from 150.00 to 150.40, it has moved 40 pips.

Most brokers now quote one more decimal place than the pip: five decimals for EUR/USD (1.08512) and three for USD/JPY (150.125). That extra digit is a **pipette**, or fractional pip, worth one tenth of a pip.

![The price 1.08512 with its decimal places labelled: the fourth decimal, 1, is the pip digit and the fifth, 2, is the pipette digit. For a yen pair, 150.125, the second decimal is the pip digit and the third the pipette.](diagram:pip-decimals)

So a spread of 12 pipettes is a spread of **1.2 pips**. Do not confuse the two. MetaTrader, for example, measures distances in "points" of the last digit, so a stop-loss 20 points away on a five-digit quote is only 2 pips.

Other instruments are usually counted in **points** rather than pips. This site counts them, on its signal pages and in its tools alike, in points of 1.00 in price: gold rising from 2,650.00 to 2,662.40 is 12.40 points, an index from 5,900.0 to 5,901.0 one point. Your broker's contract specification tells you its own step, which may be smaller (many quote gold's "point" as 0.01).

## Lots: how position size is counted

Forex positions are sized in **lots**, with one standard lot being 100,000 units of the base currency:

| Name | Lots | Units of the base currency |
| --- | --- | --- |
| Standard lot | 1.00 | 100,000 |
| Mini lot | 0.10 | 10,000 |
| Micro lot | 0.01 | 1,000 |

Buying 1 lot of EUR/USD means buying 100,000 euros. Buying 0.25 lot means 25,000 euros. Most brokers let you trade in steps of 0.01 lot, which is what allows a small account to size its positions precisely.

Lots of other instruments hold other amounts: in the site's tools, one lot of gold is 100 ounces, one lot of WTI crude oil is 1,000 barrels, and one contract of an index is worth one unit of its currency per point. Always check the contract size before trading something new.

## What one pip is worth

The value of one pip is the number of units you hold times the size of a pip. The answer is in the **quote currency**, the second currency of the pair:

**pip value = units × pip size**

For EUR/USD, 100,000 × 0.0001 = $10 per standard lot. It follows that:

- 1 lot of a pair quoted in US dollars: **$10 a pip**
- 0.1 lot: **$1 a pip**
- 0.01 lot: **$0.10 a pip**

For a pair quoted in another currency, you then convert. For USD/JPY, one lot is worth 100,000 × 0.01 = **1,000 yen a pip**. With USD/JPY at 150.00, 1,000 yen is 1,000 ÷ 150.00 = **$6.67**. The pip value in your account currency therefore changes a little as exchange rates move.

The [pip value calculator](/tools/pip-value) does this arithmetic for any pair and account currency, and shows the contract size it used.

## Putting the units together

Profit or loss on a trade = **pips gained or lost × pip value × lots**. Your costs are measured the same way: a 1.2-pip spread on 0.5 lot of EUR/USD costs 1.2 × $10 × 0.5 = $6.

These units are also the raw material of risk management. In module 3 you will turn them around: starting from how much you are willing to lose, in money, and how many pips away your stop-loss is, you will work out how many lots to trade. The [position size calculator](/tools/position-size) does exactly that.

## Next step

That completes the first module. Test yourself with the module quiz, then move on to module 2, starting with **Line, bar and candlestick charts**.`,
  example: {
    title: 'Spread, pips and profit on EUR/USD and USD/JPY',
    body: `**EUR/USD quote: bid 1.08500 / ask 1.08512.**

- The spread is 1.08512 − 1.08500 = 0.00012, which is **1.2 pips** (12 pipettes).
- You buy **0.1 lot** (10,000 euros) at the ask, 1.08512. One pip is worth 10,000 × 0.0001 = **$1**.
- The spread costs you 1.2 × $1 = **$1.20** the moment you open.
- Later the quote is bid 1.08812 / ask 1.08824. You close at the bid, 1.08812. You have gained 1.08812 − 1.08512 = 0.00300, which is **30 pips**, so **30 × $1 = $30**.
- Had you traded 1 standard lot, the same move would have been 30 × $10 = **$300**; with 0.01 lot, **$3**.

**USD/JPY quote: bid 150.120 / ask 150.135.**

- The spread is 0.015, which is **1.5 pips** (a pip is 0.01 for yen pairs).
- You sell **0.2 lot** (20,000 dollars) at the bid, 150.120, because you expect the dollar to fall against the yen.
- One pip on 0.2 lot is 20,000 × 0.01 = **200 yen**.
- You close by buying back at the ask, 149.735. You gained 150.120 − 149.735 = 0.385, which is **38.5 pips**, so 38.5 × 200 = **7,700 yen**.
- At 149.735 yen to the dollar, 7,700 yen is 7,700 ÷ 149.735 = about **$51.42**.

Check each step with the [pip value calculator](/tools/pip-value) and the [profit calculator](/tools/profit).`,
  },
  checks: [
    {
      question: 'EUR/USD is quoted 1.08500 / 1.08512. At which price can you open a long (buy) position?',
      options: ['1.08500, the bid', '1.08506, the middle', '1.08512, the ask'],
      answer: 2,
      explanation:
        'You buy at the ask, the higher price, and sell at the bid, the lower one. The middle price is used for charts by some platforms but you cannot trade at it.',
    },
    {
      question: 'USD/JPY moves from 151.20 to 150.85. How many pips is that?',
      options: ['3.5 pips', '35 pips', '350 pips'],
      answer: 1,
      explanation: 'For yen pairs a pip is 0.01. The move is 151.20 − 150.85 = 0.35, and 0.35 ÷ 0.01 = 35 pips.',
    },
    {
      question: 'What is one pip worth on 0.3 lot of GBP/USD?',
      options: ['$0.30', '$3', '$30'],
      answer: 1,
      explanation:
        '0.3 lot is 30,000 pounds, and 30,000 × 0.0001 = $3 a pip. GBP/USD is quoted in US dollars, so the answer is in dollars with no conversion.',
    },
    {
      question: 'A five-digit platform shows a spread of 8 on EUR/USD. What is it in pips?',
      options: ['0.8 pip', '8 pips', '80 pips'],
      answer: 0,
      explanation: 'On a five-digit quote the last digit is a pipette, a tenth of a pip, so 8 pipettes are 0.8 pip.',
    },
    {
      question: 'Why does a new position always start with a small loss?',
      options: [
        'Because you open at one side of the spread and are valued at the other',
        'Because prices always move against new traders',
        'Because the broker charges a fee for showing prices',
      ],
      answer: 0,
      explanation:
        'A long position opens at the ask but is valued at the bid, where you could close it; a short one the other way round. The gap is the spread, which the trade must earn back first.',
    },
  ],
  terms: [
    'bid',
    'ask',
    'spread',
    'pip',
    'pipette',
    'point',
    'lot',
    'standard-lot',
    'mini-lot',
    'micro-lot',
    'pip-value',
  ],
  sources: [
    { label: 'Pip value calculator (contract sizes and pip sizes)', href: '/tools/pip-value' },
    { label: 'Profit calculator', href: '/tools/profit' },
    { label: 'Position size calculator', href: '/tools/position-size' },
    { label: 'Forex market: standard, mini and micro lots', href: '/markets/forex' },
  ],
};

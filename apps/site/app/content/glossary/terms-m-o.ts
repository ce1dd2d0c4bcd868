import type { GlossaryTerm } from './glossary.schema.ts';
import { lessons, pages, tools } from './links.ts';

/** Glossary terms from M to O (index.ts sorts the whole list). */
export const termsMO: GlossaryTerm[] = [
  {
    slug: 'macd',
    term: 'MACD',
    aliases: ['moving average convergence divergence'],
    definition:
      'The MACD (moving average convergence divergence) is a momentum indicator: the difference between a 12-period and a 26-period EMA, with a 9-period signal line.',
    explanation: `Gerald Appel's **MACD line** is the 12-period EMA minus the 26-period EMA. When it is above zero, the shorter average is above the longer one and momentum is up. The **signal line** is a 9-period EMA of the MACD line, and the **histogram** shows the gap between the two.

Traders watch the MACD line crossing its signal line, crossing zero, and **divergences** between the MACD and the price. Because it is built from moving averages it lags, and in a sideways market its crossings whipsaw. It is most useful as a read on whether momentum is growing or fading, alongside the price's own highs and lows.`,
    example: `The 12-period EMA of EUR/USD is 1.0872 and the 26-period EMA is 1.0860. The MACD line is 1.0872 − 1.0860 = **0.0012** (12 pips). If the signal line is at 0.0009, the histogram shows **+0.0003**: momentum above its own recent average.`,
    related: ['exponential-moving-average', 'divergence', 'crossover', 'rsi', 'indicator'],
    links: [lessons.movingAverages],
  },
  {
    slug: 'major-pairs',
    term: 'Major pairs',
    aliases: ['majors', 'major currency pairs', 'major pair'],
    definition:
      'The major pairs are the most traded currency pairs, each combining the US dollar with the euro, yen, pound, Swiss franc, Canadian, Australian or New Zealand dollar.',
    explanation: `The seven pairs usually called **majors** are EUR/USD, USD/JPY, GBP/USD, USD/CHF, USD/CAD, AUD/USD and NZD/USD. They have the deepest liquidity, the narrowest spreads and the most news coverage, which makes them where most beginners start.

"Major" also matters for regulation: UK and EU retail clients may use leverage of up to **1:30** on major currency pairs but only 1:20 on non-major pairs. Regulators define the majors by the currencies in the pair (for ESMA, any two of the US dollar, euro, yen, pound, Canadian dollar and Swiss franc), so check your broker's list for pairs such as AUD/USD.`,
    example: `1 standard lot of EUR/USD, a major, at 1.0850 needs $108,500 ÷ 30 = **$3,616.67** of margin at 1:30. The same size on a non-major pair at 1:20 needs its value ÷ 20: 50% more margin for the same position value.`,
    related: ['currency-pair', 'minor-pairs', 'exotic-pairs', 'retail-leverage-limits', 'liquidity'],
    links: [lessons.marketsAtAGlance, pages.forex, tools.margin],
  },
  {
    slug: 'margin',
    term: 'Margin',
    aliases: ['required margin', 'used margin', 'initial margin'],
    definition:
      'Margin is the deposit a broker sets aside from your account to open and hold a leveraged position: the position\u2019s value divided by the leverage.',
    explanation: `**Margin = position value ÷ leverage.** It is not a fee: it is your own money held as security while the position is open, and released when you close it. The total held for all open trades is the **used margin**; what is left of your equity is the **free margin**.

Margin is not the most you can lose. A position's loss depends on its size and the price move, and can exceed the margin held for it if you let it run: that is when the **margin call** and **stop-out** step in. Size trades from your stop-loss and risk; use margin only to check you have room to hold them.`,
    example: `Buying 0.5 lots of EUR/USD at 1.0850 with leverage of 1:30: value 50,000 × 1.0850 = $54,250; margin $54,250 ÷ 30 = **$1,808.33**. The same trade with leverage of 1:500 would tie up $108.50, but a 50-pip move would still be worth $250 either way.`,
    related: ['leverage', 'free-margin', 'margin-level', 'margin-call', 'equity', 'retail-leverage-limits'],
    links: [lessons.leverageMargin, lessons.tradingVsInvesting, tools.margin],
  },
  {
    slug: 'margin-call',
    term: 'Margin call',
    aliases: ['margin warning'],
    definition:
      'A margin call is the broker\u2019s warning that your equity has fallen close to the margin your open positions need, so they may soon be closed.',
    explanation: `As open positions lose, your **equity** shrinks while the margin they use stays the same, so the **margin level** (equity ÷ used margin × 100%) falls. When it reaches the broker's margin call level, the platform warns you, and you can no longer open new trades. The level is set by each broker and stated in its terms.

You then have three choices: close or reduce positions, deposit more money, or wait and risk the **stop-out**, where the broker starts closing positions for you. For retail clients in the EU and UK, positions must be closed out once equity falls to **50%** of the required margin. The best defence is never getting there: a stop-loss on every trade and small position sizes.`,
    example: `Balance **$2,000**. You buy 0.5 lots of EUR/USD at 1.0850 at 1:30: the margin is $1,808.33 and each pip is worth $5. The margin level starts at $2,000 ÷ $1,808.33 = **110.6%**. After a fall of 38 pips, equity is $1,810, a margin level of about **100%**: no new trades, and at many brokers a margin call. After about 219 pips, equity is about $904, **50%** of the margin: an EU or UK broker must close the position.`,
    related: ['margin-level', 'stop-out', 'margin-close-out', 'free-margin', 'equity', 'leverage'],
    links: [lessons.leverageMargin, tools.margin, pages.riskWarning],
  },
  {
    slug: 'margin-close-out',
    term: 'Margin close-out',
    aliases: ['margin close-out rule', '50% close-out'],
    definition:
      'The margin close-out rule requires EU and UK brokers to close a retail client\u2019s positions once equity falls to 50% of the margin they require.',
    explanation: `Introduced by **ESMA** in 2018 and applied by the FCA in the UK, the rule sets a floor on how far losses can eat into the margin before the broker must act. When the account's equity reaches **50%** of the total margin required for open positions (a margin level of 50%), the broker closes one or more positions, usually starting with the biggest loser.

It protects traders from losing their whole deposit in one move, together with **negative balance protection**. It does not guarantee the closing price: in a gap, positions can be closed well below the 50% line. Brokers outside the EU and UK may use a lower stop-out level, or none.`,
    example: `Used margin **$1,800**. The close-out applies when equity falls to 50% × $1,800 = **$900**. If the account held $2,000 of equity at the start, that is a loss of $1,100.`,
    related: ['stop-out', 'margin-call', 'margin-level', 'esma', 'negative-balance-protection'],
    links: [lessons.brokersCfds, lessons.leverageMargin, pages.riskWarning],
  },
  {
    slug: 'margin-level',
    term: 'Margin level',
    aliases: ['margin level %', 'margin ratio'],
    definition:
      'The margin level is your equity divided by the margin used by open positions, as a percentage: the gauge brokers use for margin calls and stop-outs.',
    explanation: `**Margin level = equity ÷ used margin × 100%.** With no positions open it is not shown (nothing is used). A high margin level means plenty of room; as losses shrink the equity, it falls.

At 100%, equity equals the used margin and your free margin is zero: no new trades can be opened. Below that, the broker's **margin call** level and then its **stop-out** level are reached; for EU and UK retail clients, the close-out is at **50%**. Watching the margin level is a quick check of how close your account is to forced closures.`,
    example: `Equity **$4,500**, used margin **$1,808.33**. Margin level = $4,500 ÷ $1,808.33 × 100% = **248.8%**. If losses cut equity to $1,808.33, the level is 100%; at $904.17 it is 50%.`,
    related: ['margin', 'equity', 'free-margin', 'margin-call', 'stop-out', 'margin-close-out'],
    links: [lessons.leverageMargin, tools.margin],
  },
  {
    slug: 'market-execution',
    term: 'Market execution',
    aliases: ['instant execution', 'execution type'],
    definition:
      'Market execution fills your order at the best price available when it reaches the broker, which can differ from the price on your screen.',
    explanation: `Brokers execute orders in one of two main ways. With **market execution**, the order is always filled, at whatever the current price is when it arrives; in a fast market that price may be better or worse than the one you clicked (**slippage**). With **instant execution**, the broker tries to fill at your requested price and, if the price has moved, offers a new one (a **requote**) that you can accept or refuse.

Most ECN and STP accounts use market execution. Some platforms let you set a maximum deviation: how far from your price you accept a fill.`,
    example: `You click Buy on EUR/USD at 1.08510. By the time the order arrives the ask is 1.08513, and you are filled at **1.08513**: 0.3 pips of slippage, $3 on a standard lot.`,
    related: ['slippage', 'requote', 'market-order', 'ecn', 'stp'],
    links: [lessons.brokersCfds, lessons.orders],
  },
  {
    slug: 'market-maker',
    term: 'Market maker',
    aliases: ['dealing desk', 'market-maker broker'],
    definition:
      'A market maker is a broker or dealer that quotes both a buy and a sell price and takes the other side of its clients\u2019 trades itself.',
    explanation: `A **market maker** (or "dealing desk" broker) does not pass your order on: it is your counterparty. It earns from the spread and, when it keeps the risk, from clients' net losses, which is the conflict of interest critics point to. In return it can offer fixed spreads and fills for small sizes at the quoted price.

Many brokers mix models, keeping some trades and passing others on (to **STP** or **ECN** venues). What protects you is regulation: a regulated market maker must treat orders fairly, segregate client money and, for EU and UK retail clients, apply leverage limits and negative balance protection.`,
    related: ['broker', 'counterparty', 'stp', 'ecn', 'requote', 'spread'],
    links: [lessons.brokersCfds],
  },
  {
    slug: 'market-order',
    term: 'Market order',
    aliases: ['instant order', 'buy at market', 'sell at market'],
    definition:
      'A market order buys or sells immediately at the best price available now: the ask for a buy, the bid for a sell.',
    explanation: `A **market order** puts speed before price: it is filled straight away, at whatever the current price is. In calm, liquid markets that is the price you see. In fast markets, around news or at thin times, the fill can differ (**slippage**).

It is the simplest order and the one used for most first trades. Place your stop-loss and take-profit with it, or immediately after: a market order on its own has no exit plan. If you want a specific price rather than speed, use a **pending order** instead.`,
    example: `EUR/USD is quoted 1.0850 / 1.0851. A market buy of 0.1 lots fills at the ask, **1.0851**; a market sell would fill at the bid, 1.0850. On 0.1 lots the 1-pip spread costs **$1**.`,
    related: ['pending-order', 'limit-order', 'stop-order', 'slippage', 'ask', 'bid'],
    links: [lessons.orders, lessons.platforms],
  },
  {
    slug: 'maximum-drawdown',
    term: 'Maximum drawdown',
    aliases: ['max drawdown', 'MDD'],
    definition:
      'The maximum drawdown is the largest fall from a peak in an account\u2019s equity to a later low, over the whole period measured.',
    explanation: `Of all the **drawdowns** in a trading record, the **maximum drawdown** is the deepest. It answers a practical question: how much pain did this approach cause at its worst? Two strategies with the same return are very different if one had a 10% maximum drawdown and the other 50%.

Look at it before following any signal provider, copy trader or expert advisor, and measure your own. Expect your future worst drawdown to be deeper than the one in a backtest: losing streaks longer than any you have seen will come.`,
    example: `An account goes $10,000 → $11,500 → $9,800 → $12,400 → $11,000. The drawdowns are $11,500 → $9,800 (**14.8%**) and $12,400 → $11,000 (11.3%). The maximum drawdown is **14.8%**.`,
    related: ['drawdown', 'equity', 'sharpe-ratio', 'backtest', 'copy-trading'],
    links: [lessons.risking, lessons.journal],
  },
  {
    slug: 'metatrader-4',
    term: 'MetaTrader 4 (MT4)',
    aliases: ['MT4', 'MetaTrader 4'],
    definition:
      'MetaTrader 4 (MT4) is a widely used forex trading platform by MetaQuotes, released in 2005, with charts, indicators and automated trading through expert advisors.',
    explanation: `**MT4** became the standard platform of retail forex. It offers charts with nine timeframes, dozens of built-in indicators, one-click trading, the four pending order types and automated trading with **expert advisors** written in MQL4. It runs on desktop, web and mobile.

MetaQuotes has since put its development effort into **MetaTrader 5**, and some brokers now offer MT5 only. MT4 is software: your account and prices come from your broker, and the same platform can show different spreads and conditions at different brokers.`,
    related: ['metatrader-5', 'ctrader', 'trading-platform', 'expert-advisor'],
    links: [lessons.platforms, pages.mt4],
  },
  {
    slug: 'metatrader-5',
    term: 'MetaTrader 5 (MT5)',
    aliases: ['MT5', 'MetaTrader 5'],
    definition:
      'MetaTrader 5 (MT5) is the successor of MT4 by MetaQuotes, a multi-asset platform for forex, CFDs, shares and futures with more timeframes and order types.',
    explanation: `**MT5** keeps MT4's layout but adds more: 21 chart timeframes, more built-in indicators, an economic calendar, depth of market, extra pending order types (buy stop limit and sell stop limit) and a faster strategy tester. Expert advisors are written in MQL5, so MT4 robots do not run on it unchanged.

MT5 accounts can use **netting** (one position per instrument) or **hedging** (several positions, even opposite ones, on the same instrument). As with MT4, the platform is the same everywhere, but the prices, spreads and instruments come from your broker.`,
    related: ['metatrader-4', 'ctrader', 'trading-platform', 'expert-advisor', 'hedging'],
    links: [lessons.platforms, pages.mt5],
  },
  {
    slug: 'micro-lot',
    term: 'Micro lot',
    aliases: ['0.01 lot', 'micro lots'],
    definition: 'A micro lot is 0.01 of a standard lot: 1,000 units of the base currency for a forex pair.',
    explanation: `The **micro lot** is the smallest size most brokers allow, which makes it the natural size for a first live trade or a small account. On pairs quoted in US dollars, a pip is worth $0.10 per micro lot, so a 50-pip stop-loss risks $5.

Sizes are entered in lots with two decimals: 0.01 is one micro lot, 0.05 five micro lots, 0.10 a **mini lot**. Using micro lots lets you keep to a 1-2% risk rule with a small balance where a mini or standard lot would risk far too much.`,
    example: `On EUR/USD, 0.01 lots = 1,000 euros; a pip is worth 1,000 × 0.0001 = **$0.10**. With a $500 account and a 1% risk ($5), a 25-pip stop-loss allows $5 ÷ (25 × $0.10) = **2 micro lots** (0.02).`,
    related: ['lot', 'mini-lot', 'standard-lot', 'position-size', 'pip-value'],
    links: [lessons.bidAskPipsLots, tools.positionSize, pages.forex],
  },
  {
    slug: 'mini-lot',
    term: 'Mini lot',
    aliases: ['0.1 lot', 'mini lots'],
    definition: 'A mini lot is 0.1 of a standard lot: 10,000 units of the base currency for a forex pair.',
    explanation: `A **mini lot** sits between the standard lot (100,000 units) and the micro lot (1,000 units). On a pair quoted in US dollars, such as EUR/USD, a pip is worth about $1 per mini lot, which makes mental arithmetic easy: a 40-pip stop on one mini lot risks $40.

On platforms it is entered as 0.10 lots. Pairs quoted in other currencies have a pip value fixed in that currency instead (¥100 per mini lot on USD/JPY), which the pip value calculator converts to your account currency.`,
    example: `1 mini lot of EUR/USD: 10,000 × 0.0001 = **$1 per pip**. At 1:30 leverage and a price of 1.0850 it needs 10,000 × 1.0850 ÷ 30 = **$361.67** of margin.`,
    related: ['lot', 'standard-lot', 'micro-lot', 'pip-value', 'position-size'],
    links: [lessons.bidAskPipsLots, tools.pipValue, pages.forex],
  },
  {
    slug: 'minor-pairs',
    term: 'Minor pairs',
    aliases: ['minors', 'minor currency pairs', 'crosses'],
    definition:
      'Minor pairs are currency pairs of major currencies that do not include the US dollar, such as EUR/GBP, EUR/JPY or GBP/JPY.',
    explanation: `Minor pairs, or **crosses**, pair two of the main currencies other than the dollar. The euro, pound and yen crosses are widely traded; others such as NZD/CAD trade less, so their spreads are usually wider than the majors'.

Their pip value in a dollar account changes with the exchange rate, since profits are made in the quote currency (pounds for EUR/GBP, yen for EUR/JPY). For EU and UK retail clients, leverage on a pair that is not a major is capped at 1:20 rather than 1:30, though regulators count any pair of the US dollar, euro, yen, pound, Canadian dollar and Swiss franc as major, so EUR/GBP and EUR/JPY can get 1:30.`,
    example: `On EUR/GBP a pip of 1 lot is 100,000 × 0.0001 = **£10**. With GBP/USD at 1.2700, that is £10 × 1.2700 = **$12.70** in a dollar account.`,
    related: ['major-pairs', 'exotic-pairs', 'cross-rate', 'currency-pair', 'pip-value'],
    links: [lessons.marketsAtAGlance, tools.pipValue, pages.forex],
  },
  {
    slug: 'moving-average',
    term: 'Moving average',
    aliases: ['MA', 'moving averages'],
    definition:
      'A moving average is the average price over a set number of recent periods, recalculated each period so it forms a smooth line on the chart.',
    explanation: `A **moving average** smooths out the ups and downs of price to show the trend: when prices are above a rising average, the trend is up; below a falling one, it is down. The **simple moving average (SMA)** weights every period equally; the **exponential moving average (EMA)** weights recent ones more.

Short averages (10 or 20 periods) follow the price closely; long ones (100 or 200) show the bigger picture. Traders use them as a trend filter, as dynamic support or resistance, and in **crossovers**. All moving averages lag, and in a sideways market the price crosses them constantly.`,
    example: `The last five daily closes of EUR/USD are 1.0800, 1.0810, 1.0820, 1.0830 and 1.0840. The 5-day SMA is their sum, 5.4100, ÷ 5 = **1.0820**. Tomorrow the 1.0800 drops out and the new close comes in.`,
    related: ['simple-moving-average', 'exponential-moving-average', 'crossover', 'golden-cross', 'trend', 'indicator'],
    links: [lessons.movingAverages],
  },
  {
    slug: 'multiple-timeframe-analysis',
    term: 'Multiple timeframe analysis',
    aliases: ['multi-timeframe analysis', 'top-down analysis', 'MTF analysis'],
    definition:
      'Multiple timeframe analysis reads the same market on a higher timeframe for the trend and a lower one for the entry.',
    explanation: `A trend on a 15-minute chart can be a small pullback within a daily downtrend. Looking at two or three timeframes, each about four to six times the next (for example daily, 4-hour and 1-hour), puts a setup in context: the higher one shows the trend and the main support and resistance, the lower one a precise entry and a tighter stop-loss.

A common rule is to trade only in the direction of the higher timeframe's trend. Use few timeframes and a fixed order, from the highest down; flicking between many charts until one agrees with you is not analysis.`,
    example: `The daily chart of EUR/USD shows an uptrend with support at 1.0800. On the 1-hour chart the price pulls back to 1.0805 and forms a bullish engulfing pattern. You buy at 1.0815 with a stop at 1.0785 (**30 pips**) instead of the 80-pip stop a daily-chart entry would need.`,
    related: ['timeframe', 'trend', 'support', 'pullback'],
    links: [lessons.timeframesTrends],
  },
  {
    slug: 'negative-balance-protection',
    term: 'Negative balance protection',
    aliases: ['NBP'],
    definition:
      'Negative balance protection means a retail client can never lose more than the money in their trading account: a balance below zero is reset to zero.',
    explanation: `Leverage means a fast market, a gap or a surprise event can push losses past the whole deposit, leaving a negative balance, a debt to the broker. With **negative balance protection**, the broker absorbs that shortfall.

Since 2018 it has been mandatory for retail CFD clients of EU firms (under **ESMA's** measures) and UK firms (FCA), and Australia's ASIC requires it too. Professional clients and clients of brokers elsewhere may not have it. It limits the worst case to your deposit; it does not stop you losing that deposit.`,
    example: `An account holds **$1,000** and 0.25 lots of EUR/USD ($2.50 a pip). Suppose the price gaps 600 pips against it over a weekend: a loss of **$1,500**. The balance would be −$500; with negative balance protection it is reset to **$0** and you owe nothing.`,
    related: ['margin-close-out', 'stop-out', 'esma', 'fca', 'gap', 'leverage'],
    links: [lessons.brokersCfds, lessons.leverageMargin, pages.riskWarning],
  },
  {
    slug: 'non-farm-payrolls',
    term: 'Non-farm payrolls (NFP)',
    aliases: ['NFP', 'nonfarm payrolls', 'US jobs report', 'employment situation'],
    definition:
      'Non-farm payrolls (NFP) is the monthly US count of jobs added or lost outside farming, published with the unemployment rate in the jobs report.',
    explanation: `The US Bureau of Labor Statistics publishes the Employment Situation report, usually on the first Friday of the month at 8:30 a.m. New York time. Its headline is the change in **non-farm payrolls**, alongside the unemployment rate and average hourly earnings, and it revises the previous months' figures.

Because jobs and wages feed into the Federal Reserve's interest rate decisions, the release often moves the US dollar, US indices and gold sharply within seconds. Spreads widen and slippage is common, so many traders stay flat through it or make sure their stops allow for the jump.`,
    related: ['economic-calendar', 'central-bank', 'interest-rate', 'spread-widening', 'slippage'],
    links: [pages.forex, tools.marketHours],
  },
  {
    slug: 'ohlc',
    term: 'OHLC',
    aliases: ['open high low close', 'OHLC data'],
    definition:
      'OHLC stands for open, high, low and close: the four prices that describe what happened in one period of a chart.',
    explanation: `For each period of the chart's **timeframe**, the **open** is the first price traded, the **high** and **low** the extremes, and the **close** the last price. Bar charts and candlestick charts draw all four; a line chart draws only the close.

The four prices tell a small story: where the period started and finished (the body of a candle), and how far the price tried to go in each direction (the wicks). Indicators such as the **average true range** are calculated from them.`,
    example: `A 4-hour candle of EUR/USD: **O** 1.0850, **H** 1.0878, **L** 1.0844, **C** 1.0871. The range is 1.0878 − 1.0844 = 34 pips and the body 1.0871 − 1.0850 = 21 pips, bullish.`,
    related: ['candlestick', 'bar-chart', 'line-chart', 'wick', 'timeframe'],
    links: [lessons.charts],
  },
  {
    slug: 'order-book',
    term: 'Order book',
    aliases: ['depth of market', 'DOM', 'level 2'],
    definition:
      'An order book lists the buy and sell orders waiting at each price, showing how much volume is available near the current price.',
    explanation: `On exchanges and ECNs, the **order book** (or depth of market) shows the resting **bids** below the price and **asks** above it, with the volume at each level. The best bid and best ask set the spread; the volumes show how large an order can be filled before the price moves.

Retail forex platforms such as cTrader and MetaTrader 5 can show the depth their broker receives from its liquidity providers. It is one broker's view, not the whole market's, since forex has no central exchange. Orders can be pulled in an instant, so the book shows intentions, not commitments.`,
    example: `The book shows asks of 2 lots at 1.08502 and 5 lots at 1.08505. A market buy of 4 lots fills 2 lots at 1.08502 and 2 at 1.08505: an average price of **1.085035**.`,
    related: ['ecn', 'liquidity', 'bid', 'ask', 'ctrader'],
    links: [lessons.brokersCfds, pages.ctrader],
  },
  {
    slug: 'overbought',
    term: 'Overbought',
    aliases: [],
    definition:
      'Overbought describes a price that has risen far and fast relative to its recent range, shown for example by an RSI above 70.',
    explanation: `Oscillators such as the **RSI** mark the top of their scale as **overbought**: on the RSI, 70 and above by Wilder's convention. It means recent gains have been unusually strong compared with recent losses.

It does not mean the price must fall. In a strong uptrend the RSI can stay above 70 for a long time while prices keep rising, and selling just because of the reading can mean fighting the trend. Traders look for confirmation, such as a **divergence**, a rejection at resistance or a break of a trendline, before treating overbought as a reason to sell.`,
    example: `After eight rising days the 14-day RSI of GBP/USD reads **76**: overbought by the usual 70 threshold. Over the next week the pair rises another 80 pips while the RSI stays between 70 and 78.`,
    related: ['oversold', 'rsi', 'divergence', 'bollinger-bands'],
    links: [lessons.movingAverages],
  },
  {
    slug: 'oversold',
    term: 'Oversold',
    aliases: [],
    definition:
      'Oversold describes a price that has fallen far and fast relative to its recent range, shown for example by an RSI below 30.',
    explanation: `On the **RSI**, readings of 30 and below are conventionally called **oversold**: recent losses have been unusually strong compared with recent gains. Some traders read it as a sign that a bounce may be near.

A price can stay oversold while it keeps falling, especially in a strong downtrend or after bad news. Buying just because the indicator is low is trying to catch a falling knife. Wait for evidence that selling is drying up, such as a bullish **divergence**, a hammer at support, or a break of the downtrend line.`,
    example: `The 14-period RSI of USD/JPY on the 4-hour chart falls to **24** after a 250-pip drop from 152.50 to 150.00: oversold by the usual 30 threshold, though the price may still fall further.`,
    related: ['overbought', 'rsi', 'divergence', 'hammer'],
    links: [lessons.movingAverages],
  },
  {
    slug: 'overtrading',
    term: 'Overtrading',
    aliases: ['over-trading'],
    definition:
      'Overtrading is taking more trades, or larger ones, than your plan allows, usually out of boredom, excitement or the wish to win back losses.',
    explanation: `Signs of **overtrading**: trades that do not meet your plan's setup, more trades than usual after a loss or a big win, raising the size to "make it count", and trading at times you normally avoid. Each trade pays the spread and commission, and trades without an edge have a negative expectancy once costs are counted.

Set limits in your **trading plan**: a maximum number of trades per day or week and a daily loss limit after which you stop. Your **trading journal** will show whether your worst results cluster on busy days.`,
    related: ['revenge-trading', 'fomo', 'trading-plan', 'trading-journal', 'expectancy'],
    links: [lessons.journal, lessons.tradingPlan],
  },
];

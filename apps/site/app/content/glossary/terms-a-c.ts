import type { GlossaryTerm } from './glossary.schema.ts';
import { lessons, pages, tools } from './links.ts';

/** Glossary terms from A to C (index.ts sorts the whole list). */
export const termsAC: GlossaryTerm[] = [
  {
    slug: 'ask',
    term: 'Ask',
    aliases: ['ask price', 'offer', 'offer price'],
    definition:
      'The ask is the price at which you can buy an instrument right now: the higher of the two prices a broker quotes.',
    explanation: `Every quote has two prices. The **ask** (also called the offer) is what the market asks you to pay when you buy, and the **bid** is what it bids when you sell. The ask is always the higher of the two, and the gap between them is the **spread**.

A buy order opens at the ask and is later closed by selling at the bid. That is why a new buy position shows a small loss the moment it opens: to break even, the bid has to rise to the price you paid. On most platforms the ask is the right-hand or upper price of the quote.`,
    example: `EUR/USD is quoted **1.0850 / 1.0851**. The bid is 1.0850 and the ask is 1.0851. You buy 1 standard lot at the ask, 1.0851. If you closed at once you would sell at the bid, 1.0850: one pip lower, a loss of $10 on a standard lot (1 pip × $10 per pip).`,
    related: ['bid', 'spread', 'long-position', 'market-order'],
    links: [lessons.bidAskPipsLots, lessons.platforms, tools.profit],
  },
  {
    slug: 'asic',
    term: 'ASIC',
    aliases: ['Australian Securities and Investments Commission'],
    definition:
      'ASIC, the Australian Securities and Investments Commission, is the regulator that licenses and supervises brokers serving clients in Australia.',
    explanation: `ASIC licenses Australian financial services firms, including CFD and forex brokers, through an Australian Financial Services (AFS) licence. A broker regulated by ASIC must hold client money in trust accounts separate from its own and follow rules on disclosure and conduct.

Since 29 March 2021 ASIC has applied a product intervention order to CFDs sold to retail clients. It caps leverage at the same ratios as the EU and UK (from 1:30 on major currency pairs down to 1:2 on crypto), closes positions out when equity falls to 50% of the required margin, and gives negative balance protection. Check a broker's AFS licence number on ASIC's public register before opening an account.`,
    related: ['regulation', 'esma', 'fca', 'cysec', 'retail-leverage-limits', 'segregated-accounts'],
    links: [lessons.brokersCfds, pages.brokers, pages.riskWarning],
  },
  {
    slug: 'average-true-range',
    term: 'Average true range (ATR)',
    aliases: ['ATR', 'average true range'],
    definition:
      'The average true range (ATR) is an indicator that measures how far a price typically moves in one period, including any gap from the previous close.',
    explanation: `Developed by J. Welles Wilder, the ATR first takes each period's **true range**: the largest of (high − low), (high − previous close) and (previous close − low), so an overnight gap counts. It then averages the true ranges, usually over 14 periods.

ATR says nothing about direction; it measures **volatility**. Traders use it to set a stop-loss outside the normal noise of the market (for example 1.5 × ATR from the entry) and then size the position so that this wider or narrower stop still risks the same amount of money. A rising ATR means bigger candles and wider stops; a falling ATR means a quieter market.`,
    example: `The 14-day ATR of EUR/USD reads **0.0070**, that is 70 pips. You place the stop 1.5 × ATR away: 105 pips. Risking 1% of a $10,000 account ($100), the position size is $100 ÷ (105 pips × $10 per pip per lot) = **0.095 lots**, which you round down to 0.09 lots.`,
    related: ['volatility', 'stop-loss', 'position-size', 'indicator'],
    links: [lessons.movingAverages, tools.positionSize],
  },
  {
    slug: 'backtest',
    term: 'Backtest',
    aliases: ['backtesting'],
    definition:
      'A backtest applies a trading strategy\u2019s exact rules to past price data to see how it would have performed.',
    explanation: `To backtest, you write your entry, exit, stop-loss and position-size rules precisely, then go through historical charts (by hand, or with software such as MetaTrader's Strategy Tester) and record every trade the rules would have taken. The result is a list of trades from which you can work out the **win rate**, the average win and loss, the **expectancy** and the **maximum drawdown**.

A backtest is only as honest as its rules and data. Include the spread, commission and swaps; avoid changing the rules after seeing the results (curve fitting); and test on enough trades, over different market conditions. Then try the strategy on a **demo account** before risking money: past results do not guarantee future ones.`,
    example: `You backtest a rule on two years of EUR/USD daily charts and find 50 trades: 20 winners averaging +2R and 30 losers of −1R. Total: 20 × 2 − 30 × 1 = **+10R**, an expectancy of 10R ÷ 50 = **+0.2R per trade**, before you check how the results hold up on a demo account.`,
    related: ['expectancy', 'win-rate', 'maximum-drawdown', 'trading-plan', 'demo-account', 'expert-advisor'],
    links: [lessons.journal, lessons.tradingPlan],
  },
  {
    slug: 'balance',
    term: 'Balance',
    aliases: ['account balance'],
    definition:
      'The balance is the money in a trading account counting only closed trades, deposits, withdrawals and charges, not the profit or loss of open positions.',
    explanation: `Your **balance** changes only when something is settled: a deposit or withdrawal, a closed trade's profit or loss, a commission, or a swap charged or paid overnight. The profit or loss of positions still open is not in it.

**Equity** is the balance plus the open positions' floating profit or loss, and it is what your margin level and any margin call are calculated from. A trader who looks only at the balance can miss that an open losing trade has already eaten much of the account. Position sizing rules such as "risk 1% per trade" are usually applied to the balance or the equity, whichever is lower.`,
    example: `You deposit $10,000 (balance $10,000). You close a trade with a $300 profit and pay a $7 commission: the balance is **$10,293**. You then open a trade that is $150 down: the balance stays $10,293, but the equity is **$10,143**.`,
    related: ['equity', 'free-margin', 'margin-level', 'drawdown'],
    links: [lessons.leverageMargin, lessons.demo],
  },
  {
    slug: 'bar-chart',
    term: 'Bar chart',
    aliases: ['OHLC bar chart', 'OHLC bars'],
    definition:
      'A bar chart draws each period as a vertical line from its low to its high, with a tick to the left for the open and a tick to the right for the close.',
    explanation: `A bar chart shows the same four prices as a candlestick chart: **open, high, low and close** (OHLC). Each period is a vertical bar; its top is the highest price traded and its bottom the lowest. A small horizontal tick on the left marks where the period opened and one on the right where it closed.

If the close tick sits above the open tick, the price rose during the period; below, it fell. Many platforms also colour rising and falling bars differently. Bar charts are more compact than candlesticks, which is why some traders prefer them for long histories, but the filled candle body makes the open-to-close move easier to see at a glance.`,
    example: `A one-hour EUR/USD bar opens at 1.0850, trades up to 1.0872 and down to 1.0841, and closes at 1.0866. The bar runs from 1.0841 to 1.0872 (a 31-pip range), with the left tick at 1.0850 and the right tick at 1.0866: the hour closed **16 pips higher** than it opened.`,
    related: ['ohlc', 'candlestick', 'line-chart', 'chart'],
    links: [lessons.charts],
  },
  {
    slug: 'base-currency',
    term: 'Base currency',
    aliases: ['base'],
    definition:
      'The base currency is the first currency of a pair: the one you buy or sell, priced in the second (quote) currency.',
    explanation: `A currency pair is written BASE/QUOTE, and its price says how many units of the **quote currency** one unit of the **base currency** costs. In EUR/USD the euro is the base and the US dollar the quote.

Buying a pair means buying the base currency and selling the quote; selling the pair means the opposite. A lot is counted in the base currency: 1 standard lot of EUR/USD is 100,000 euros. The profit or loss, however, is made in the quote currency, because the price is a number of quote units. That is why a pip of EUR/USD is worth a fixed $10 per lot, while a pip of USD/JPY is worth a fixed ¥1,000.`,
    example: `EUR/USD at **1.0850** means 1 euro costs 1.0850 US dollars. Buying 1 standard lot buys 100,000 euros and sells 100,000 × 1.0850 = **$108,500**.`,
    related: ['quote-currency', 'currency-pair', 'lot', 'contract-size'],
    links: [lessons.marketsAtAGlance, tools.margin, pages.forex],
  },
  {
    slug: 'bearish',
    term: 'Bearish',
    aliases: ['bear', 'bear market'],
    definition: 'Bearish describes a view, a candle or a market in which prices are expected to fall or are falling.',
    explanation: `A trader who is **bearish** on an instrument expects its price to go down, and may sell it or open a short position. A **bearish candle** is one that closed below its open (often drawn red or hollow). A **bear market** is a long, broad fall; in shares, a fall of 20% or more from a recent high is a common rule of thumb for the label.

The opposite is **bullish**. The words describe expectations and price moves, not certainty: being bearish on a market is a view to test with a plan, a stop-loss and a position size you can afford to lose, not a reason to skip them.`,
    example: `An hourly EUR/USD candle opens at 1.0880 and closes at 1.0852: a **bearish candle** with a body of 28 pips.`,
    related: ['bullish', 'short-position', 'downtrend', 'candlestick'],
    links: [lessons.charts],
  },
  {
    slug: 'bid',
    term: 'Bid',
    aliases: ['bid price'],
    definition:
      'The bid is the price at which you can sell an instrument right now: the lower of the two prices a broker quotes.',
    explanation: `The **bid** is what the market will pay you if you sell, and the **ask** is what you pay if you buy. The bid is the lower price; the difference between them is the **spread**, which is how many brokers are paid.

A sell (short) position opens at the bid and is closed by buying back at the ask. A buy position is closed at the bid. Most charts are drawn from bid prices, so a sell stop-loss or buy take-profit can be triggered by the ask even when the chart's candles never touched your price, especially when the spread widens.`,
    example: `GBP/USD is quoted **1.2700 / 1.2702**. You sell 0.5 lots at the bid, 1.2700. To close, you must buy at the ask: if nothing moves you pay 1.2702, a 2-pip loss, 2 × $5 per pip (0.5 lots × $10) = **$10**.`,
    related: ['ask', 'spread', 'short-position', 'spread-widening'],
    links: [lessons.bidAskPipsLots, lessons.platforms, tools.profit],
  },
  {
    slug: 'bitcoin',
    term: 'Bitcoin',
    aliases: ['BTC', 'BTC/USD'],
    definition:
      'Bitcoin (BTC) is the first and largest cryptocurrency, a digital asset with a supply capped at 21 million coins and no central issuer.',
    explanation: `Bitcoin was launched in 2009 and runs on a public blockchain maintained by a network of computers (miners) rather than a central bank. Its protocol caps the number of coins that will ever exist at 21 million.

Traders either buy the coin itself on an exchange or trade its price through a derivative such as a CFD quoted as **BTC/USD**. The price has swung sharply in both directions, the market trades around the clock including weekends, and many crypto venues are unregulated. Retail clients in the EU are limited to leverage of 1:2 on crypto CFDs, and in the UK crypto derivatives may not be sold to retail clients at all.`,
    example: `On the site's tools, 1 lot of BTC/USD is **1 coin** and a point is **$1**. A position of 0.1 lots opened at 95,000.00 and closed at 96,500.00 gains 1,500 points × $1 × 0.1 = **$150**.`,
    related: ['cryptocurrency', 'stablecoin', 'volatility', 'cfd', 'retail-leverage-limits'],
    links: [lessons.marketsAtAGlance, tools.pipValue, pages.crypto],
  },
  {
    slug: 'bollinger-bands',
    term: 'Bollinger Bands',
    aliases: ['Bollinger bands'],
    definition:
      'Bollinger Bands are an indicator of three lines: a moving average with a band a set number of standard deviations above and below it.',
    explanation: `John Bollinger's indicator usually takes a **20-period simple moving average** and draws an upper and a lower band **2 standard deviations** away from it. Because the standard deviation grows when prices swing more, the bands widen in volatile markets and narrow ("squeeze") in quiet ones.

Prices spend most of the time inside the bands. A touch of the upper band is not by itself a signal to sell: in a strong uptrend prices can "walk the band" for a long time. Traders use the bands to see whether a price is stretched relative to its recent average, and a squeeze as a warning that a larger move, in either direction, may follow.`,
    example: `The 20-period SMA of EUR/USD is 1.0850 and the standard deviation of the last 20 closes is 0.0015 (15 pips). The upper band is 1.0850 + 2 × 0.0015 = **1.0880** and the lower band 1.0850 − 2 × 0.0015 = **1.0820**.`,
    related: ['simple-moving-average', 'volatility', 'indicator', 'overbought', 'oversold'],
    links: [lessons.movingAverages],
  },
  {
    slug: 'break-even',
    term: 'Break-even',
    aliases: ['breakeven', 'break even', 'move stop to break-even'],
    definition:
      'Break-even is the price at which closing a trade makes neither a profit nor a loss; moving the stop-loss there removes the trade\u2019s risk.',
    explanation: `A trade breaks even when it can be closed for nothing won or lost. Because a buy opens at the ask and closes at the bid, the market has to move by the **spread** (and any commission) before a new position is really at break-even.

Once a trade has moved well in your favour, you can move the stop-loss to the entry price ("to break-even"): if the market turns, the stop closes the trade at about zero. It protects your capital, but moving it too early lets ordinary noise stop you out of a trade that would have reached its target. Slippage or a gap can still close it slightly worse than the entry.`,
    example: `You buy 1 lot of EUR/USD at 1.0851 (the ask) with a $7 commission. The $7 is 0.7 pips at $10 a pip, so the bid must reach about **1.0852** to cover the commission too. After the price reaches 1.0900 you move the stop to 1.0852.`,
    related: ['stop-loss', 'trailing-stop', 'spread', 'commission'],
    links: [lessons.stopLossTakeProfit, tools.profit],
  },
  {
    slug: 'breakout',
    term: 'Breakout',
    aliases: ['break out'],
    definition:
      'A breakout is a move of the price through a support or resistance level, or out of a range, that it had held within before.',
    explanation: `When a price has repeatedly stopped at a level, many orders sit around it: stop-losses, pending buy stops or sell stops, and limit orders. If the price pushes through, those orders are triggered and can add to the move. That is the idea behind breakout trading: buy when resistance breaks, sell when support breaks.

Many breakouts fail and the price falls back into the range (a **false breakout**). Traders therefore look for a **close** beyond the level rather than a brief poke through it, rising activity on the move, or a **retest** of the broken level from the other side before entering.`,
    example: `EUR/USD has turned down at 1.0900 three times. A four-hour candle closes at **1.0918**, 18 pips above the level. A breakout trader buys at 1.0920 with a stop-loss back below the level at 1.0885 (35 pips) and a target of 1.0990 (70 pips): a risk-reward of 1:2.`,
    related: ['false-breakout', 'resistance', 'support', 'retest', 'range', 'buy-stop'],
    links: [lessons.supportResistance, tools.riskReward],
  },
  {
    slug: 'broker',
    term: 'Broker',
    aliases: ['forex broker', 'CFD broker'],
    definition:
      'A broker is the firm that gives you access to a market: it holds your deposit, provides the trading platform and executes or takes the other side of your orders.',
    explanation: `Retail traders do not trade directly on the interbank currency market or an exchange: they open an account with a **broker**. For CFDs and forex, the broker is usually your **counterparty** too. Brokers are paid through the spread, commissions, overnight swaps and other fees.

How a broker handles your orders differs: a **market maker** takes the other side itself, while **STP** and **ECN** brokers pass orders on to liquidity providers. What matters most is regulation: a broker authorised by a strong regulator must keep client money in segregated accounts and, for retail clients in the EU, UK and Australia, apply leverage limits and negative balance protection. UPM Trading is not a broker.`,
    related: ['counterparty', 'market-maker', 'ecn', 'stp', 'regulation', 'segregated-accounts', 'cfd'],
    links: [lessons.brokersCfds, lessons.tradingVsInvesting, pages.brokers],
  },
  {
    slug: 'bullish',
    term: 'Bullish',
    aliases: ['bull', 'bull market'],
    definition: 'Bullish describes a view, a candle or a market in which prices are expected to rise or are rising.',
    explanation: `A trader who is **bullish** expects the price to go up and may buy, opening a long position. A **bullish candle** closed above its open (often drawn green or filled white). A **bull market** is a long, broad rise.

The opposite is **bearish**. A bullish view is only an expectation: prices can fall after the best-looking setups, so a bullish trade still needs a stop-loss placed where the idea is proven wrong and a position size that keeps the loss within your plan.`,
    example: `A daily gold candle opens at 2,650.00 and closes at 2,671.50: a **bullish candle** with a body of $21.50, or 21.50 points.`,
    related: ['bearish', 'long-position', 'uptrend', 'candlestick'],
    links: [lessons.charts],
  },
  {
    slug: 'buy-limit',
    term: 'Buy limit',
    aliases: ['buy limit order'],
    definition: 'A buy limit is a pending order to buy if the price falls to a set level below the current price.',
    explanation: `A **buy limit** waits below the market: you want to buy, but only cheaper than now. It is filled at your price or better once the ask falls to it. Traders use it to buy a pullback to **support** rather than chase the price.

Do not confuse it with a **buy stop**, which waits above the market. The four pending orders follow one rule: a limit order expects the price to turn at the level (buy low, sell high), a stop order expects it to carry on through it. A buy limit may never be filled if the price turns before reaching it, and it should be placed together with a stop-loss.`,
    example: `EUR/USD trades at 1.0880. You expect support at 1.0850 and place a **buy limit at 1.0850** with a stop-loss at 1.0820 (30 pips) and a take-profit at 1.0910 (60 pips). If the ask falls to 1.0850 you are filled; if the price rises from 1.0870, the order stays unfilled.`,
    related: ['pending-order', 'limit-order', 'buy-stop', 'sell-limit', 'support'],
    links: [lessons.orders],
  },
  {
    slug: 'buy-stop',
    term: 'Buy stop',
    aliases: ['buy stop order'],
    definition: 'A buy stop is a pending order to buy if the price rises to a set level above the current price.',
    explanation: `A **buy stop** waits above the market: you want to buy only if the price proves strength by rising to your level, for example through a **resistance** level (a breakout). When the ask reaches the level, the order becomes a market order and is filled at the next available price, which can be worse than your level in a fast market (**slippage**).

Its mirror is the **sell stop** below the market. A buy stop is different from a **buy limit**, which waits below the price for a cheaper entry. Like any order, it belongs with a stop-loss decided in advance.`,
    example: `GBP/USD trades at 1.2680 under resistance at 1.2700. You place a **buy stop at 1.2710**, with a stop-loss at 1.2670 (40 pips). A news spike jumps from 1.2705 to 1.2715: the order is filled at **1.2715**, 5 pips of slippage.`,
    related: ['pending-order', 'stop-order', 'buy-limit', 'sell-stop', 'breakout', 'slippage'],
    links: [lessons.orders],
  },
  {
    slug: 'candlestick',
    term: 'Candlestick',
    aliases: ['candle', 'candlestick chart', 'Japanese candlestick'],
    definition:
      'A candlestick shows one period\u2019s open, high, low and close as a body between the open and close, with wicks to the high and low.',
    explanation: `Each candle covers one period of the chart's **timeframe**: a minute, an hour, a day. Its **body** is the block between the open and the close; its **wicks** (or shadows) are the thin lines to the period's high and low. A candle that closed higher than it opened is **bullish** (commonly green or white); one that closed lower is **bearish** (red or black).

The body shows who won the period; long wicks show prices that were tried and rejected. Single candles and small groups form patterns traders watch, such as the **doji**, **hammer**, **shooting star** and **engulfing pattern**. A pattern means more at a support or resistance level than in the middle of nowhere.`,
    example: `A daily EUR/USD candle: open 1.0850, high 1.0895, low 1.0835, close 1.0880. The body runs from 1.0850 to 1.0880 (**30 pips**, bullish), the upper wick from 1.0880 to 1.0895 (15 pips) and the lower wick from 1.0835 to 1.0850 (15 pips).`,
    related: ['ohlc', 'wick', 'bar-chart', 'doji', 'hammer', 'engulfing-pattern', 'timeframe'],
    links: [lessons.charts],
  },
  {
    slug: 'carry-trade',
    term: 'Carry trade',
    aliases: ['carry'],
    definition:
      'A carry trade buys a currency with a higher interest rate against one with a lower rate, to earn the difference as a daily swap.',
    explanation: `Holding a forex position overnight earns or costs a **swap** that depends largely on the interest rates of the two currencies. Buying the higher-yielding currency against a lower-yielding one can earn a positive swap each night; that income is the "carry".

The carry is small next to price moves. If the higher-yielding currency falls, the loss on the price can wipe out months of swaps in a day, and carry trades have tended to unwind sharply when markets turn fearful. The broker's swap rate, not the central banks' headline rates, is what you actually receive or pay, and it includes the broker's own charge.`,
    example: `Suppose (for illustration) your broker pays +$5 a night for holding 1 lot of a pair long. Held for 30 nights, that earns about **$150**. A 15-pip fall in the price on 1 lot of a USD-quoted pair costs 15 × $10 = $150: the whole month's carry.`,
    related: ['swap', 'interest-rate', 'rollover', 'central-bank'],
    links: [lessons.brokersCfds, lessons.leverageMargin],
  },
  {
    slug: 'central-bank',
    term: 'Central bank',
    aliases: ['central banks', 'Fed', 'ECB', 'Bank of England'],
    definition:
      'A central bank manages a country\u2019s or region\u2019s money: it sets the official interest rate and acts to keep inflation near its target.',
    explanation: `The US Federal Reserve (Fed), the European Central Bank (ECB), the Bank of England, the Bank of Japan and others set their **interest rate** at scheduled meetings. Most aim to keep **inflation** near a target, which for the Fed, the ECB and the Bank of England is 2%.

Because interest rates affect what a currency earns, rate decisions and the central bankers' words about future decisions are among the biggest movers of currency pairs. Markets move on surprises: a decision that was widely expected may barely move the price, while a change in tone can move it sharply. The dates are on every **economic calendar**.`,
    related: ['interest-rate', 'inflation', 'economic-calendar', 'fundamental-analysis', 'carry-trade'],
    links: [pages.forex],
  },
  {
    slug: 'cfd',
    term: 'CFD',
    aliases: ['contract for difference', 'contracts for difference'],
    definition:
      'A CFD (contract for difference) is a contract with a broker to exchange the difference in an instrument\u2019s price between when you open and close the position.',
    explanation: `With a **CFD** you never own the share, the gold or the index: you and the broker agree to settle the change in its price. If you buy and the price rises, the broker pays you the difference; if it falls, you pay. You can sell first just as easily, to profit from a fall.

CFDs are traded on **margin**, so a small deposit controls a large position, and losses can exceed what a beginner expects. Holding overnight usually costs a **swap**. Every regulated broker must warn that CFDs are complex instruments with a high risk of losing money rapidly due to leverage. In the EU, UK and Australia, retail leverage on CFDs is capped and retail clients cannot lose more than their deposit.`,
    example: `You buy a CFD of 1 lot on the S&P 500 (1 contract, $1 per point) at 5,900.0 and close at 5,930.0: a gain of 30 points × $1 = **$30**. Had the index fallen to 5,870.0, you would have lost $30.`,
    related: ['leverage', 'margin', 'broker', 'counterparty', 'swap', 'negative-balance-protection'],
    links: [lessons.brokersCfds, lessons.tradingVsInvesting, pages.riskWarning],
  },
  {
    slug: 'chart',
    term: 'Chart',
    aliases: ['price chart'],
    definition:
      'A price chart plots an instrument\u2019s price over time, with time along the bottom and price up the side.',
    explanation: `Charts are the technical trader's main tool. The same prices can be drawn in different ways: a **line chart** joins the closing prices, while **bar** and **candlestick** charts show each period's open, high, low and close. Each bar or candle covers one period of the chosen **timeframe**, from one minute to one month.

On a chart you read the **trend**, mark **support** and **resistance**, and add **indicators**. Trading platforms draw charts from their own price feed, usually the bid, so two brokers' charts can differ slightly, especially on short timeframes and around weekend gaps.`,
    related: ['line-chart', 'bar-chart', 'candlestick', 'timeframe', 'technical-analysis'],
    links: [lessons.charts, lessons.timeframesTrends],
  },
  {
    slug: 'commission',
    term: 'Commission',
    aliases: ['commissions', 'trading commission'],
    definition:
      'A commission is a fee a broker charges for executing a trade, usually per lot traded or as a percentage of the trade\u2019s value.',
    explanation: `Brokers are paid in different ways. On many accounts the cost is built into the **spread**. On others, often called raw-spread or ECN accounts, the spread is narrower and the broker charges a separate **commission**, typically a fixed amount per lot on opening and again on closing (per side), or a round-turn amount covering both.

To compare accounts, add both costs together in the same unit. A commission is charged whether the trade wins or loses, so it matters most to traders who trade often with small targets, such as scalpers. Share CFDs usually carry a commission as a percentage of the trade's value.`,
    example: `Account A: EUR/USD spread 1.2 pips, no commission. Account B: spread 0.2 pips plus $3.50 per lot each side ($7 round turn, which is 0.7 pips at $10 a pip). Per lot, A costs 1.2 × $10 = **$12**; B costs 0.2 × $10 + $7 = **$9**.`,
    related: ['spread', 'ecn', 'broker', 'scalping', 'break-even'],
    links: [lessons.brokersCfds, tools.positionSize],
  },
  {
    slug: 'commodity',
    term: 'Commodity',
    aliases: ['commodities'],
    definition:
      'A commodity is a raw material traded in standard units, such as gold, silver, crude oil, natural gas, wheat or coffee.',
    explanation: `Commodities are usually grouped into **metals** (gold, silver, copper), **energy** (crude oil, natural gas) and **agricultural** products (wheat, corn, coffee, sugar). Their prices depend on supply and demand: harvests, mine output, stock levels, weather, the strength of the US dollar (most are priced in dollars) and events in producing regions.

Retail traders usually trade commodities through CFDs or futures rather than owning them. Retail leverage in the EU and UK is capped at 1:20 on gold and 1:10 on other commodities. Check each instrument's contract size: a lot of gold is not the same quantity as a lot of oil.`,
    example: `On the site's tools, 1 lot of **gold** (XAU/USD) is 100 troy ounces and 1 lot of **WTI crude oil** is 1,000 barrels. A $1 move is worth $100 per lot of gold and $1,000 per lot of oil.`,
    related: ['gold', 'crude-oil', 'contract-size', 'cfd', 'retail-leverage-limits'],
    links: [lessons.marketsAtAGlance, pages.commodities, tools.pipValue],
  },
  {
    slug: 'contract-size',
    term: 'Contract size',
    aliases: ['lot size', 'contract specification'],
    definition:
      'The contract size is how much of the underlying one lot holds: for example 100,000 units of the base currency, or 100 ounces of gold.',
    explanation: `A lot is a number of contracts, and the **contract size** says what one contract holds. It turns a price move into money: value of a move = move × contract size × lots. Brokers publish it in each instrument's contract specification.

The site's tools use the common retail conventions: 100,000 units of the base currency for forex pairs, 100 oz for gold, 5,000 oz for silver, 1,000 barrels for WTI crude oil, 1 contract for an index (a point is worth 1 unit of the index's currency) and 1 coin for Bitcoin and Ether. Some brokers differ, for instance with an index contract worth 10 per point, so check yours.`,
    example: `A $2.00 rise in WTI crude oil on 0.5 lots: $2.00 × 1,000 barrels × 0.5 = **$1,000**. The same $2.00 rise in gold on 0.5 lots: $2.00 × 100 oz × 0.5 = **$100**.`,
    related: ['lot', 'pip-value', 'point', 'standard-lot', 'commodity'],
    links: [lessons.bidAskPipsLots, tools.pipValue, tools.positionSize, tools.margin],
  },
  {
    slug: 'copy-trading',
    term: 'Copy trading',
    aliases: ['social trading', 'mirror trading'],
    definition:
      'Copy trading automatically opens in your account the trades another trader opens in theirs, scaled to your account size.',
    explanation: `On a copy-trading platform you choose a trader to follow and an amount to allocate. When that trader opens, changes or closes a position, the platform does the same in your account in proportion to your allocation.

It does not remove risk; it hands your decisions to someone else. Past returns shown on a leaderboard can come from a short lucky run or from high leverage that has not yet gone wrong. Look at the **maximum drawdown**, the length of the record and the risk per trade, set your own loss limit, and remember that fees, spreads and slippage can make your results differ from the leader's.`,
    related: ['trading-signal', 'maximum-drawdown', 'expert-advisor', 'risk-per-trade'],
    links: [pages.signals],
  },
  {
    slug: 'correlation',
    term: 'Correlation',
    aliases: ['correlated pairs', 'correlation coefficient'],
    definition:
      'Correlation measures how closely two prices move together, on a scale from +1 (always together) to \u22121 (always opposite).',
    explanation: `A **correlation coefficient** near +1 means two instruments tend to rise and fall together; near −1, that one rises when the other falls; near 0, that they move independently. Pairs that share a currency are often correlated: EUR/USD and GBP/USD both move when the US dollar does, and EUR/USD and USD/CHF tend to move in opposite directions.

Correlation matters for risk. Three long positions in strongly correlated pairs are close to one big position: if the dollar jumps, all three can hit their stops together. Correlations change over time, so measure them over a recent period rather than assuming them.`,
    example: `You risk 1% on a long EUR/USD and 1% on a long GBP/USD. If the two pairs are strongly correlated, a sharp US dollar rise can stop both out: a loss close to **2%** from a single move, not two independent 1% risks.`,
    related: ['currency-pair', 'risk-per-trade', 'hedging', 'volatility'],
    links: [lessons.risking],
  },
  {
    slug: 'counterparty',
    term: 'Counterparty',
    aliases: ['counterparty risk'],
    definition:
      'The counterparty is whoever takes the other side of your trade; counterparty risk is the risk that they cannot pay what they owe you.',
    explanation: `For every buyer there is a seller. On an exchange, a clearing house stands between them. With CFDs and retail forex, your **counterparty** is the broker: your contract is with the broker, who may keep the other side (a **market maker**) or offset it with liquidity providers (**STP** or **ECN**).

Counterparty risk is why regulation matters. If an unregulated broker fails or refuses to pay, your profits and even your deposit may be lost. Regulated brokers must keep client money in **segregated accounts**, and in many countries a compensation scheme covers part of a client's money if a firm fails.`,
    related: ['broker', 'market-maker', 'cfd', 'segregated-accounts', 'regulation'],
    links: [lessons.brokersCfds],
  },
  {
    slug: 'cpi',
    term: 'CPI',
    aliases: ['consumer price index', 'inflation report'],
    definition:
      'The consumer price index (CPI) measures the change in the prices of a basket of goods and services bought by households: the main gauge of inflation.',
    explanation: `Statistics offices publish **CPI** every month (in the US the Bureau of Labor Statistics, in the UK the Office for National Statistics, in the euro area Eurostat's HICP). The headline figure is usually the change over twelve months; **core** CPI leaves out volatile food and energy prices.

Traders watch CPI because central banks set interest rates to keep inflation near their target. A reading above what economists expected can raise the chance of higher rates and lift the currency; a lower reading can do the opposite. The price often jumps and spreads widen in the seconds after the release.`,
    example: `If a price index rises from 300.0 to 309.0 over twelve months, annual inflation is (309.0 − 300.0) ÷ 300.0 = **3.0%**.`,
    related: ['inflation', 'central-bank', 'interest-rate', 'economic-calendar', 'spread-widening'],
    links: [pages.forex],
  },
  {
    slug: 'cross-rate',
    term: 'Cross rate',
    aliases: ['cross', 'cross pair', 'crosses'],
    definition:
      'A cross rate is the exchange rate between two currencies that are both not the US dollar, such as EUR/GBP or GBP/JPY.',
    explanation: `Most currency trading goes through the US dollar, so the dollar pairs are the reference. A **cross** such as EUR/GBP can be worked out from two dollar pairs: divide or multiply them so that the dollar cancels out.

Crosses involving the euro, pound and yen (EUR/GBP, EUR/JPY, GBP/JPY) are widely traded; others are thinner, with wider spreads. To work out a cross's pip value in a dollar account, the profit in the quote currency has to be converted, which is why the site's pip value calculator asks for a conversion rate when neither currency of the pair is your account currency.`,
    example: `EUR/USD is 1.0850 and GBP/USD is 1.2700. EUR/GBP = 1.0850 ÷ 1.2700 = **0.8543**: one euro costs about 0.8543 pounds.`,
    related: ['currency-pair', 'minor-pairs', 'major-pairs', 'pip-value'],
    links: [lessons.marketsAtAGlance, tools.pipValue],
  },
  {
    slug: 'crossover',
    term: 'Crossover',
    aliases: ['moving average crossover', 'MA crossover'],
    definition:
      'A crossover is the moment one line on a chart crosses another, such as a fast moving average crossing a slow one, or the price crossing an average.',
    explanation: `When a **faster moving average** (fewer periods) crosses above a slower one, recent prices have risen above older ones: a sign the trend may be turning up. A cross below suggests it may be turning down. The long-term versions on daily charts have names: the **golden cross** and the **death cross**.

Crossovers lag, because moving averages are built from past prices: by the time they cross, much of the move may be over. In a **range**, the lines cross back and forth and give one false signal after another. Traders therefore use crossovers as a filter for direction rather than as entry signals on their own.`,
    example: `On an hourly chart the 20-period EMA of EUR/USD is 1.0842 and the 50-period EMA 1.0845. Three hours later the 20-EMA is 1.0851 and the 50-EMA 1.0848: the fast average has **crossed above** the slow one.`,
    related: ['moving-average', 'golden-cross', 'death-cross', 'exponential-moving-average', 'macd'],
    links: [lessons.movingAverages],
  },
  {
    slug: 'crude-oil',
    term: 'Crude oil',
    aliases: ['oil', 'WTI', 'Brent', 'USOIL'],
    definition:
      'Crude oil is unrefined petroleum, traded mainly as two benchmarks: West Texas Intermediate (WTI) in the US and Brent from the North Sea.',
    explanation: `Oil prices are quoted in US dollars per barrel. They react to supply decisions by producing countries (including OPEC+ meetings), weekly US inventory figures, geopolitical events in producing regions and the outlook for economic growth. Oil can move several percent in a day.

Retail traders usually trade oil through CFDs, which may be based on futures contracts that roll over from month to month. EU and UK retail leverage on oil CFDs is capped at 1:10. On this site, 1 lot of WTI is 1,000 barrels and a point is a move of $1.00, so each point is worth $1,000 per lot.`,
    example: `You buy 0.2 lots of WTI at 75.00 and close at 76.25: 1.25 points × $1,000 per point per lot × 0.2 = **$250**.`,
    related: ['commodity', 'contract-size', 'point', 'volatility'],
    links: [lessons.marketsAtAGlance, pages.commodities, tools.pipValue],
  },
  {
    slug: 'cryptocurrency',
    term: 'Cryptocurrency',
    aliases: ['crypto', 'cryptoasset', 'digital currency'],
    definition:
      'A cryptocurrency is a digital asset recorded on a blockchain, transferred between users without a bank, such as Bitcoin or Ether.',
    explanation: `Cryptocurrencies are created and tracked by software run by many computers rather than by a central bank. Their prices are set by supply and demand on exchanges that trade around the clock, every day of the year, and they can swing sharply within hours.

You can buy the coins themselves on an exchange or trade their prices with derivatives such as CFDs. Many crypto venues are unregulated and offer little protection. In the UK, firms may not sell crypto derivatives to retail clients; in the EU, retail leverage on crypto CFDs is capped at 1:2. Never trade crypto with money you cannot afford to lose.`,
    related: ['bitcoin', 'stablecoin', 'volatility', 'cfd', 'retail-leverage-limits'],
    links: [lessons.marketsAtAGlance, pages.crypto, pages.riskWarning],
  },
  {
    slug: 'ctrader',
    term: 'cTrader',
    aliases: ['c trader'],
    definition:
      'cTrader is a trading platform made by Spotware and offered by many brokers, known for depth-of-market views and automated trading in C#.',
    explanation: `**cTrader** is an alternative to MetaTrader, with desktop, web and mobile versions. It shows the market's depth (the volumes available at several prices), supports several order types and lets traders automate strategies as "cBots" written in C#.

Like MetaTrader, cTrader is only software: your account, your money and the prices come from the broker that offers it. Practise placing market and pending orders, stop-losses and take-profits on a demo account before trading live, because button layouts and default settings differ between platforms.`,
    related: ['trading-platform', 'metatrader-4', 'metatrader-5', 'order-book', 'expert-advisor'],
    links: [lessons.platforms, pages.ctrader],
  },
  {
    slug: 'currency-pair',
    term: 'Currency pair',
    aliases: ['pair', 'forex pair', 'FX pair'],
    definition:
      'A currency pair quotes one currency in another, such as EUR/USD: the price of one unit of the first (base) currency in the second (quote) currency.',
    explanation: `In forex you always buy one currency and sell another, so they are quoted in pairs written **BASE/QUOTE**. EUR/USD at 1.0850 means one euro costs 1.0850 US dollars. Buy the pair if you expect the base currency to strengthen against the quote; sell it if you expect it to weaken.

Pairs are grouped by how widely they are traded: **major pairs** all include the US dollar and one of the other most traded currencies; **minor pairs** (or crosses) leave out the dollar; **exotic pairs** include the currency of a smaller or emerging economy and usually have wider spreads.`,
    example: `USD/JPY at 150.00 means one US dollar costs 150 yen. If it rises to 151.00, the dollar has strengthened against the yen by 100 pips (a pip of a yen pair is 0.01).`,
    related: ['base-currency', 'quote-currency', 'major-pairs', 'minor-pairs', 'exotic-pairs', 'cross-rate'],
    links: [lessons.marketsAtAGlance, pages.forex, tools.pipValue],
  },
  {
    slug: 'cysec',
    term: 'CySEC',
    aliases: ['Cyprus Securities and Exchange Commission'],
    definition:
      'CySEC, the Cyprus Securities and Exchange Commission, is the financial regulator of Cyprus, where many brokers serving clients across the EU are licensed.',
    explanation: `Many forex and CFD brokers are licensed in Cyprus as investment firms. Because Cyprus is in the EU, a **CySEC** licence lets a firm offer its services in other EU countries ("passporting"), and EU rules apply: the retail leverage limits set out by **ESMA** in 2018 (from 1:30 on major pairs down to 1:2 on crypto), the 50% margin close-out and negative balance protection.

CySEC-regulated firms must keep client money segregated and belong to the Investor Compensation Fund. Check a firm's licence number on CySEC's own register, since clone websites sometimes copy real firms' details.`,
    related: ['regulation', 'esma', 'fca', 'asic', 'retail-leverage-limits', 'segregated-accounts'],
    links: [lessons.brokersCfds, pages.brokers, pages.riskWarning],
  },
];

import type { GlossaryTerm } from './glossary.schema.ts';
import { lessons, pages, tools } from './links.ts';

/** Glossary terms from D to L (index.ts sorts the whole list). */
export const termsDL: GlossaryTerm[] = [
  {
    slug: 'day-trading',
    term: 'Day trading',
    aliases: ['day trader', 'intraday trading'],
    definition:
      'Day trading means opening and closing positions within the same trading day, so that no position is held overnight.',
    explanation: `A **day trader** works on short timeframes, from 5-minute to 1-hour charts, and closes everything before the end of the day. That avoids overnight **swaps** and the risk of a gap while the trader is away from the screen.

It demands time at the screen, fast decisions and strict discipline: costs such as the spread and commission weigh more on small targets, and the pull to overtrade or to win back a loss at once is strong. Day trading is one style among several; **swing trading** and **position trading** hold for days or weeks and suit people who cannot watch the market all day.`,
    related: ['scalping', 'swing-trading', 'position-trading', 'timeframe', 'overtrading'],
    links: [lessons.tradingVsInvesting, lessons.timeframesTrends],
  },
  {
    slug: 'death-cross',
    term: 'Death cross',
    aliases: [],
    definition:
      'A death cross is when a short-term moving average, usually the 50-day, crosses below a long-term one, usually the 200-day.',
    explanation: `The **death cross** is the bearish counterpart of the **golden cross**. It shows that the average price of the last 50 days has fallen below that of the last 200 days, which many read as a sign that a longer-term downtrend may be starting.

The name sounds more dramatic than the signal is. Both averages are built from past prices, so the cross comes late, often after much of the fall, and prices have often recovered soon after one. Treat it as a description of the trend so far, to be weighed with support, resistance and your own plan, not as a forecast.`,
    example: `On the daily chart of an index, the 50-day average falls from 5,810 to 5,790 while the 200-day average is at 5,800: the 50-day has **crossed below** the 200-day, a death cross.`,
    related: ['golden-cross', 'crossover', 'moving-average', 'downtrend'],
    links: [lessons.movingAverages],
  },
  {
    slug: 'demo-account',
    term: 'Demo account',
    aliases: ['demo', 'practice account', 'paper trading'],
    definition:
      'A demo account is a practice account with virtual money, on the same platform and prices as a live account, where no real money is at risk.',
    explanation: `Brokers offer **demo accounts** so you can learn the platform and test a plan without risking money. Treat it as real: use the balance you would actually deposit, the same position sizes and the same rules, and keep a trading journal.

A demo is not the same as live trading. Fills may be more generous than in a fast real market (less **slippage**), and there is no fear of losing money, which changes how people behave. A sensible path is to trade your written plan on a demo for a set number of trades, review the results, and then start live with small positions.`,
    example: `You open a demo with **10,000** in virtual capital and risk 1% (100) per trade. After 20 trades following your plan you have 8 wins of +2R and 12 losses of −1R: +16R − 12R = **+4R**, or about +400 at 100 per R, ignoring compounding.`,
    related: ['live-account', 'trading-plan', 'trading-journal', 'backtest', 'position-size'],
    links: [lessons.demo, lessons.tradingVsInvesting, lessons.tradingPlan],
  },
  {
    slug: 'divergence',
    term: 'Divergence',
    aliases: ['bullish divergence', 'bearish divergence'],
    definition:
      'Divergence is when a price and an oscillator such as the RSI or MACD move in opposite directions, hinting that the move may be losing strength.',
    explanation: `In a **bearish divergence**, the price makes a higher high but the indicator makes a lower high: the latest push up had less momentum than the one before. In a **bullish divergence**, the price makes a lower low while the indicator makes a higher low.

Divergence is a warning, not a trigger. In a strong trend it can persist while the price keeps going, and it says nothing about when or how far a turn might come. Traders usually wait for the price itself to confirm, for example by breaking a trendline or a recent swing low, before acting.`,
    example: `EUR/USD makes a high at 1.0950 with the 14-period RSI at 74, then a higher high at 1.0980 with the RSI at only 66. The price rose **30 pips** higher but momentum fell: a bearish divergence.`,
    related: ['rsi', 'macd', 'overbought', 'oversold', 'swing-high', 'swing-low'],
    links: [lessons.movingAverages],
  },
  {
    slug: 'dividend',
    term: 'Dividend',
    aliases: ['dividends', 'dividend adjustment'],
    definition:
      'A dividend is a payment a company makes to its shareholders out of its profits, usually per share and on a set schedule.',
    explanation: `Companies that pay dividends announce an amount per share and an **ex-dividend date**. Buyers from that date on do not receive the upcoming dividend, so the share price typically drops by about the dividend when it opens that day.

If you hold a share CFD rather than the share, there is no real dividend, but the broker makes a **dividend adjustment**: a long position is credited about the dividend amount and a short position is debited it (the amount credited can be reduced by tax). Index CFDs get adjustments when the index's member companies go ex-dividend.`,
    example: `A company pays $0.50 per share. On the ex-dividend date a long CFD of 200 shares is credited about 200 × $0.50 = **$100**, and a short CFD of 200 shares is debited about **$100**.`,
    related: ['share', 'index', 'cfd', 'short-position'],
    links: [lessons.marketsAtAGlance, pages.stocks],
  },
  {
    slug: 'doji',
    term: 'Doji',
    aliases: [],
    definition:
      'A doji is a candlestick whose open and close are at or very near the same price, leaving almost no body between its wicks.',
    explanation: `A **doji** forms when buyers and sellers end the period in balance: the price moved up and down but closed where it opened. Its shape is a cross or a plus sign. Variants include the long-legged doji (long wicks on both sides), the dragonfly (long lower wick) and the gravestone (long upper wick).

On its own a doji only shows indecision. After a long rise into **resistance**, or a long fall into **support**, it can be an early sign that the move is tiring; traders wait for the next candle to confirm a turn before acting.`,
    example: `An hourly EUR/USD candle opens at 1.0850, trades between 1.0830 and 1.0870, and closes at **1.0851**: a 1-pip body with 20-pip wicks on each side, a long-legged doji.`,
    related: ['candlestick', 'hammer', 'shooting-star', 'engulfing-pattern', 'wick'],
    links: [lessons.charts],
  },
  {
    slug: 'downtrend',
    term: 'Downtrend',
    aliases: ['down trend', 'bearish trend'],
    definition:
      'A downtrend is a market making a series of lower highs and lower lows, so that each rally stops below the last one.',
    explanation: `In a **downtrend** sellers are in control: each bounce (a **pullback**) fails below the previous **swing high**, and each drop reaches below the previous **swing low**. A falling moving average and a trendline drawn across the highs help show it.

Trading with the trend means looking for selling opportunities after pullbacks rather than trying to catch the bottom. A downtrend is in doubt once the price makes a higher high or stops making lower lows; it may turn into a range or an uptrend.`,
    example: `GBP/USD swing highs at 1.2800, 1.2740 and 1.2690 and swing lows at 1.2700, 1.2650 and 1.2600: each high and each low is lower than the one before, a **downtrend**.`,
    related: ['uptrend', 'trend', 'swing-high', 'swing-low', 'trendline', 'bearish'],
    links: [lessons.timeframesTrends],
  },
  {
    slug: 'drawdown',
    term: 'Drawdown',
    aliases: ['draw-down', 'equity drawdown'],
    definition:
      'A drawdown is a fall in an account\u2019s value from its highest point to a later low, usually given as a percentage of the high.',
    explanation: `Every strategy has losing streaks, and the **drawdown** measures how deep they cut: from a peak in equity to the lowest point before a new peak. The largest one in a record is the **maximum drawdown**.

Drawdowns are harder to recover than they look, because the gain needed is measured from the smaller balance: a 10% fall needs an 11.1% gain to get back, a 20% fall needs 25%, and a 50% fall needs 100%. That asymmetry is the reason for risking only 1-2% of the account per trade: ten losses in a row at 1% leave about 90% of the account, not a crater.`,
    example: `An account grows to **$12,000**, then falls to **$9,000** before it recovers. The drawdown is ($12,000 − $9,000) ÷ $12,000 = **25%**, and getting back to $12,000 needs a gain of $3,000 ÷ $9,000 = **33.3%**.`,
    related: ['maximum-drawdown', 'equity', 'risk-per-trade', 'position-size', 'revenge-trading'],
    links: [lessons.risking, lessons.demo, lessons.journal],
  },
  {
    slug: 'ecn',
    term: 'ECN',
    aliases: ['electronic communication network', 'ECN broker', 'ECN account'],
    definition:
      'An ECN (electronic communication network) is a system that matches orders with prices from many liquidity providers; an ECN broker routes your orders to it.',
    explanation: `With an **ECN** account your order meets quotes from banks, other brokers and trading firms on a shared network. Spreads are the difference between the best bid and best ask on offer, which can be very narrow in liquid pairs and wider in quiet or hectic markets. Instead of widening the spread, the broker usually charges a **commission** per lot.

An ECN broker earns from commissions rather than from your losses, which is why traders see it as reducing the conflict of interest. Prices are variable, orders are filled at the best available price, and **slippage** can be positive or negative.`,
    example: `On an ECN account EUR/USD is quoted 1.08500 / 1.08502 (a spread of 0.2 pips) with a commission of $3.50 per lot each side. Trading 2 lots costs 0.2 × $10 × 2 = $4 of spread plus $3.50 × 2 × 2 = $14 of commission: **$18** round turn.`,
    related: ['stp', 'market-maker', 'broker', 'commission', 'order-book', 'market-execution'],
    links: [lessons.brokersCfds],
  },
  {
    slug: 'economic-calendar',
    term: 'Economic calendar',
    aliases: ['forex calendar', 'news calendar'],
    definition:
      'An economic calendar lists the dates and times of scheduled economic releases and central bank decisions, with the previous figure and the forecast.',
    explanation: `Releases such as **CPI**, **non-farm payrolls**, **GDP** and central banks' interest rate decisions can move prices sharply within seconds. An **economic calendar** shows when each is due, which currency it affects, how much it usually matters (often marked low, medium or high) and what economists expect.

Check it before you trade. Around high-impact releases spreads widen, prices can jump past stop-losses (**slippage**) and pending orders can be filled far from their levels. Many trading plans avoid opening new trades shortly before such releases, or close positions beforehand.`,
    related: ['non-farm-payrolls', 'cpi', 'gdp', 'central-bank', 'fundamental-analysis', 'spread-widening'],
    links: [pages.forex, tools.marketHours],
  },
  {
    slug: 'engulfing-pattern',
    term: 'Engulfing pattern',
    aliases: ['bullish engulfing', 'bearish engulfing', 'engulfing'],
    definition:
      'An engulfing pattern is two candles in which the second candle\u2019s body completely covers the first candle\u2019s body, in the opposite direction.',
    explanation: `In a **bullish engulfing** pattern, a bearish candle is followed by a bullish candle whose body opens at or below the first one's close and closes above its open: buyers have overwhelmed the sellers of the previous period. A **bearish engulfing** pattern is the mirror image.

The pattern carries more weight where a turn is plausible: a bullish engulfing at **support** after a fall, a bearish engulfing at **resistance** after a rise. In the middle of a range it means little. As with any pattern, plan the stop-loss (often beyond the pattern's extreme) before entering.`,
    example: `Day 1: EUR/USD opens 1.0870 and closes 1.0840 (bearish, 30-pip body). Day 2: opens 1.0838 and closes 1.0885 (bullish, 47-pip body), covering all of day 1's body: a **bullish engulfing** pattern at support near 1.0835.`,
    related: ['candlestick', 'hammer', 'doji', 'support', 'resistance'],
    links: [lessons.charts],
  },
  {
    slug: 'equity',
    term: 'Equity',
    aliases: ['account equity'],
    definition:
      'Equity is an account\u2019s balance plus or minus the floating profit or loss of its open positions: what the account would be worth if everything were closed now.',
    explanation: `**Equity = balance + open profit − open loss.** It changes with every price tick while positions are open. Brokers calculate your **free margin** and **margin level** from equity, not from the balance, so a losing open position reduces what you can still open and brings a margin call closer.

When no positions are open, equity and balance are equal. In company accounts "equity" also means ownership in a company, and "equities" are shares; in a trading account it means the live value of the account.`,
    example: `Balance **$5,000**. One open trade is up $220 and another is down $370. Equity = $5,000 + $220 − $370 = **$4,850**.`,
    related: ['balance', 'free-margin', 'margin-level', 'margin-call', 'drawdown'],
    links: [lessons.leverageMargin],
  },
  {
    slug: 'esma',
    term: 'ESMA',
    aliases: ['European Securities and Markets Authority'],
    definition:
      'ESMA, the European Securities and Markets Authority, is the EU body that coordinates financial regulators and set the retail limits on CFD leverage in 2018.',
    explanation: `**ESMA** does not license brokers itself; national regulators such as CySEC, BaFin or the AMF do. In 2018 it used temporary product intervention powers to protect retail clients trading CFDs, and the national regulators then made the measures permanent.

The measures: leverage caps of **1:30** on major currency pairs, **1:20** on non-major pairs, gold and major indices, **1:10** on other commodities and non-major indices, **1:5** on shares and **1:2** on cryptocurrencies; closing positions out when equity falls to **50%** of the required margin; **negative balance protection**; a ban on incentives to trade; and a standard risk warning. They apply to retail clients, not to professional clients.`,
    related: [
      'retail-leverage-limits',
      'margin-close-out',
      'negative-balance-protection',
      'cysec',
      'fca',
      'regulation',
    ],
    links: [lessons.brokersCfds, lessons.leverageMargin, pages.riskWarning],
  },
  {
    slug: 'exotic-pairs',
    term: 'Exotic pairs',
    aliases: ['exotic pair', 'exotics', 'exotic currency pair'],
    definition:
      'Exotic pairs combine a major currency with the currency of a smaller or emerging economy, such as USD/TRY, USD/ZAR or USD/MXN.',
    explanation: `Exotic currencies trade in much smaller volumes than the majors, so their **spreads** are wider, often many times those of EUR/USD, and their **swaps** can be large because interest rates in those countries may be much higher. They can also move abruptly on local political or economic news and gap at the weekly open.

Their low **liquidity** means stop-losses may be filled well beyond their levels in fast markets. EU and UK retail leverage on non-major pairs is capped at 1:20. Beginners usually learn on major pairs first, where costs are lowest.`,
    related: ['major-pairs', 'minor-pairs', 'currency-pair', 'liquidity', 'spread', 'swap'],
    links: [lessons.marketsAtAGlance, pages.forex],
  },
  {
    slug: 'expectancy',
    term: 'Expectancy',
    aliases: ['expected value', 'edge'],
    definition:
      'Expectancy is the average amount a strategy makes or loses per trade over many trades, from its win rate and its average win and loss.',
    explanation: `**Expectancy = (win rate × average win) − (loss rate × average loss).** Measured in R (multiples of the amount risked), it tells you whether a set of rules has an edge. A positive expectancy means the rules made money on average over the sample; a negative one means they lost, however good individual trades felt.

It shows why neither the win rate nor the risk-reward ratio is enough alone: a 70% win rate loses money if the losses are much bigger than the wins, and a 35% win rate can make money with wins of 2R. Expectancy needs a large sample of trades to mean anything, which is one more reason to keep a journal.`,
    example: `Out of 50 trades, 40% won an average of **2R** and 60% lost an average of **1R**. Expectancy = 0.40 × 2 − 0.60 × 1 = **+0.2R** per trade. Risking $100 per trade, that averages about $20 a trade, before any change in conditions.`,
    related: ['win-rate', 'r-multiple', 'risk-reward-ratio', 'trading-journal', 'backtest'],
    links: [lessons.riskReward, lessons.journal, tools.riskReward],
  },
  {
    slug: 'expert-advisor',
    term: 'Expert advisor (EA)',
    aliases: ['EA', 'expert advisor', 'trading robot', 'algorithmic trading'],
    definition:
      'An expert advisor (EA) is a program that runs inside MetaTrader and opens, manages and closes trades automatically by its coded rules.',
    explanation: `Expert advisors are written in MetaTrader's own languages, **MQL4** for MetaTrader 4 and **MQL5** for MetaTrader 5. (cTrader's equivalent is the cBot, written in C#.) An EA can follow a strategy without emotion and around the clock, as long as the platform is running, often on a virtual private server.

An EA is only as good as its rules. Many sold online show backtests that were fitted to past data and fail live. Test any EA on a demo account and with the platform's Strategy Tester, including spreads and slippage, understand what it does, and set a maximum loss you will accept before switching it off.`,
    related: ['backtest', 'metatrader-4', 'metatrader-5', 'ctrader', 'copy-trading'],
    links: [lessons.platforms, pages.mt4, pages.mt5],
  },
  {
    slug: 'exponential-moving-average',
    term: 'Exponential moving average (EMA)',
    aliases: ['EMA', 'exponential moving average'],
    definition:
      'An exponential moving average (EMA) is an average of past prices that gives the most recent prices the most weight, so it reacts faster than a simple average.',
    explanation: `An **EMA** is updated each period by moving part of the way from its last value towards the new close: EMA = previous EMA + k × (close − previous EMA), with k = 2 ÷ (periods + 1). For a 20-period EMA, k = 2 ÷ 21 ≈ 0.095, so each new close pulls the average about 9.5% of the way towards it.

Because it weights recent prices more, an EMA turns sooner than a **simple moving average** of the same length, but it is also pushed around more by single large candles. Common lengths are 9, 20, 50 and 200 periods. The MACD is built from two EMAs.`,
    example: `A 9-period EMA (k = 2 ÷ 10 = **0.2**) stands at 1.0850. The next close is 1.0900. The new EMA = 1.0850 + 0.2 × (1.0900 − 1.0850) = **1.0860**.`,
    related: ['moving-average', 'simple-moving-average', 'macd', 'crossover'],
    links: [lessons.movingAverages],
  },
  {
    slug: 'false-breakout',
    term: 'False breakout',
    aliases: ['fakeout', 'failed breakout', 'bull trap', 'bear trap'],
    definition:
      'A false breakout is a move through a support or resistance level that quickly reverses back inside, trapping traders who entered on the break.',
    explanation: `Price often pokes through an obvious level, triggers the stop orders and breakout entries resting there, and then falls back. Buyers who bought the break above resistance are left in losing trades (a "bull trap"), and sellers below support in a "bear trap".

To filter them, traders wait for a **candle close** beyond the level instead of reacting to a spike, look for a **retest** of the broken level, or check a higher timeframe. Some trade the failure itself: when a breakout returns inside the range, they trade back towards the other side. A stop-loss is essential either way.`,
    example: `GBP/USD has resistance at 1.2700. A spike reaches **1.2718**, triggering buy stops at 1.2710, but the hourly candle closes at 1.2688, back below the level. A trader who bought at 1.2710 with a stop at 1.2675 loses 35 pips when the price keeps falling.`,
    related: ['breakout', 'retest', 'resistance', 'support', 'buy-stop'],
    links: [lessons.supportResistance],
  },
  {
    slug: 'fca',
    term: 'FCA',
    aliases: ['Financial Conduct Authority'],
    definition:
      'The FCA, the Financial Conduct Authority, is the UK regulator that authorises and supervises financial firms, including forex and CFD brokers.',
    explanation: `A firm offering trading services to UK clients must be authorised by the **FCA**, and its Financial Services Register shows every authorised firm with its reference number and web address. Clone firms copy real firms' names, so check the contact details against the register.

Since August 2019 FCA rules (COBS 22.5) limit retail CFD leverage to **1:30** on major currency pairs, **1:20** on non-major pairs, gold and major indices, **1:10** on other commodities and non-major indices, **1:5** on shares and **1:2** on cryptocurrencies, with a **50%** margin close-out and negative balance protection. Since 6 January 2021 the FCA has banned the sale of crypto derivatives to retail clients.`,
    related: ['regulation', 'esma', 'cysec', 'asic', 'retail-leverage-limits', 'negative-balance-protection'],
    links: [lessons.brokersCfds, pages.riskWarning, pages.brokers],
  },
  {
    slug: 'fibonacci-retracement',
    term: 'Fibonacci retracement',
    aliases: ['Fibonacci', 'fib retracement', 'fibs'],
    definition:
      'Fibonacci retracement draws horizontal levels at set percentages of a price move (23.6%, 38.2%, 50%, 61.8% and 78.6%) where a pullback might stop.',
    explanation: `You pick a clear move, from a **swing low** to a **swing high** (or the reverse), and the tool marks levels that retrace that move by ratios taken from the Fibonacci sequence: 23.6%, 38.2% and 61.8%, plus 50% and often 78.6%. Traders watch them as possible support in an uptrend's pullback, or resistance in a downtrend's bounce.

The levels have no power of their own; they matter to the extent that many traders watch them, and a price can stop anywhere. They work best together with other evidence, such as an old support level or a moving average at the same price.`,
    example: `EUR/USD rises from **1.0800** to **1.1000** (200 pips). The 38.2% retracement is 1.1000 − 0.382 × 0.0200 = **1.0924**, the 50% level **1.0900** and the 61.8% level 1.1000 − 0.618 × 0.0200 = **1.0876**.`,
    related: ['pullback', 'support', 'resistance', 'swing-high', 'swing-low'],
    links: [lessons.supportResistance, lessons.timeframesTrends],
  },
  {
    slug: 'fomo',
    term: 'FOMO',
    aliases: ['fear of missing out'],
    definition:
      'FOMO, the fear of missing out, is the urge to jump into a trade because the price is moving fast, without the setup your plan requires.',
    explanation: `A fast move triggers the feeling that everyone else is making money and you must get in now. FOMO trades are usually entered late, near the end of the move, without a sensible place for a stop-loss, and often at a larger size than the plan allows.

The cure is the **trading plan**: it defines what a valid entry looks like, so a move you did not plan for is simply not your trade. Missing a move costs nothing; chasing it can cost a lot. Noting FOMO trades and their results in your **trading journal** shows the pattern plainly.`,
    related: ['revenge-trading', 'overtrading', 'trading-plan', 'trading-journal'],
    links: [lessons.journal],
  },
  {
    slug: 'forex',
    term: 'Forex',
    aliases: ['FX', 'foreign exchange', 'currency trading'],
    definition:
      'Forex (foreign exchange, FX) is the global market in which currencies are bought and sold against each other.',
    explanation: `The **forex** market has no central exchange: banks, funds, companies and brokers trade with each other electronically around the world. It is the largest financial market, with average turnover of about $7.5 trillion a day in the BIS Triennial Survey of 2022 and $9.6 trillion in the survey of April 2025.

It trades around the clock from the Sydney open on Monday morning to the New York close on Friday evening, in overlapping **trading sessions**. Retail traders trade currency pairs through a broker, usually with leverage; EU and UK retail clients are limited to 1:30 on major pairs.`,
    related: ['currency-pair', 'major-pairs', 'trading-session', 'pip', 'leverage'],
    links: [lessons.marketsAtAGlance, pages.forex, tools.marketHours],
  },
  {
    slug: 'free-margin',
    term: 'Free margin',
    aliases: ['usable margin', 'available margin'],
    definition:
      'Free margin is the part of your equity not tied up as margin for open positions: the money available to open new trades or absorb losses.',
    explanation: `**Free margin = equity − used margin.** When you open a position, the broker sets aside its required **margin**; what is left of your equity is free margin. As open trades gain, free margin grows; as they lose, it shrinks.

When free margin reaches zero, equity equals the used margin (a **margin level** of 100%) and you cannot open new positions. If losses continue, the broker's **margin call** and then **stop-out** levels are reached and positions are closed. Keeping most of your account as free margin, by using small positions, leaves room for ordinary price swings.`,
    example: `Equity **$5,000**. You open 1 lot of EUR/USD at 1.0850 with leverage of 1:30: margin = 100,000 × 1.0850 ÷ 30 = **$3,616.67**. Free margin = $5,000 − $3,616.67 = **$1,383.33**; a loss of about 138 pips would take it to zero.`,
    related: ['margin', 'equity', 'margin-level', 'margin-call'],
    links: [lessons.leverageMargin, tools.margin],
  },
  {
    slug: 'fundamental-analysis',
    term: 'Fundamental analysis',
    aliases: ['fundamentals'],
    definition:
      'Fundamental analysis judges where a price should go from economic data, interest rates, company results and news, rather than from the chart.',
    explanation: `A fundamental trader in forex follows **interest rates**, **inflation**, growth (**GDP**), jobs data and central bank policy, because they shape what a currency earns and how much demand there is for it. For shares, it means earnings, debt, growth and valuation; for commodities, supply and demand.

Markets move on the difference between what happens and what was expected, so the **economic calendar's** forecasts matter as much as the figures. Many traders combine both approaches: fundamentals for the direction they favour, **technical analysis** for when to enter and where to put the stop-loss.`,
    related: ['technical-analysis', 'economic-calendar', 'central-bank', 'interest-rate', 'inflation', 'gdp'],
    links: [lessons.tradingVsInvesting, pages.forex],
  },
  {
    slug: 'gap',
    term: 'Gap',
    aliases: ['price gap', 'weekend gap', 'gapping'],
    definition:
      'A gap is a jump in price from one trade to the next with no trading at the prices in between, often at the weekly open or after news.',
    explanation: `Markets gap when something changes while they are closed (over a weekend, or overnight for shares and indices) or when news hits so fast that no one trades at the intermediate prices. On the chart, the new candle opens well away from the last close.

Gaps matter for risk: a stop-loss is an order to close at the next available price, so if the market gaps past it, the trade is closed at the worse price and the loss is larger than planned (**slippage**). Pending orders can likewise be filled beyond their level. A **guaranteed stop-loss**, where a broker offers one, is the only stop that cannot slip.`,
    example: `You sell 1 lot of GBP/USD at 1.2720 with a stop-loss at 1.2750 (30 pips). The market closes on Friday at 1.2725 and reopens on Monday at **1.2790**. The stop is filled at about 1.2790: a loss of 70 pips instead of the planned 30, $700 instead of $300 on 1 lot.`,
    related: ['slippage', 'stop-loss', 'guaranteed-stop-loss', 'volatility', 'economic-calendar'],
    links: [lessons.brokersCfds, lessons.stopLossTakeProfit, lessons.orders],
  },
  {
    slug: 'gdp',
    term: 'GDP',
    aliases: ['gross domestic product', 'economic growth'],
    definition:
      'GDP (gross domestic product) is the total value of goods and services an economy produces in a period, the broadest measure of its growth.',
    explanation: `Statistics offices publish **GDP** quarterly, often as a first estimate followed by revisions. The figure usually reported is the change from the previous quarter, and in the US it is given at an annualised rate. Two quarters of falling GDP in a row are a common informal definition of a recession.

Stronger than expected growth can support a currency and a country's stock index, because it may lead the **central bank** to keep interest rates higher. As with other releases, the market reacts to the surprise against the forecast on the **economic calendar**, not to the number alone.`,
    example: `An economy produced $2,000 billion in one quarter and $2,010 billion in the next. Quarterly growth is $10 billion ÷ $2,000 billion = **0.5%**.`,
    related: ['economic-calendar', 'fundamental-analysis', 'central-bank', 'interest-rate'],
    links: [pages.forex],
  },
  {
    slug: 'gold',
    term: 'Gold (XAU/USD)',
    aliases: ['XAU/USD', 'XAUUSD', 'gold'],
    definition:
      'Gold is a precious metal traded as XAU/USD, its price in US dollars per troy ounce, and one of the most traded commodities.',
    explanation: `Gold is held as a store of value and a hedge against inflation and crises, so its price reacts to interest rates (gold pays no interest), the US dollar, inflation and fear in markets. It can move sharply around US data and central bank decisions.

Retail traders usually trade it as a CFD quoted **XAU/USD**. On this site, 1 lot is **100 troy ounces** and moves are counted in points of **1.00**, so a point is worth **$100 per lot**; the signal pages and the tools count gold the same way. Some brokers call $0.10 a "pip" of gold or $0.01 a point, so check your broker's convention. EU and UK retail leverage on gold is capped at 1:20.`,
    example: `You buy 0.5 lots of gold at 2,650.00 and close at 2,662.40: a rise of 12.40, or 12.40 points. Profit = 12.40 × $100 × 0.5 = **$620**. The margin at 1:20 was 0.5 × 100 oz × 2,650.00 ÷ 20 = **$6,625**.`,
    related: ['commodity', 'contract-size', 'point', 'retail-leverage-limits', 'volatility'],
    links: [lessons.marketsAtAGlance, pages.commodities, tools.pipValue, tools.margin],
  },
  {
    slug: 'golden-cross',
    term: 'Golden cross',
    aliases: [],
    definition:
      'A golden cross is when a short-term moving average, usually the 50-day, crosses above a long-term one, usually the 200-day.',
    explanation: `The **golden cross** is read as a sign that a longer-term uptrend may be starting: the average price of the last 50 days has risen above that of the last 200. Financial news often reports it on major stock indices.

Like every moving average signal it is late: prices have usually already risen a good way by the time the averages cross, and in a sideways market the averages can cross back soon after. Its opposite is the **death cross**. Use it as a description of the trend, not as a buy signal on its own.`,
    example: `On the daily chart of an index, the 50-day average rises from 5,780 to 5,815 while the 200-day average stands at 5,800: the 50-day has **crossed above** the 200-day, a golden cross.`,
    related: ['death-cross', 'crossover', 'moving-average', 'uptrend'],
    links: [lessons.movingAverages],
  },
  {
    slug: 'guaranteed-stop-loss',
    term: 'Guaranteed stop-loss',
    aliases: ['guaranteed stop', 'GSLO', 'guaranteed stop-loss order'],
    definition:
      'A guaranteed stop-loss closes a trade at exactly its level even if the market gaps past it, usually for a fee charged when it is triggered.',
    explanation: `An ordinary **stop-loss** becomes a market order when its price is reached, so in a gap or a very fast market it can be filled at a worse price (**slippage**). A **guaranteed stop-loss** removes that risk: the broker promises the exact price and takes the loss beyond it.

Not every broker offers it. Where it is offered, the broker usually charges a premium when it is triggered (sometimes by widening the spread instead), may require it to be placed a minimum distance from the current price, and may not let you move it freely. It is worth considering over weekends and around major news.`,
    example: `You buy 1 lot of EUR/USD at 1.0850 with a guaranteed stop at 1.0800 (50 pips, $500 of risk). The market gaps down to 1.0760 after a weekend. An ordinary stop would have closed around 1.0760 for a $900 loss; the guaranteed stop closes at **1.0800**: $500 plus the broker's premium.`,
    related: ['stop-loss', 'gap', 'slippage', 'break-even'],
    links: [lessons.stopLossTakeProfit],
  },
  {
    slug: 'hammer',
    term: 'Hammer',
    aliases: ['hammer candle', 'hanging man'],
    definition:
      'A hammer is a candlestick with a small body near the top and a lower wick at least twice the body\u2019s length, formed after a fall.',
    explanation: `During the period, sellers pushed the price well down, but buyers drove it back up to close near the open: the long lower wick shows a rejected low. After a decline, and especially at a **support** level, a **hammer** is read as a possible sign that the fall is running out.

The colour of the body matters less than its position and the long lower wick. The same shape after a rise is called a **hanging man** and is read as a warning instead. The mirror image, with a long upper wick after a rise, is the **shooting star**. Traders wait for the next candle to confirm.`,
    example: `After a fall, a daily EUR/USD candle opens at 1.0830, drops to 1.0780 and closes at **1.0836**. Body: 6 pips. Lower wick: 1.0830 − 1.0780 = 50 pips, more than eight times the body: a hammer.`,
    related: ['candlestick', 'shooting-star', 'doji', 'wick', 'support'],
    links: [lessons.charts],
  },
  {
    slug: 'hedging',
    term: 'Hedging',
    aliases: ['hedge'],
    definition:
      'Hedging is opening a position that gains when another position loses, to reduce the overall risk rather than to profit from a view.',
    explanation: `A company that will receive euros in three months might sell EUR/USD forward to lock in today's rate: that is a **hedge**. A trader can hedge an exposure with a correlated instrument, or in some platforms open a buy and a sell on the same pair at once (MetaTrader 5 offers "hedging" and "netting" account modes).

Hedging reduces risk but is not free: both positions pay spreads and, usually, swaps, and a fully hedged position cannot make money, only lock in the current result. US rules for retail forex accounts do not allow opposite positions on the same pair. A stop-loss is usually a simpler way to limit a loss.`,
    example: `You hold 1 lot long EUR/USD and open 1 lot short EUR/USD. If the price falls 40 pips, the long loses $400 and the short gains $400: the net result is **$0**, less the spread on both trades and any overnight swaps.`,
    related: ['correlation', 'swap', 'stop-loss', 'metatrader-5'],
    links: [lessons.platforms],
  },
  {
    slug: 'index',
    term: 'Index',
    aliases: ['indices', 'stock index', 'stock market index'],
    definition:
      'A stock index measures the combined value of a group of shares, such as the 500 large US companies of the S&P 500 or the 40 German companies of the DAX.',
    explanation: `An **index** summarises a market or a sector in one number. Most are weighted by the companies' market value, so the largest companies move them most. You cannot buy an index directly; traders use index CFDs, futures or index funds.

Index CFDs are quoted in **points**. On the site's tools, 1 lot is 1 contract worth 1 unit of the index's currency per point ($1 for the S&P 500 and NASDAQ 100, €1 for the DAX); some brokers use 10 or 25 per point. Indices trade mostly in their home exchange's hours, can gap overnight, and carry EU and UK retail leverage limits of 1:20 for major indices and 1:10 for others.`,
    example: `You sell 2 lots of the DAX (€1 per point per lot) at 19,500.0 and buy back at 19,440.0: 60 points × €1 × 2 = **€120** profit.`,
    related: ['share', 'cfd', 'point', 'dividend', 'retail-leverage-limits'],
    links: [lessons.marketsAtAGlance, pages.indices, tools.pipValue],
  },
  {
    slug: 'indicator',
    term: 'Indicator',
    aliases: ['technical indicator', 'indicators'],
    definition:
      'A technical indicator is a calculation drawn on a chart from past prices (and sometimes volume), such as a moving average, the RSI or the MACD.',
    explanation: `Indicators turn prices into lines that are easier to read. **Trend** indicators such as moving averages smooth the price to show its direction. **Momentum** oscillators such as the RSI and MACD measure the speed of moves. **Volatility** indicators such as the ATR and Bollinger Bands measure how much prices swing.

Every indicator is built from past prices, so it describes what has happened and lags the price. Piling on several that measure the same thing adds clutter, not confirmation. Pick one or two, learn exactly how each is calculated, and test them before you rely on them.`,
    related: ['moving-average', 'rsi', 'macd', 'bollinger-bands', 'average-true-range', 'technical-analysis'],
    links: [lessons.movingAverages],
  },
  {
    slug: 'inflation',
    term: 'Inflation',
    aliases: ['inflation rate'],
    definition:
      'Inflation is the rate at which prices of goods and services rise over time, so that each unit of money buys less.',
    explanation: `**Inflation** is usually measured by the consumer price index (**CPI**) and reported as the change over twelve months. Central banks such as the Fed, the ECB and the Bank of England aim for about 2%.

For traders, inflation matters through **interest rates**. Inflation above target tends to lead central banks to raise rates or keep them high, which can strengthen the currency and weigh on shares; inflation falling faster than expected can lead to cuts. Gold has traditionally been bought as protection against inflation.`,
    example: `With 3% inflation, something that costs $100 today costs about **$103** a year from now, and $100 of cash buys about 100 ÷ 1.03 = 97% of what it buys today.`,
    related: ['cpi', 'interest-rate', 'central-bank', 'gold', 'fundamental-analysis'],
    links: [pages.forex],
  },
  {
    slug: 'interest-rate',
    term: 'Interest rate',
    aliases: ['interest rates', 'policy rate', 'base rate'],
    definition:
      'The interest rate set by a central bank is the rate at which banks lend to or deposit with it, and it drives the rates across the whole economy.',
    explanation: `When a **central bank** raises its policy rate, borrowing becomes dearer and saving in that currency earns more; when it cuts, the reverse. Currencies tend to strengthen when their central bank is expected to raise rates or keep them higher than others, and weaken on expected cuts.

Interest rates also set the **swap** you earn or pay for holding a forex position overnight: it reflects the difference between the two currencies' rates, minus the broker's charge. The **carry trade** is built on that difference.`,
    related: ['central-bank', 'inflation', 'swap', 'carry-trade', 'fundamental-analysis'],
    links: [lessons.brokersCfds, pages.forex],
  },
  {
    slug: 'investing',
    term: 'Investing',
    aliases: ['investment', 'investor'],
    definition:
      'Investing means buying assets such as shares or funds to hold for years, aiming to grow wealth through the assets\u2019 growth, dividends or interest.',
    explanation: `An **investor** usually owns what they buy, holds for years, uses little or no leverage and accepts that prices will fall at times along the way. Returns come from the growth of the businesses, dividends or interest over time.

**Trading** is different: it aims to profit from price moves over minutes to weeks, often with leveraged derivatives such as CFDs, and can profit from falls by selling short. The two need different skills and carry different risks: leverage and short holding periods make trading losses arrive much faster.`,
    related: ['trading', 'share', 'dividend', 'position-trading', 'leverage'],
    links: [lessons.tradingVsInvesting],
  },
  {
    slug: 'kyc',
    term: 'KYC',
    aliases: ['know your customer', 'identity verification'],
    definition:
      'KYC (know your customer) is the identity and suitability check a regulated broker must carry out before it lets you trade.',
    explanation: `Anti-money-laundering rules require regulated firms to verify who their clients are. Expect to upload a photo ID and a recent proof of address, and to answer questions about your income, savings, source of funds and trading experience.

For CFDs, EU and UK brokers must also assess whether the product is **appropriate** for you; if your answers suggest it is not, they must warn you. A broker that lets you deposit and trade without any checks is a warning sign that it may be unregulated. Withdrawals are usually returned to the same card or account you deposited from, for the same reason.`,
    related: ['regulation', 'broker', 'live-account', 'segregated-accounts'],
    links: [lessons.brokersCfds, lessons.demo],
  },
  {
    slug: 'leverage',
    term: 'Leverage',
    aliases: ['gearing', 'leveraged trading'],
    definition:
      'Leverage lets you open a position worth many times the money you put down as margin, so gains and losses are magnified by the same factor.',
    explanation: `Leverage is written as a ratio, either way round: regulators and this site's lessons write **30:1**, most brokers and this site's market pages **1:30**; both mean $1 of margin controls $30 of position, so the margin is 1/30 (about 3.3%) of the position's value. It magnifies losses exactly as much as gains: at 1:30, a move of 3.3% against you costs the whole margin; at 1:500, a move of 0.2% does.

UK and EU retail clients get at most 1:30 on major currency pairs, 1:20 on non-major pairs, gold and major indices, 1:10 on other commodities and non-major indices, 1:5 on shares and 1:2 on crypto. Leverage does not change how much you should risk: size each position from your stop-loss and a 1-2% risk, and the leverage only decides how much margin it ties up.`,
    example: `1 standard lot of EUR/USD at 1.0850 is worth **$108,500**. At 1:30 it needs $108,500 ÷ 30 = **$3,616.67** of margin. A fall of 100 pips (0.92% of the price) loses $1,000, which is **27.6%** of that margin.`,
    related: ['margin', 'retail-leverage-limits', 'margin-call', 'free-margin', 'position-size', 'cfd'],
    links: [lessons.leverageMargin, lessons.tradingVsInvesting, lessons.demo, tools.margin, pages.riskWarning],
  },
  {
    slug: 'limit-order',
    term: 'Limit order',
    aliases: ['limit'],
    definition:
      'A limit order is an order to buy at or below, or sell at or above, a price you set, so it is filled only at that price or better.',
    explanation: `A **limit order** fixes the worst price you accept. As a pending entry it waits below the market to buy (**buy limit**) or above it to sell (**sell limit**): you expect the price to come to your level and turn. A **take-profit** is also a limit order, closing the trade at your target or better.

Because it is never filled at a worse price, a limit order does not suffer negative slippage; the trade-off is that it may never be filled at all if the price does not reach it. It is the opposite of a **stop order**, which is triggered when the price moves through a level and then fills at the next price available.`,
    example: `USD/JPY trades at 150.40. You place a buy limit at **150.00**. If the ask reaches 150.00 you buy at 150.00 or lower; if the price turns up at 150.05, nothing happens.`,
    related: ['pending-order', 'buy-limit', 'sell-limit', 'stop-order', 'take-profit', 'market-order'],
    links: [lessons.orders],
  },
  {
    slug: 'line-chart',
    term: 'Line chart',
    aliases: ['line graph'],
    definition: 'A line chart joins one price per period, usually the close, into a single line.',
    explanation: `A **line chart** is the simplest way to draw prices: a dot for each period's closing price, joined by a line. It hides the highs, lows and opens, which makes the overall direction and the main turning points easy to see without the noise of wicks.

That simplicity is also its limit: you cannot see how far the price travelled within each period or where it was rejected, which bar and candlestick charts show. Many traders glance at a line chart of a higher timeframe to see the trend, then switch to candlesticks to plan entries and stops.`,
    example: `Five daily closes of EUR/USD: 1.0820, 1.0845, 1.0838, 1.0870, 1.0892. The line rises from 1.0820 to 1.0892, **72 pips** over the week, with one small dip on the third day.`,
    related: ['chart', 'bar-chart', 'candlestick', 'ohlc'],
    links: [lessons.charts],
  },
  {
    slug: 'liquidity',
    term: 'Liquidity',
    aliases: ['liquid market', 'illiquid'],
    definition:
      'Liquidity is how easily an instrument can be bought or sold in size without moving its price, shown by tight spreads and deep order books.',
    explanation: `In a **liquid** market many buyers and sellers are active, so orders fill quickly near the quoted price and spreads are narrow. The major currency pairs during the London and New York sessions are among the most liquid markets anywhere.

Liquidity thins out at some times: around the daily **rollover**, late on Friday, on bank holidays, and in the seconds around major news. Then spreads widen, **slippage** grows and prices can jump. Exotic pairs, small-company shares and many cryptocurrencies are less liquid all the time.`,
    related: ['spread', 'spread-widening', 'slippage', 'volatility', 'trading-session', 'order-book'],
    links: [lessons.brokersCfds, tools.marketHours],
  },
  {
    slug: 'live-account',
    term: 'Live account',
    aliases: ['real account', 'real-money account'],
    definition: 'A live account is a trading account funded with real money, where every profit and loss is real.',
    explanation: `Moving from a **demo account** to a **live account** changes one thing that matters: the money is real, so fear and greed come into play. Fills can also differ from a demo, with more slippage in fast markets.

Open one only with a regulated broker, after **KYC** checks, and only with money you can afford to lose. Start with the smallest position sizes your plan allows, keep following the same rules you tested on the demo, and keep your journal: the first weeks live show how your behaviour changes under real risk.`,
    related: ['demo-account', 'kyc', 'trading-plan', 'position-size', 'broker'],
    links: [lessons.demo],
  },
  {
    slug: 'long-position',
    term: 'Long position',
    aliases: ['long', 'going long', 'buy position'],
    definition: 'A long position is a buy: it profits if the price rises and loses if the price falls.',
    explanation: `To **go long** you buy an instrument (at the ask) and later sell it to close (at the bid). With a currency pair, going long means buying the base currency and selling the quote: long EUR/USD gains when the euro strengthens against the dollar.

A long position's loss is limited only by how far the price can fall, which is why it needs a stop-loss below the entry, and its take-profit sits above. Its opposite is the **short position**.`,
    example: `You go long 0.3 lots of EUR/USD at 1.0850 and close at 1.0910: 60 pips × $10 per pip per lot × 0.3 = **$180** profit. Had it closed at 1.0820, the loss would have been 30 × $10 × 0.3 = $90.`,
    related: ['short-position', 'bullish', 'ask', 'stop-loss'],
    links: [lessons.tradingVsInvesting, tools.profit],
  },
  {
    slug: 'lot',
    term: 'Lot',
    aliases: ['lots', 'lot size', 'trade size', 'volume'],
    definition:
      'A lot is the unit of trade size: one standard lot of a currency pair is 100,000 units of the base currency, and smaller sizes are fractions of it.',
    explanation: `Platforms ask for the size of a trade in **lots** (MetaTrader calls it "volume"). For forex, a **standard lot** is 100,000 units of the base currency, a **mini lot** (0.1) is 10,000, a **micro lot** (0.01) is 1,000 and a nano lot (0.001) is 100. Most brokers let you trade from 0.01 lots.

For other instruments the lot follows the **contract size**: on the site's tools, 100 oz of gold, 1,000 barrels of WTI oil, 1 contract of an index or 1 coin of Bitcoin. The lot size together with the pip or point value turns a price move into money, which is how you size a position to your risk.`,
    example: `On EUR/USD a pip is worth **$10** per standard lot, **$1** per mini lot (0.1) and **$0.10** per micro lot (0.01). A 25-pip move on 0.3 lots is 25 × $10 × 0.3 = **$75**.`,
    related: ['standard-lot', 'mini-lot', 'micro-lot', 'contract-size', 'pip-value', 'position-size'],
    links: [lessons.bidAskPipsLots, lessons.risking, lessons.platforms, tools.positionSize, tools.pipValue],
  },
];

import type { GlossaryTerm } from './glossary.schema.ts';
import { lessons, pages, tools } from './links.ts';

/** Glossary terms from S to Z (index.ts sorts the whole list). */
export const termsSZ: GlossaryTerm[] = [
  {
    slug: 'scalping',
    term: 'Scalping',
    aliases: ['scalper', 'scalp trading'],
    definition:
      'Scalping is a very short-term style that takes many small profits from trades held for seconds to minutes.',
    explanation: `A **scalper** works on 1-minute to 5-minute charts, aiming for a few pips per trade and repeating that many times a day. Because the targets are small, costs decide everything: a spread of 1 pip plus commission can be a large share of a 5-pip target. Scalpers therefore trade the most liquid pairs at the busiest hours, often on raw-spread accounts.

It demands fast execution, intense concentration and strict discipline, and slippage or a requote can turn a winner into a loser. Some brokers restrict very short holding times. For most beginners, slower styles leave more room to think.`,
    example: `A scalper targets **5 pips** with a 5-pip stop on EUR/USD. The round-trip cost is a 0.2-pip spread plus $7 commission per lot (0.7 pips): **0.9 pips**. A win nets 4.1 pips and a loss costs 5.9, so at 1:1 the scalper must win more than 5.9 ÷ (4.1 + 5.9) = **59%** of trades to break even.`,
    related: ['day-trading', 'swing-trading', 'spread', 'commission', 'timeframe'],
    links: [lessons.tradingVsInvesting, lessons.timeframesTrends],
  },
  {
    slug: 'segregated-accounts',
    term: 'Segregated accounts',
    aliases: ['segregation of client funds', 'client money', 'segregated funds'],
    definition:
      'Segregated accounts hold clients\u2019 money separately from the broker\u2019s own money, so it cannot be used to pay the broker\u2019s debts.',
    explanation: `Regulators such as the FCA, CySEC and ASIC require brokers to keep retail client money in separate bank accounts, held on trust for clients. If the broker fails, that money should be returned to clients rather than going to the firm's creditors, after an administrator has reconciled the accounts, which can take time.

Segregation protects the money in your account from the broker's business problems. It does not protect you from trading losses, and it is only as good as the firm's compliance and the regulator's oversight. Some countries add a compensation scheme (in the UK the FSCS, in Cyprus the Investor Compensation Fund) that covers shortfalls up to a limit.`,
    related: ['regulation', 'broker', 'counterparty', 'fca', 'cysec', 'asic'],
    links: [lessons.brokersCfds, pages.brokers],
  },
  {
    slug: 'sell-limit',
    term: 'Sell limit',
    aliases: ['sell limit order'],
    definition: 'A sell limit is a pending order to sell if the price rises to a set level above the current price.',
    explanation: `A **sell limit** waits above the market: you want to sell, but only at a higher price than now, typically at **resistance** where you expect the rise to stall. It is filled at your price or better once the bid reaches it.

Compare it with the **sell stop**, which waits below the price and sells if the fall continues. Limit orders expect the price to turn at the level; stop orders expect it to keep going. A sell limit may never be filled if the price turns before reaching it, and like any order it needs a stop-loss, placed above the level.`,
    example: `GBP/USD trades at 1.2660 with resistance at 1.2700. You place a **sell limit at 1.2695**, a stop-loss at 1.2725 (30 pips) and a take-profit at 1.2635 (60 pips). If the bid rises to 1.2695, you are short at 1.2695 or better.`,
    related: ['pending-order', 'limit-order', 'sell-stop', 'buy-limit', 'resistance'],
    links: [lessons.orders],
  },
  {
    slug: 'sell-stop',
    term: 'Sell stop',
    aliases: ['sell stop order'],
    definition: 'A sell stop is a pending order to sell if the price falls to a set level below the current price.',
    explanation: `A **sell stop** waits below the market: you want to sell only if the price confirms weakness by falling to your level, for example through **support**. When the bid reaches it, it becomes a market order and fills at the next available price, which in a fast fall can be lower (**slippage**).

The stop-loss of a long position works the same way: it is a sell stop below your entry. Do not confuse it with the **sell limit**, which waits above the market. Place the protective stop-loss for a sell stop entry above the broken level.`,
    example: `EUR/USD trades at 1.0830, just above support at 1.0800. You place a **sell stop at 1.0790** with a stop-loss at 1.0825 (35 pips) and a take-profit at 1.0720 (70 pips): a risk-reward of 1:2.`,
    related: ['pending-order', 'stop-order', 'sell-limit', 'buy-stop', 'breakout', 'support'],
    links: [lessons.orders],
  },
  {
    slug: 'share',
    term: 'Share',
    aliases: ['stock', 'stocks', 'equities', 'shares'],
    definition: 'A share (or stock) is a unit of ownership in a company, traded on a stock exchange.',
    explanation: `Owning a **share** gives you a part of the company's profits (paid as **dividends**, if the company pays them) and usually a vote. Share prices move with the company's results and prospects, interest rates and the mood of the wider market. Exchanges trade during set hours, so shares can **gap** between one day's close and the next day's open.

Traders can buy shares outright or trade **share CFDs**, which allow short selling and leverage; EU and UK retail leverage on share CFDs is capped at 1:5. Shares grouped together form an **index**, such as the S&P 500.`,
    example: `You buy a CFD on 100 shares at $50.00 at 1:5 leverage: the position is worth $5,000 and the margin is $5,000 ÷ 5 = **$1,000**. A rise to $52.00 gains 100 × $2.00 = **$200**, before commission.`,
    related: ['dividend', 'index', 'cfd', 'investing', 'gap'],
    links: [lessons.marketsAtAGlance, pages.stocks],
  },
  {
    slug: 'sharpe-ratio',
    term: 'Sharpe ratio',
    aliases: ['Sharpe'],
    definition:
      'The Sharpe ratio measures return per unit of risk: the return above a risk-free rate, divided by the standard deviation of the returns.',
    explanation: `Developed by William F. Sharpe, the ratio asks how much extra return a strategy earned for the ups and downs it put you through: **(return − risk-free rate) ÷ standard deviation of return**. Higher is better; two strategies with the same return differ if one swung far more.

It has limits. It treats gains and losses alike as "risk", it assumes returns behave roughly like a normal distribution (trading returns often do not), and a short record can flatter it. Read it alongside the **maximum drawdown** and the length of the track record.`,
    example: `A strategy returned **12%** a year with a standard deviation of **16%**, while the risk-free rate was **4%**. Sharpe ratio = (12% − 4%) ÷ 16% = **0.5**.`,
    related: ['maximum-drawdown', 'volatility', 'expectancy', 'backtest'],
    links: [lessons.journal],
  },
  {
    slug: 'shooting-star',
    term: 'Shooting star',
    aliases: ['shooting star candle', 'inverted hammer'],
    definition:
      'A shooting star is a candlestick with a small body near the bottom and a long upper wick, formed after a rise.',
    explanation: `During the period buyers pushed the price well up, but sellers drove it back down to close near the open: the long upper wick shows a rejected high. After an advance, particularly at **resistance**, a **shooting star** is read as a possible sign that the rise is losing steam.

It is the mirror image of the **hammer**. The same shape after a fall is called an inverted hammer and is read differently. Traders wait for the next candle to close lower before treating it as a signal, and place a stop-loss above the wick's high.`,
    example: `After a rise, a daily GBP/USD candle opens at 1.2700, rallies to 1.2765 and closes at **1.2694**. Body: 6 pips. Upper wick: 1.2765 − 1.2700 = 65 pips, more than ten times the body: a shooting star below resistance at 1.2770.`,
    related: ['hammer', 'candlestick', 'doji', 'wick', 'resistance'],
    links: [lessons.charts],
  },
  {
    slug: 'short-position',
    term: 'Short position',
    aliases: ['short', 'going short', 'short selling', 'sell position'],
    definition:
      'A short position is a sale made first, to buy back later: it profits if the price falls and loses if it rises.',
    explanation: `To **go short** you sell (at the bid) and later buy back to close (at the ask). With CFDs and forex this is as simple as pressing Sell: you do not need to own what you sell. In a currency pair, shorting EUR/USD means selling euros and buying dollars.

A short position's loss grows as the price rises, with no natural ceiling, so a stop-loss above the entry is essential. Short share CFDs pay a **dividend adjustment** when the company pays a dividend, and overnight swaps apply to shorts as to longs.`,
    example: `You sell 0.5 lots of GBP/USD at 1.2700 and buy back at 1.2640: 60 pips × $10 × 0.5 = **$300** profit. Had it risen to 1.2740, you would have lost 40 × $10 × 0.5 = $200.`,
    related: ['long-position', 'bearish', 'bid', 'stop-loss'],
    links: [lessons.tradingVsInvesting, tools.profit],
  },
  {
    slug: 'simple-moving-average',
    term: 'Simple moving average (SMA)',
    aliases: ['SMA', 'simple moving average', 'arithmetic moving average'],
    definition:
      'A simple moving average (SMA) is the plain average of the last N closing prices, recalculated every period.',
    explanation: `To calculate an **SMA**, add up the closes of the last N periods and divide by N. Each period the oldest close drops out and the newest comes in. All periods count equally, so an SMA is smoother and slower to turn than an **EMA** of the same length.

Common lengths are 20, 50, 100 and 200; the 50-day and 200-day SMAs of major indices are widely watched, and their crossing gives the **golden cross** and **death cross**. The middle line of **Bollinger Bands** is a 20-period SMA.`,
    example: `The last five closes of USD/JPY are 149.80, 150.10, 150.40, 150.20 and 150.50. The 5-period SMA = 751.00 ÷ 5 = **150.20**.`,
    related: ['moving-average', 'exponential-moving-average', 'golden-cross', 'bollinger-bands'],
    links: [lessons.movingAverages],
  },
  {
    slug: 'slippage',
    term: 'Slippage',
    aliases: ['slipped', 'positive slippage', 'negative slippage'],
    definition:
      'Slippage is the difference between the price you expected for an order and the price at which it was actually filled.',
    explanation: `Market orders and stop orders are filled at the next available price. When prices move fast (on news, at the weekly open, in thin markets), that price can differ from the one on your screen or your stop level. Slippage can go against you (negative) or, less often in practice around news, in your favour (positive).

It matters most for stop-losses: in a **gap**, a stop can be filled far beyond its level, so the loss is bigger than planned. Limit orders do not slip against you but may not be filled. A **guaranteed stop-loss** is the only stop with a fixed price.`,
    example: `Your sell stop-loss on 1 lot of EUR/USD is at **1.0800**. After a news release the next price is 1.0792, and the stop fills there: 8 pips of slippage, **$80** more than the planned loss.`,
    related: ['gap', 'market-execution', 'requote', 'guaranteed-stop-loss', 'stop-loss', 'liquidity'],
    links: [lessons.brokersCfds, lessons.stopLossTakeProfit, lessons.orders, lessons.demo],
  },
  {
    slug: 'spread',
    term: 'Spread',
    aliases: ['bid-ask spread', 'bid/ask spread'],
    definition:
      'The spread is the difference between the ask (buy) price and the bid (sell) price: a cost paid on every trade.',
    explanation: `Every trade opens at one side of the quote and closes at the other, so you pay the **spread** once per round trip. Spreads are measured in pips (or points), and their cost in money is spread × pip value × lots.

Spreads are narrowest on the most liquid instruments at the busiest hours, such as EUR/USD during the London and New York overlap. They widen at quiet times, around the daily rollover and around major news (**spread widening**). Some accounts have **fixed** spreads; most are **variable**. On raw-spread accounts the spread is narrower but a commission is added.`,
    example: `EUR/USD is quoted **1.0850 / 1.0851**: a 1-pip spread. On 2 lots it costs 1 × $10 × 2 = **$20** per round trip. A buy needs the bid to rise 1 pip just to break even.`,
    related: ['bid', 'ask', 'pip', 'commission', 'spread-widening', 'liquidity'],
    links: [lessons.bidAskPipsLots, lessons.riskReward, lessons.platforms, tools.positionSize],
  },
  {
    slug: 'spread-widening',
    term: 'Spread widening',
    aliases: ['widening spreads', 'variable spread'],
    definition:
      'Spread widening is a temporary increase in the gap between the bid and ask, typically at news, rollover, market opens and thin trading hours.',
    explanation: `When liquidity providers are unsure of the price or few are active, they quote wider. Spreads therefore **widen** in the seconds around high-impact releases such as non-farm payrolls, around the daily **rollover** at 17:00 New York time, at the weekly open and on holidays.

Wider spreads raise trading costs and can trigger orders unexpectedly: a buy position's stop-loss is hit by the bid, a sell position's by the ask, so a sell stop-loss can be triggered by a widening ask even if the chart's bid price never reached it. Avoid placing stops just a few pips away around these times.`,
    example: `EUR/USD's spread is 1 pip in the London session, but 5 pips for a minute after a news release. A short position with a stop-loss 4 pips above the bid can be **stopped out by the spread alone**, with no change in the bid.`,
    related: ['spread', 'liquidity', 'rollover', 'economic-calendar', 'slippage'],
    links: [lessons.brokersCfds, tools.marketHours],
  },
  {
    slug: 'stablecoin',
    term: 'Stablecoin',
    aliases: ['stablecoins', 'USDT', 'USDC'],
    definition:
      'A stablecoin is a cryptocurrency designed to hold a steady value, usually one US dollar, backed by reserves or kept in line by an algorithm.',
    explanation: `Stablecoins let crypto traders hold a dollar-like balance without leaving the blockchain. Most, such as USDT (Tether) and USDC, say they are backed by reserves of cash and short-term government debt; others have tried to hold the peg with algorithms.

"Stable" is a goal, not a guarantee. A stablecoin can lose its peg if its reserves are doubted, and some algorithmic stablecoins have collapsed entirely. How much protection the holder has depends on the issuer, its reserves and the rules where it operates. Treat them as a crypto asset with its own risks, not as a bank deposit.`,
    related: ['cryptocurrency', 'bitcoin', 'counterparty', 'volatility'],
    links: [lessons.marketsAtAGlance, pages.crypto],
  },
  {
    slug: 'standard-lot',
    term: 'Standard lot',
    aliases: ['1 lot', 'full lot', 'standard lots'],
    definition: 'A standard lot is 1.00 lot: 100,000 units of the base currency for a forex pair.',
    explanation: `The **standard lot** is the reference size of forex. For pairs quoted in US dollars, a pip on one standard lot is worth **$10**, so a 50-pip move is $500: a large amount for a small account, which is why mini and micro lots exist.

With leverage of 1:30, a standard lot of EUR/USD at 1.0850 needs $3,616.67 of margin. A single standard lot with a 50-pip stop risks $500, which is 1% of a $50,000 account. Most beginners' positions are a fraction of a standard lot.`,
    example: `1 standard lot of EUR/USD = 100,000 euros; at 1.0850 it is worth **$108,500**. A pip = 100,000 × 0.0001 = **$10**. A 30-pip gain = **$300**.`,
    related: ['lot', 'mini-lot', 'micro-lot', 'pip-value', 'contract-size'],
    links: [lessons.bidAskPipsLots, tools.pipValue, tools.margin, pages.forex],
  },
  {
    slug: 'stop-loss',
    term: 'Stop-loss',
    aliases: ['stop loss', 'SL', 'stop'],
    definition:
      'A stop-loss is an order that closes a trade automatically at a set price to cap the loss if the market moves against you.',
    explanation: `A **stop-loss** is where your trade idea is proven wrong: below support for a buy, above resistance for a sell, or outside the market's normal noise. Set it when you open the trade, then size the position so that hitting the stop costs only your planned risk (for example 1% of the account).

Once placed, do not move it further away to avoid a loss. You may move it towards profit (to **break-even** or as a **trailing stop**). A stop-loss becomes a market order when triggered, so in a **gap** it can be filled at a worse price; only a **guaranteed stop-loss** fixes the price.`,
    example: `Buy EUR/USD at 1.0850 with a stop-loss at **1.0820** (30 pips). With 0.3 lots, the planned loss is 30 × $10 × 0.3 = **$90**. If the price falls to 1.0820, the position closes at about that price.`,
    related: ['take-profit', 'trailing-stop', 'guaranteed-stop-loss', 'position-size', 'risk-reward-ratio', 'slippage'],
    links: [
      lessons.stopLossTakeProfit,
      lessons.risking,
      lessons.riskReward,
      lessons.tradingPlan,
      tools.positionSize,
      tools.riskReward,
    ],
  },
  {
    slug: 'stop-order',
    term: 'Stop order',
    aliases: ['stop entry order', 'stop'],
    definition:
      'A stop order becomes a market order once the price reaches a set level: it buys above the current price or sells below it.',
    explanation: `A **stop order** is triggered by the price moving through your level, then filled at the next available price. As an entry it is a **buy stop** (above the market) or **sell stop** (below), used to trade breakouts. As an exit it is the **stop-loss**, closing a position that has moved against you.

Because it fills as a market order, a stop order can suffer **slippage**, particularly in gaps and around news. Its counterpart, the **limit order**, fixes the price but may not be filled. MetaTrader 5 also offers stop-limit orders, which place a limit order once the stop level is reached.`,
    example: `EUR/USD is at 1.0870. A buy stop at **1.0900** does nothing until the ask touches 1.0900; then it becomes a market buy, filled at 1.0900 or, in a fast market, at the next price such as 1.0902.`,
    related: ['pending-order', 'buy-stop', 'sell-stop', 'limit-order', 'stop-loss', 'slippage'],
    links: [lessons.orders],
  },
  {
    slug: 'stop-out',
    term: 'Stop-out',
    aliases: ['stop out', 'stop-out level'],
    definition:
      'A stop-out is the broker automatically closing your positions because your margin level has fallen to its stop-out level.',
    explanation: `If losses keep shrinking your **equity** after a **margin call**, the margin level reaches the broker's **stop-out level**, and the platform starts closing positions, usually the one with the largest loss first, until the margin level is back above it.

For retail clients of EU and UK firms, positions must be closed out by the time equity falls to **50%** of the required margin (the **margin close-out** rule). Brokers elsewhere may set lower levels. A stop-out locks in a large loss at the worst moment; a stop-loss on each trade and modest position sizes mean it should never be reached.`,
    example: `Used margin **$1,808.33** and a stop-out at 50%. The broker closes positions when equity falls to $1,808.33 × 50% = **$904.17**. From $2,000 of equity, that is a loss of $1,095.83.`,
    related: ['margin-call', 'margin-close-out', 'margin-level', 'equity', 'negative-balance-protection'],
    links: [lessons.leverageMargin, tools.margin, pages.riskWarning],
  },
  {
    slug: 'stp',
    term: 'STP',
    aliases: ['straight through processing', 'STP broker', 'no dealing desk'],
    definition:
      'STP (straight-through processing) is a way of executing orders in which the broker passes each order on to liquidity providers instead of taking the other side itself.',
    explanation: `An **STP** broker routes your order automatically to one or more liquidity providers (banks or other dealers) and usually earns by adding a small markup to their spread, or a commission. Because it does not hold the opposite position, it has less reason to profit from clients' losses than a **market maker**.

STP is close to **ECN**; the difference is that an ECN matches orders in a shared network with visible depth, while an STP broker deals with its own chosen providers. In practice, many brokers combine models. Check the execution policy a regulated broker must publish.`,
    related: ['ecn', 'market-maker', 'broker', 'market-execution', 'spread'],
    links: [lessons.brokersCfds],
  },
  {
    slug: 'support',
    term: 'Support',
    aliases: ['support level', 'support zone'],
    definition:
      'Support is a price level or zone below the current price where falls have repeatedly stopped because buying has outweighed selling.',
    explanation: `Traders mark **support** where the price has bounced before: old lows, **round numbers**, the bottom of a **range**, a rising moving average. Treat it as a **zone** a few pips wide, not a precise line; the more often and the more clearly it has held, the more it is watched.

Buyers often place buy limits at support with stops just below it. When support breaks decisively, it often turns into **resistance** when the price comes back (**role reversal**), and sellers may enter on that **retest**.`,
    example: `EUR/USD bounced at 1.0802, 1.0798 and 1.0800: support zone **1.0795-1.0805**. A trader buys at 1.0810 with a stop-loss at 1.0785 (25 pips) and a take-profit at 1.0860 (50 pips): a risk-reward of 1:2.`,
    related: ['resistance', 'zone', 'range', 'breakout', 'role-reversal', 'buy-limit'],
    links: [lessons.supportResistance, tools.riskReward],
  },
  {
    slug: 'swap',
    term: 'Swap',
    aliases: ['overnight fee', 'rollover fee', 'financing charge', 'swap rate'],
    definition:
      'A swap is the interest charged or paid for holding a leveraged position overnight, set by the broker from the interest rates involved plus its own fee.',
    explanation: `A leveraged position is, in effect, borrowing one thing to hold another. Each night at **rollover** the broker applies a **swap** to positions still open: for forex it reflects the difference between the two currencies' interest rates, and for other CFDs a benchmark rate plus or minus the broker's fee. It can be a charge or a credit, and it differs for longs and shorts.

Swaps are small per night but add up on positions held for weeks. In forex the Wednesday swap is usually tripled to cover the weekend. Brokers publish their swap rates in each instrument's specification; "swap-free" accounts replace them with other fees.`,
    example: `Suppose a broker's swap for 1 lot long of a pair is −$7.20 a night (an illustrative figure: rates vary by broker and change with interest rates). Held for 10 nights including one Wednesday (counted 3 times), the cost is 12 × $7.20 = **$86.40**.`,
    related: ['rollover', 'carry-trade', 'interest-rate', 'cfd', 'position-trading'],
    links: [lessons.brokersCfds, lessons.leverageMargin],
  },
  {
    slug: 'swing-high',
    term: 'Swing high',
    aliases: ['swing highs', 'pivot high'],
    definition: 'A swing high is a peak on a chart: a high with lower highs on both sides of it.',
    explanation: `A simple definition is a candle whose high is above the highs of the two candles before and after it. **Swing highs** and **swing lows** are the turning points that describe a trend: higher swing highs and higher swing lows make an **uptrend**, lower ones a **downtrend**.

Swing highs are natural places for **resistance** and for the stop-loss of a short trade, which goes just above the last swing high. Breaking above the last swing high in a downtrend is an early sign that the trend may be changing.`,
    example: `Five hourly highs of EUR/USD: 1.0860, 1.0872, **1.0885**, 1.0874, 1.0866. The middle candle's high, 1.0885, is above the two on either side: a swing high. A short trade's stop might go at 1.0890.`,
    related: ['swing-low', 'trend', 'uptrend', 'downtrend', 'resistance'],
    links: [lessons.timeframesTrends],
  },
  {
    slug: 'swing-low',
    term: 'Swing low',
    aliases: ['swing lows', 'pivot low'],
    definition: 'A swing low is a trough on a chart: a low with higher lows on both sides of it.',
    explanation: `The mirror of a **swing high**: a candle whose low is below the lows of the candles on either side. In an **uptrend**, each swing low should be higher than the last; when a swing low is broken, the uptrend is in doubt.

Swing lows are natural places for **support** and for the stop-loss of a long trade, placed just below the last swing low, so that the trade is closed only if the structure of the trend breaks.`,
    example: `Five 4-hour lows of GBP/USD: 1.2650, 1.2638, **1.2621**, 1.2633, 1.2645. The middle low, 1.2621, is below those on either side: a swing low. A long trade's stop might go at 1.2615.`,
    related: ['swing-high', 'trend', 'uptrend', 'pullback', 'support'],
    links: [lessons.timeframesTrends],
  },
  {
    slug: 'swing-trading',
    term: 'Swing trading',
    aliases: ['swing trader'],
    definition:
      'Swing trading holds positions for a few days to a few weeks to capture one "swing" of a trend, using 4-hour and daily charts.',
    explanation: `A **swing trader** looks for moves of a few days: buying a pullback in an uptrend and selling near the next high, or the reverse. Analysis happens on 4-hour and daily charts, so it fits around a job: orders and stops are set in advance.

Positions are held overnight and often over weekends, so **swaps** and the risk of a **gap** past the stop-loss come with the style. Stops are wider than a day trader's, which means smaller position sizes for the same risk.`,
    example: `A swing trader buys EUR/USD at 1.0850 with a stop at 1.0790 (60 pips) and a target at 1.0970 (120 pips). Risking $150: $150 ÷ (60 × $10) = **0.25 lots**. The trade is held for six days.`,
    related: ['day-trading', 'position-trading', 'scalping', 'swap', 'pullback'],
    links: [lessons.tradingVsInvesting, lessons.timeframesTrends],
  },
  {
    slug: 'take-profit',
    term: 'Take-profit',
    aliases: ['take profit', 'TP', 'profit target'],
    definition:
      'A take-profit is an order that closes a trade automatically when the price reaches a set target, locking in the profit.',
    explanation: `A **take-profit** is a limit order on the other side of your entry from the stop-loss. Placing it in advance means the trade closes at the target even if you are away, and spares you the temptation to hold on for more and watch the profit vanish.

Put it where the chart gives a realistic chance of the price going, such as just before the next resistance (for a buy) or support (for a sell), and check that it gives at least the **risk-reward ratio** your plan requires, for example 1:2. Being a limit order, it fills at the target or better.`,
    example: `Buy EUR/USD at 1.0850 with a stop at 1.0820 (30 pips) and a take-profit at **1.0910** (60 pips). With 0.3 lots, the take-profit would make 60 × $10 × 0.3 = **$180**, twice the $90 at risk: 1:2.`,
    related: ['stop-loss', 'risk-reward-ratio', 'limit-order', 'trailing-stop', 'round-number'],
    links: [lessons.stopLossTakeProfit, lessons.tradingPlan, tools.riskReward, tools.profit],
  },
  {
    slug: 'technical-analysis',
    term: 'Technical analysis',
    aliases: ['TA', 'chart analysis'],
    definition:
      'Technical analysis studies past prices, chart patterns and indicators to judge where a price may go and where to enter and exit.',
    explanation: `The technical trader reads the **trend**, marks **support** and **resistance**, watches candle patterns and uses **indicators** such as moving averages and the RSI. The idea is that prices reflect what traders collectively know and feel, and that crowd behaviour leaves recurring patterns.

Its strongest use is practical: defining entries, stop-losses and targets at clear levels. It offers probabilities, not certainties, and is easy to misuse by seeing the pattern you want. Many traders combine it with **fundamental analysis**, which explains why a market moves.`,
    related: ['fundamental-analysis', 'chart', 'indicator', 'price-action', 'support', 'trend'],
    links: [lessons.charts, lessons.movingAverages],
  },
  {
    slug: 'tick',
    term: 'Tick',
    aliases: ['tick size', 'ticks'],
    definition:
      'A tick is the smallest possible price change of an instrument, or a single change in its quoted price.',
    explanation: `**Tick size** is the minimum step a price can move in: on a 5-digit EUR/USD quote it is 0.00001 (a pipette); on gold quoted to two decimals, 0.01. The value of one tick per lot is the **tick value**.

"Tick" also means each individual price update. A tick chart draws a new bar after a fixed number of these updates rather than after a fixed time. In a busy market, ticks arrive many times a second; in a quiet one, seconds can pass between them.`,
    example: `On EUR/USD quoted 1.08500, one tick is **0.00001**, worth 100,000 × 0.00001 = **$1** per standard lot, a tenth of a pip's $10.`,
    related: ['pipette', 'pip', 'point', 'contract-size'],
    links: [lessons.bidAskPipsLots],
  },
  {
    slug: 'timeframe',
    term: 'Timeframe',
    aliases: ['time frame', 'chart timeframe', 'period'],
    definition:
      'A timeframe is the length of time each bar or candle on a chart represents, from one minute (M1) to one month (MN).',
    explanation: `Platforms label timeframes M1, M5, M15, M30 (minutes), H1, H4 (hours), D1 (daily), W1 (weekly) and MN (monthly). The same market can be rising on one timeframe and falling on another: a pullback on the daily chart is a downtrend on the 15-minute chart.

Your **trading style** sets the timeframe: scalpers use M1-M5, day traders M5-H1, swing traders H4-D1, position traders D1-W1. Higher timeframes move more slowly, need wider stops and give fewer, usually more reliable signals. **Multiple timeframe analysis** uses two or three together.`,
    example: `On the H1 chart each candle is one hour, so a trading day of 24 hours has **24 candles**. On the H4 chart the same day has **6**, and on D1 just **1**.`,
    related: ['multiple-timeframe-analysis', 'candlestick', 'trend', 'day-trading', 'swing-trading'],
    links: [lessons.timeframesTrends, lessons.charts],
  },
  {
    slug: 'trading',
    term: 'Trading',
    aliases: ['trader', 'active trading'],
    definition:
      'Trading is buying and selling financial instruments over short to medium periods to profit from price changes, up or down.',
    explanation: `A **trader** aims to profit from moves lasting minutes to weeks, and can profit from falling prices as well as rising ones by going short. Retail traders usually trade leveraged products such as CFDs and forex through a broker, which magnifies both gains and losses.

This differs from **investing**, which holds assets for years for their long-term growth and income. Trading success depends on a tested plan, consistent risk management (risking only 1-2% per trade) and discipline more than on predicting any single move. Start on a demo account.`,
    related: ['investing', 'long-position', 'short-position', 'leverage', 'trading-plan'],
    links: [lessons.tradingVsInvesting],
  },
  {
    slug: 'trading-journal',
    term: 'Trading journal',
    aliases: ['trade journal', 'trading diary', 'trade log'],
    definition:
      'A trading journal is a record of every trade, with the reasons, the numbers, the result and how you felt, kept to learn from your own behaviour.',
    explanation: `For each trade, note the date, instrument, direction, entry, stop-loss, take-profit, size, the setup that justified it, the result in money and in **R**, and a line on your state of mind. Add a screenshot of the chart at entry.

Reviewed weekly, the journal turns impressions into facts: your real **win rate** and **expectancy**, which setups work, at which times you lose, and whether you break your rules after losses (**revenge trading**) or move stops. It is the feedback loop that a trading plan needs to improve.`,
    example: `Journal entry: *EUR/USD long, 0.2 lots, entry 1.0850, stop 1.0820 (30 pips, $60 = 1R), target 1.0910. Pullback to support on H4. Closed at 1.0910: +$120, +2R. Calm; followed the plan.*`,
    related: ['trading-plan', 'r-multiple', 'expectancy', 'win-rate', 'revenge-trading'],
    links: [lessons.journal, lessons.demo, lessons.tradingPlan],
  },
  {
    slug: 'trading-plan',
    term: 'Trading plan',
    aliases: ['trade plan'],
    definition:
      'A trading plan is a written set of rules for what, when and how you trade: markets, setups, entries, exits, position size and risk limits.',
    explanation: `A **trading plan** makes decisions before the market tempts you. It states which instruments and **timeframes** you trade, which setup triggers an entry, where the stop-loss and take-profit go, the minimum **risk-reward ratio** (for example 1:2), the **risk per trade** (1-2%), daily or weekly loss limits, and when you do not trade (for example around major news).

Write it down, test it on a **demo account**, follow it exactly, and change it only after reviewing your **trading journal**, never in the middle of a trade.`,
    example: `Plan excerpt: *EUR/USD and GBP/USD, H4 chart. Buy pullbacks to support in an uptrend after a bullish candle. Stop below the swing low; target at least 2 × the risk. Risk 1% per trade; stop trading for the day after 2 losses.* On a $10,000 account, 1% is **$100** per trade.`,
    related: ['trading-journal', 'risk-per-trade', 'risk-reward-ratio', 'position-size', 'demo-account', 'backtest'],
    links: [lessons.tradingPlan, lessons.journal, lessons.risking, lessons.demo],
  },
  {
    slug: 'trading-platform',
    term: 'Trading platform',
    aliases: ['platform', 'trading software', 'terminal'],
    definition:
      'A trading platform is the software you trade through: it shows prices and charts, sends your orders to the broker and displays your positions and account.',
    explanation: `The best-known retail platforms are **MetaTrader 4**, **MetaTrader 5** and **cTrader**, offered by many brokers, alongside brokers' own web and mobile platforms. They all show a quote window (bid and ask), charts with indicators, an order ticket (market and pending orders, lot size, stop-loss, take-profit) and an account panel with balance, equity, margin and free margin.

The platform is not the broker: the same software can show different prices, spreads and conditions at different brokers. Learn its order ticket on a demo account first, since a wrong lot size or a forgotten stop-loss costs real money live.`,
    related: ['metatrader-4', 'metatrader-5', 'ctrader', 'demo-account', 'broker'],
    links: [lessons.platforms, pages.mt4, pages.mt5, pages.ctrader],
  },
  {
    slug: 'trading-session',
    term: 'Trading session',
    aliases: ['forex sessions', 'market hours', 'market sessions', 'London session', 'New York session'],
    definition:
      'A trading session is the part of the day when a major financial centre is open; forex moves through the Sydney, Tokyo, London and New York sessions.',
    explanation: `Forex trades around the clock on weekdays because the main centres open one after another. In January, in GMT: **Sydney** 22:00-07:00, **Tokyo** 00:00-09:00, **London** 08:00-17:00 and **New York** 13:00-22:00. Daylight saving moves these by an hour for part of the year, on different dates in each country.

Activity, liquidity and usually volatility peak when sessions overlap, especially London and New York (13:00-17:00 GMT in January), and are lowest late in the New York afternoon. Each session's own currencies tend to be most active in it. The market hours tool shows which sessions are open now in your time.`,
    example: `At 14:00 GMT on a Wednesday in January, both **London** (08:00-17:00) and **New York** (13:00-22:00) are open: the overlap, with 3 hours left until London closes.`,
    related: ['liquidity', 'forex', 'volatility', 'rollover', 'spread'],
    links: [lessons.marketsAtAGlance, tools.marketHours, pages.forex],
  },
  {
    slug: 'trading-signal',
    term: 'Trading signal',
    aliases: ['signal', 'signals', 'trade signal', 'trade idea'],
    definition:
      'A trading signal is a suggested trade with its instrument, direction, entry, stop-loss and take-profit, from a person or a system.',
    explanation: `A complete **signal** tells you what to trade, whether to buy or sell, the entry price, the **stop-loss** and the **take-profit**, so you can check its **risk-reward ratio** before acting. Signals are general information, not personal advice: you still decide each trade and size it to your own account and risk.

Judge a signal provider by its full, dated record, including losses and drawdowns, not by screenshots of winners. UPM Trading publishes free signals with entry, stop-loss and target, and looks for a risk-reward ratio of at least 1:2.`,
    example: `Signal: *Buy EUR/USD at 1.0850, stop-loss 1.0800, take-profit 1.0950.* Risk 50 pips, reward 100 pips: **1:2**. To risk 1% of a $5,000 account ($50): $50 ÷ (50 × $10) = **0.10 lots**.`,
    related: ['stop-loss', 'take-profit', 'risk-reward-ratio', 'position-size', 'copy-trading'],
    links: [pages.signals, tools.positionSize, tools.riskReward],
  },
  {
    slug: 'trailing-stop',
    term: 'Trailing stop',
    aliases: ['trailing stop-loss', 'trailing stop loss'],
    definition:
      'A trailing stop is a stop-loss that follows the price at a set distance as the trade moves in your favour, and never moves back.',
    explanation: `With a **trailing stop** of, say, 30 pips on a buy, the stop rises as each new high is made, always staying 30 pips below the best price reached; if the price falls back 30 pips, the trade closes. It locks in more profit as a trend continues, without fixing a target.

The distance matters: too tight and normal swings close the trade early; too wide and much of the profit is given back. Some traders trail by hand below each new **swing low** instead of a fixed distance. On MetaTrader, the built-in trailing stop runs in the platform, so it works only while the platform is open and connected.`,
    example: `Buy EUR/USD at 1.0850 with a 30-pip trailing stop (starting at 1.0820). The price rises to **1.0925**, moving the stop to **1.0895**. The price then falls back and the stop closes the trade at 1.0895: **+45 pips**.`,
    related: ['stop-loss', 'break-even', 'take-profit', 'swing-low', 'trend'],
    links: [lessons.stopLossTakeProfit],
  },
  {
    slug: 'trend',
    term: 'Trend',
    aliases: ['market trend', 'trending market'],
    definition:
      'A trend is the general direction of a market over a period: up (higher highs and higher lows), down (lower highs and lower lows) or sideways.',
    explanation: `Read the trend from the **swing highs** and **swing lows**: rising ones make an **uptrend**, falling ones a **downtrend**, and overlapping ones a **range**. A moving average sloping up or down and a **trendline** help show it.

Trends depend on the **timeframe**: a daily uptrend can contain a 1-hour downtrend. Trading in the direction of the higher timeframe's trend means moves tend to work with you. A trend ends when the pattern of highs and lows breaks, not when it "looks too high".`,
    example: `Daily swing highs of EUR/USD: 1.0820, 1.0870, 1.0930. Swing lows: 1.0760, 1.0800, 1.0850. Each high and each low is higher than the last: an **uptrend**, in doubt only if the price closes below 1.0850.`,
    related: ['uptrend', 'downtrend', 'range', 'trendline', 'swing-high', 'swing-low', 'moving-average'],
    links: [lessons.timeframesTrends, lessons.movingAverages],
  },
  {
    slug: 'trendline',
    term: 'Trendline',
    aliases: ['trend line'],
    definition:
      'A trendline is a straight line drawn across swing lows in an uptrend, or swing highs in a downtrend, showing the trend\u2019s slope and acting as moving support or resistance.',
    explanation: `Draw an uptrend's **trendline** through at least two rising **swing lows**, and extend it to the right; a third touch that holds makes it more significant. In a downtrend, draw it across the falling **swing highs**.

Prices often pull back to the line before continuing, which gives entries with a stop just beyond it. A clear close through the line warns that the trend is weakening, though not necessarily reversing. Trendlines are subjective: wicks or bodies, and which points, change the line, so keep them simple and do not redraw to fit.`,
    example: `Swing lows of GBP/USD at 1.2500 (Monday) and 1.2560 (Thursday) give a line rising about **20 pips per day**. By the next Monday (four days on) it is near 1.2640, where a buy with a stop 20 pips below the line can be planned.`,
    related: ['trend', 'uptrend', 'downtrend', 'swing-low', 'support'],
    links: [lessons.timeframesTrends],
  },
  {
    slug: 'uptrend',
    term: 'Uptrend',
    aliases: ['up trend', 'bullish trend'],
    definition:
      'An uptrend is a market making a series of higher highs and higher lows, so that each dip stops above the last one.',
    explanation: `In an **uptrend** buyers are in control: each **pullback** finds support above the previous **swing low**, and each rally breaks above the previous **swing high**. A rising moving average and a trendline drawn along the lows make it visible.

Trend traders buy pullbacks rather than selling "because it has gone up too much". The uptrend is in doubt when a swing low is broken or the price fails to make a new high; it may then turn into a range or a downtrend.`,
    example: `Weekly swing lows of gold: 2,580.00, 2,610.00, 2,635.00; swing highs: 2,640.00, 2,668.00, 2,695.00. Higher highs and higher lows: an **uptrend**. A long trade's stop might go below 2,635.00.`,
    related: ['downtrend', 'trend', 'swing-low', 'pullback', 'trendline', 'bullish'],
    links: [lessons.timeframesTrends],
  },
  {
    slug: 'volatility',
    term: 'Volatility',
    aliases: ['volatile', 'market volatility'],
    definition:
      'Volatility is how much and how fast a price moves, usually measured by the size of its swings over a period.',
    explanation: `High **volatility** means large, fast price swings; low volatility means small, slow ones. It is measured with the **average true range**, the standard deviation of returns (as in **Bollinger Bands**), or the daily range in pips or points. It rises around news, at session opens and in crises, and differs by instrument: crypto and some commodities typically swing far more than major currency pairs.

Volatility is neither good nor bad, but it changes how you trade: a more volatile market needs a wider stop-loss to avoid noise, so the **position size** must be smaller to keep the same risk in money.`,
    example: `EUR/USD's average daily range is 60 pips this month; last month it was 90. A stop set at 1 × the daily range shrinks from 90 to 60 pips, so at a $100 risk the size grows from $100 ÷ (90 × $10) = 0.11 to $100 ÷ (60 × $10) = **0.16 lots**.`,
    related: ['average-true-range', 'bollinger-bands', 'liquidity', 'position-size', 'gap'],
    links: [lessons.risking, lessons.movingAverages, tools.positionSize],
  },
  {
    slug: 'wick',
    term: 'Wick',
    aliases: ['shadow', 'tail', 'wicks'],
    definition:
      'A wick (or shadow) is the thin line above or below a candlestick\u2019s body, showing how far the price reached beyond the open and close.',
    explanation: `The **upper wick** runs from the top of the body to the period's high, the **lower wick** from the bottom of the body to the low. A long wick shows that the price went there but was pushed back: a long upper wick means selling pressure at the highs, a long lower wick buying at the lows.

Candle patterns such as the **hammer** (long lower wick) and **shooting star** (long upper wick) are defined by their wicks. When drawing support and resistance, some traders use the wicks' extremes and others the bodies; be consistent.`,
    example: `A candle opens at 1.0850, closes at 1.0862, with a high of 1.0890 and a low of 1.0845. Upper wick: 1.0890 − 1.0862 = **28 pips**. Lower wick: 1.0850 − 1.0845 = **5 pips**. Sellers pushed back from the highs.`,
    related: ['candlestick', 'ohlc', 'hammer', 'shooting-star', 'doji'],
    links: [lessons.charts],
  },
  {
    slug: 'win-rate',
    term: 'Win rate',
    aliases: ['win ratio', 'hit rate', 'strike rate', 'win percentage'],
    definition: 'The win rate is the share of trades that end in profit: winning trades divided by all trades.',
    explanation: `A high **win rate** feels good but says little alone: what matters is the win rate together with the size of wins and losses, which gives the **expectancy**. The break-even win rate depends on the **risk-reward ratio**: with 1:2 trades you break even (before costs) at 33.3% wins; with 1:1, at 50%.

Measure it over many trades, from your **journal**, since a few dozen trades can easily show a streak of luck. Beware of strategies with very high win rates and rare but huge losses: one loss can erase many small wins.`,
    example: `Out of 40 trades, 18 won: a win rate of 18 ÷ 40 = **45%**. With wins averaging 2R and losses 1R, the expectancy is 0.45 × 2 − 0.55 × 1 = **+0.35R** per trade.`,
    related: ['expectancy', 'risk-reward-ratio', 'r-multiple', 'trading-journal', 'backtest'],
    links: [lessons.riskReward, lessons.journal, tools.riskReward],
  },
  {
    slug: 'zone',
    term: 'Zone',
    aliases: ['support zone', 'resistance zone', 'supply and demand zone'],
    definition:
      'A zone is a price area a few pips or points wide, rather than a single line, where support or resistance is expected.',
    explanation: `Prices rarely turn at exactly the same price twice: one bounce might be at 1.0798, the next at 1.0805. Marking a **zone** that covers the turning points is more realistic than a single line, and it reminds you that the price can poke into the area before reacting.

Use zones to place orders sensibly: enter near the edge of the zone the price reaches first, and put the stop-loss beyond the far edge, with a small margin for the spread, rather than inside it.`,
    example: `USD/JPY turned at 149.80, 149.92 and 150.05: a support zone of **149.80-150.05**, 25 pips wide. A long trade enters near 150.10 with a stop below the zone at 149.65 (45 pips).`,
    related: ['support', 'resistance', 'round-number', 'role-reversal'],
    links: [lessons.supportResistance],
  },
];

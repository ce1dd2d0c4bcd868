import type { GlossaryTerm } from './glossary.schema.ts';
import { lessons, pages, tools } from './links.ts';

/** Glossary terms from P to R (index.ts sorts the whole list). */
export const termsPR: GlossaryTerm[] = [
  {
    slug: 'pending-order',
    term: 'Pending order',
    aliases: ['entry order', 'pending orders'],
    definition: 'A pending order is an instruction to open a trade later, only if the price reaches a level you set.',
    explanation: `Instead of trading now at the market, a **pending order** waits for your price. There are four basic kinds. Below the current price: a **buy limit** (buy cheaper, expecting a bounce) or a **sell stop** (sell if the fall continues). Above it: a **sell limit** (sell higher, expecting a turn) or a **buy stop** (buy if the rise continues).

Pending orders let you plan trades in advance and stick to levels rather than chasing the price. They can carry a stop-loss and take-profit from the start and an expiry time. A stop-type order can be filled beyond its level in a gap; a limit-type order may never be filled.`,
    example: `EUR/USD is at 1.0850. You place a buy limit at 1.0820 (support) and a buy stop at 1.0880 (above resistance), each with its own stop-loss. If the price drops to 1.0820 first, the buy limit opens a long position; you then delete the buy stop if your plan allows only one trade.`,
    related: ['buy-limit', 'buy-stop', 'sell-limit', 'sell-stop', 'market-order', 'limit-order', 'stop-order'],
    links: [lessons.orders, lessons.tradingPlan],
  },
  {
    slug: 'pip',
    term: 'Pip',
    aliases: ['pips', 'percentage in point', 'price interest point'],
    definition:
      'A pip is the standard unit of a currency pair\u2019s price change: 0.0001 for most pairs and 0.01 for pairs quoted in Japanese yen.',
    explanation: `Forex prices are quoted to four decimal places (two for yen pairs), plus one extra digit, the **pipette**, on most platforms. A move from 1.0850 to 1.0851 in EUR/USD is one **pip**; from 150.00 to 150.01 in USD/JPY, also one pip.

Pips let traders talk about moves, spreads and stop-losses independently of the trade's size. To turn pips into money you need the **pip value**: for a pair quoted in US dollars it is $10 per standard lot, $1 per mini lot and $0.10 per micro lot. For gold, indices and crypto, the site's tools count **points** instead.`,
    example: `EUR/USD rises from **1.0850** to **1.0875**: 0.0025 ÷ 0.0001 = **25 pips**, worth 25 × $10 = $250 on 1 lot. USD/JPY rises from 150.00 to 150.25: 0.25 ÷ 0.01 = also 25 pips.`,
    related: ['pipette', 'pip-value', 'point', 'spread', 'lot'],
    links: [
      lessons.bidAskPipsLots,
      lessons.risking,
      lessons.riskReward,
      lessons.platforms,
      tools.pipValue,
      tools.profit,
    ],
  },
  {
    slug: 'pip-value',
    term: 'Pip value',
    aliases: ['value per pip', 'pip cost'],
    definition:
      'Pip value is what a one-pip move is worth in money for a given position size: pip size × units, converted to your account currency.',
    explanation: `**Pip value = pip size × units traded**, in the quote currency, then converted into your account currency if it differs. For pairs quoted in US dollars (EUR/USD, GBP/USD, AUD/USD, NZD/USD) and a dollar account, that is a fixed **$10 per standard lot**. For USD/JPY, a pip of one lot is ¥1,000, and its dollar value depends on the price.

Pip value is the bridge between a stop-loss in pips and a risk in money, so it is at the heart of position sizing. The pip value calculator works it out for any pair and account currency, and the same logic gives a **point** value for gold, oil, indices and crypto.`,
    example: `**EUR/USD**, 1 lot: 100,000 × 0.0001 = **$10** a pip. **USD/JPY** at 150.00, 1 lot: 100,000 × 0.01 = ¥1,000, and ¥1,000 ÷ 150.00 = **$6.67** a pip.`,
    related: ['pip', 'lot', 'position-size', 'contract-size', 'quote-currency'],
    links: [lessons.bidAskPipsLots, lessons.risking, tools.pipValue, tools.positionSize],
  },
  {
    slug: 'pipette',
    term: 'Pipette',
    aliases: ['fractional pip', 'point (MetaTrader)'],
    definition:
      'A pipette is a tenth of a pip: the fifth decimal place in most currency pairs and the third in yen pairs.',
    explanation: `Most brokers quote currency pairs with one more digit than the pip: EUR/USD at 1.08505 rather than 1.0850. That last digit is the **pipette**, or fractional pip. It lets spreads and prices be quoted more precisely, such as a spread of 0.8 pips.

Be careful with platform settings: MetaTrader calls the smallest price step a "point", which on a 5-digit quote is a pipette, so a stop-loss "of 100 points" there is only 10 pips. Always check whether a figure is in pips or pipettes.`,
    example: `EUR/USD moves from **1.08500** to **1.08507**: 7 pipettes, or **0.7 pips**, worth 0.7 × $10 = $7 on 1 lot. USD/JPY from 150.000 to 150.004 is 4 pipettes, 0.4 pips.`,
    related: ['pip', 'point', 'tick', 'spread'],
    links: [lessons.bidAskPipsLots],
  },
  {
    slug: 'point',
    term: 'Point',
    aliases: ['points', 'index point'],
    definition:
      'A point is the unit a price move is counted in for instruments other than currency pairs: on this site, a move of 1.00 in price, for an index, a coin, gold, silver or oil alike.',
    explanation: `For indices, a **point** is a move of 1.0 in the index level: the S&P 500 going from 5,900.0 to 5,901.0 is one point. For metals, energy and crypto, definitions vary between brokers. This site counts every one of them in points of **1.00** in price, on the signal pages and in the tools alike, and the tools print the size used beside every answer.

The word is also used by MetaTrader for the smallest price step of any symbol, which on a 5-digit forex quote is a **pipette**, not a pip. When a broker, a signal or a tool says "points", check which definition it means.`,
    example: `With the site's specifications, 1 lot of the **S&P 500** is worth $1 a point and 1 lot of **gold** (100 oz × 1.00) $100 a point. 1 lot of **WTI** (1,000 barrels × 1.00) is worth **$1,000** a point.`,
    related: ['pip', 'pipette', 'contract-size', 'index', 'gold', 'tick'],
    links: [lessons.bidAskPipsLots, lessons.platforms, tools.pipValue],
  },
  {
    slug: 'position-size',
    term: 'Position size',
    aliases: ['position sizing', 'trade size'],
    definition:
      'Position size is how large a trade is, in lots or units, chosen so that hitting the stop-loss loses only the amount you planned to risk.',
    explanation: `Correct **position sizing** starts from risk, not from how much margin is available: **lots = money at risk ÷ (stop-loss in pips × pip value per lot)**. Decide the stop-loss where the trade idea is proven wrong, decide the risk (often 1-2% of the account), and let the formula give the size.

This keeps every loss the same in money whatever the stop's distance: a wide stop means a smaller position, a tight stop a larger one. Round the result down to the broker's lot step. The position size calculator does it for forex, gold, oil, indices and crypto, including spread and commission.`,
    example: `Account **$10,000**, risk 1% = **$100**. EUR/USD stop-loss 50 pips, pip value $10 per lot: $100 ÷ (50 × $10) = **0.20 lots**. With a 25-pip stop the same risk allows 0.40 lots.`,
    related: ['risk-per-trade', 'stop-loss', 'pip-value', 'lot', 'leverage'],
    links: [lessons.risking, lessons.demo, lessons.tradingPlan, tools.positionSize],
  },
  {
    slug: 'position-trading',
    term: 'Position trading',
    aliases: ['position trader'],
    definition:
      'Position trading holds trades for weeks or months to follow a major trend, using daily and weekly charts.',
    explanation: `A **position trader** looks for the big moves: long trends driven by interest rates, economic cycles or major shifts in a market. Decisions are made on **daily and weekly** charts, so stop-losses are wide (often hundreds of pips) and positions correspondingly small.

It needs little screen time but a lot of patience, tolerance for large swings against the position, and attention to the cost of holding: **swaps** are charged every night and add up over months. It sits between swing trading and long-term investing.`,
    example: `A position trader buys EUR/USD at 1.0850 with a stop at 1.0550 (300 pips). Risking $200, the size is $200 ÷ (300 × $10) = **0.06 lots** (rounded down from 0.067).`,
    related: ['swing-trading', 'day-trading', 'trend', 'swap', 'investing'],
    links: [lessons.tradingVsInvesting, lessons.timeframesTrends],
  },
  {
    slug: 'price-action',
    term: 'Price action',
    aliases: ['price action trading'],
    definition:
      'Price action trading makes decisions from the price movement itself (candles, swings, support and resistance) rather than from indicators.',
    explanation: `A **price action** trader reads what the chart shows directly: the trend's highs and lows, the reaction at **support** and **resistance**, and candle patterns such as the **hammer**, **engulfing** or **doji**. Indicators are few or none, since they are calculated from the same prices and lag them.

The approach is simple to start and hard to master, because reading price involves judgement and it is easy to see patterns that are not there. Writing precise rules (which level, which candle, where the stop goes) turns it into something you can test and journal.`,
    related: ['technical-analysis', 'candlestick', 'support', 'resistance', 'trend'],
    links: [lessons.charts, lessons.supportResistance],
  },
  {
    slug: 'pullback',
    term: 'Pullback',
    aliases: ['retracement', 'pull back'],
    definition:
      'A pullback is a temporary move against the trend, such as a dip in an uptrend, after which the trend may resume.',
    explanation: `Trends do not move in straight lines: an uptrend rises in steps, with **pullbacks** in between, which form its higher lows. Many trend traders wait for a pullback rather than buying after a big move, so they can enter at a better price with a closer stop-loss.

The difficulty is telling a pullback from the start of a reversal. Traders look for the pullback to stop at a sensible place (an old resistance turned support, a moving average, a Fibonacci level) and for the price to turn back in the trend's direction before entering. If the pullback breaks the last swing low, the uptrend is in doubt.`,
    example: `EUR/USD rises from 1.0800 to 1.0950, then dips to **1.0890** (a pullback of 60 pips, 40% of the rise) and turns up again. A trend trader buys at 1.0900 with a stop below the pullback's low at 1.0875.`,
    related: ['trend', 'fibonacci-retracement', 'swing-low', 'retest', 'uptrend'],
    links: [lessons.timeframesTrends],
  },
  {
    slug: 'quote-currency',
    term: 'Quote currency',
    aliases: ['counter currency', 'secondary currency'],
    definition:
      'The quote currency is the second currency of a pair: the price says how many units of it one unit of the base currency costs.',
    explanation: `In EUR/USD, the US dollar is the **quote currency**: the price 1.0850 is in dollars. Every profit or loss on the pair is made in the quote currency first, because the price is a number of quote units. That is why a pip of EUR/USD is worth a fixed $10 per lot and a pip of USD/JPY a fixed ¥1,000.

If your account is in a different currency, the broker converts the result at the current rate, so the pip value in your account currency changes with the exchange rate.`,
    example: `You buy 1 lot of EUR/GBP at 0.8550 and close at 0.8570: 20 pips × £10 = **£200**, made in pounds, the quote currency. In a dollar account with GBP/USD at 1.2700, that is £200 × 1.2700 = **$254**.`,
    related: ['base-currency', 'currency-pair', 'pip-value', 'cross-rate'],
    links: [lessons.marketsAtAGlance, tools.pipValue],
  },
  {
    slug: 'r-multiple',
    term: 'R-multiple',
    aliases: ['R multiple', 'risk multiple', 'R value'],
    definition:
      'An R-multiple expresses a trade\u2019s result as a multiple of the amount risked on it (1R), so results of different sizes can be compared.',
    explanation: `**R** is the money you stand to lose if the stop-loss is hit. A trade that makes twice that is **+2R**; one stopped out is **−1R**; one closed early at half the risk lost is −0.5R. Recording results in R rather than in money removes the effect of position size and account growth.

Adding up the R-multiples of many trades, and dividing by their number, gives the **expectancy** in R. A good journal records each trade's planned R (target ÷ risk) and the R actually achieved, which shows whether you cut winners short or let losers run past the stop.`,
    example: `You risk **$80** (1R) on a trade. It closes with a profit of $200: **+2.5R**. Another trade loses $80 at the stop: −1R. A third is closed by hand at −$40: −0.5R. Total: **+1R**.`,
    related: ['expectancy', 'risk-reward-ratio', 'trading-journal', 'win-rate', 'risk-per-trade'],
    links: [lessons.journal, lessons.riskReward],
  },
  {
    slug: 'range',
    term: 'Range',
    aliases: ['trading range', 'sideways market', 'consolidation', 'ranging market'],
    definition:
      'A range is a period when the price moves sideways between a support level below and a resistance level above, without trending.',
    explanation: `In a **range**, neither buyers nor sellers are in control: rallies stop near the top and drops near the bottom. Range traders buy near support and sell near resistance, with stops just outside; breakout traders wait for the price to leave the range.

Trend tools work poorly in ranges: moving averages flatten and crossovers whipsaw back and forth. Ranges end, often with a **breakout** (or a **false breakout** first). "Range" also means the distance between a period's high and low, as in the average true range.`,
    example: `For three weeks EUR/USD moves between **1.0800** and **1.0900**: a 100-pip range. A range trader sells at 1.0890 with a stop at 1.0915 (25 pips) and a target at 1.0815 (75 pips): a risk-reward of 1:3.`,
    related: ['support', 'resistance', 'breakout', 'false-breakout', 'trend'],
    links: [lessons.timeframesTrends, lessons.supportResistance],
  },
  {
    slug: 'regulation',
    term: 'Regulation',
    aliases: ['regulated broker', 'regulator', 'financial regulation'],
    definition:
      'Regulation is the supervision of brokers by a public authority that licenses them and enforces rules to protect clients and their money.',
    explanation: `A regulated broker must hold a licence, keep minimum capital, keep client money in **segregated accounts**, handle complaints and follow conduct rules. Strong regulators include the UK's **FCA**, Australia's **ASIC**, and the EU's national regulators such as **CySEC**, applying **ESMA's** rules. For retail CFD clients in the EU, UK and Australia they cap leverage and require negative balance protection.

Before depositing, find the firm on the regulator's public register and check that the website and contact details match, since scam sites copy real firms' names. A broker regulated only offshore, or not at all, offers far less protection if something goes wrong.`,
    related: ['fca', 'esma', 'cysec', 'asic', 'segregated-accounts', 'negative-balance-protection', 'broker'],
    links: [lessons.brokersCfds, pages.brokers, pages.riskWarning],
  },
  {
    slug: 'requote',
    term: 'Requote',
    aliases: ['requotes', 'off quotes'],
    definition:
      'A requote is when a broker cannot fill an order at the requested price and offers a new price instead, which you can accept or reject.',
    explanation: `**Requotes** happen with **instant execution**: the platform sends your order with the price you saw, and if the market has moved before the broker fills it, you get a message with a new price. They are most common in fast markets and around news.

With **market execution**, used by most ECN and STP accounts, there are no requotes: the order is filled at the next available price, with **slippage** instead. Frequent requotes on calm markets are a sign of poor execution. Either way, the real price of getting in fast is uncertainty about the fill.`,
    example: `You click Buy on GBP/USD at 1.27020. The broker replies with a requote at **1.27045**. Accepting costs 2.5 pips more than you asked, $25 on 1 lot; refusing means no trade.`,
    related: ['market-execution', 'slippage', 'market-maker', 'market-order'],
    links: [lessons.brokersCfds],
  },
  {
    slug: 'resistance',
    term: 'Resistance',
    aliases: ['resistance level', 'resistance zone'],
    definition:
      'Resistance is a price level or zone above the current price where rises have repeatedly stalled because selling has outweighed buying.',
    explanation: `Traders mark **resistance** where the price has turned down before: old highs, **round numbers** and the top of a **range**. The more often a level has held, and the more clearly, the more traders watch it. Treat it as a **zone** a few pips wide rather than an exact line.

When resistance breaks decisively, it often becomes **support** when the price returns to it (**role reversal**). Sellers place sell limits near resistance with stops just above it; breakout traders place buy stops above it.`,
    example: `EUR/USD turned down at 1.0898, 1.0902 and 1.0900 over three weeks: resistance zone **1.0895-1.0905**. A trader sells at 1.0890 with a stop at 1.0920 (30 pips) and a target at 1.0830 (60 pips), a risk-reward of 1:2.`,
    related: ['support', 'zone', 'breakout', 'role-reversal', 'round-number', 'sell-limit'],
    links: [lessons.supportResistance, tools.riskReward],
  },
  {
    slug: 'retail-leverage-limits',
    term: 'Retail leverage limits',
    aliases: ['leverage limits', 'leverage caps', 'maximum leverage'],
    definition:
      'Retail leverage limits are the maximum leverage regulators allow brokers to give retail clients on CFDs, from 1:30 on major currency pairs down to 1:2 on crypto.',
    explanation: `Since 2018 in the EU (**ESMA's** measures, made permanent by national regulators) and August 2019 in the UK (FCA COBS 22.5), retail clients may use at most:

- **1:30** on major currency pairs
- **1:20** on non-major pairs, gold and major indices
- **1:10** on other commodities and non-major indices
- **1:5** on shares
- **1:2** on cryptocurrencies

Australia's ASIC has applied the same ratios since 2021. Leverage of up to 1:500 is offered only to professional clients and by entities outside the EU and the UK, without the same protections. The caps limit how large a position your deposit can hold, not how much you should risk.`,
    example: `The margin needed for a position worth **$10,000**: at 1:30, **$333.33**; at 1:20, **$500**; at 1:10, $1,000; at 1:5, $2,000; at 1:2, **$5,000**.`,
    related: ['leverage', 'margin', 'esma', 'fca', 'asic', 'margin-close-out'],
    links: [lessons.leverageMargin, lessons.brokersCfds, tools.margin, pages.riskWarning],
  },
  {
    slug: 'retest',
    term: 'Retest',
    aliases: ['re-test', 'throwback'],
    definition:
      'A retest is the price returning to a level it has just broken, testing it from the other side before moving on.',
    explanation: `After a **breakout** above resistance, the price often comes back to touch the broken level. If buyers defend it and the level now acts as **support** (**role reversal**), the breakout is confirmed; if the price falls back through, it was a **false breakout**.

Many traders prefer to enter on the retest rather than the breakout itself: the entry is closer to the level, the stop-loss can be tighter, and the reaction offers evidence. The cost is that strong breakouts sometimes never come back, so some trades are missed.`,
    example: `GBP/USD breaks above 1.2700 to 1.2760, then falls back to **1.2705** and bounces. A trader buys at 1.2715 with a stop below the retest at 1.2685 (30 pips), aiming at 1.2775 (60 pips).`,
    related: ['breakout', 'false-breakout', 'role-reversal', 'support', 'resistance'],
    links: [lessons.supportResistance],
  },
  {
    slug: 'revenge-trading',
    term: 'Revenge trading',
    aliases: ['revenge trade', 'tilt'],
    definition:
      'Revenge trading is jumping into new trades straight after a loss, often larger ones, to win the money back rather than because the plan says so.',
    explanation: `A loss hurts, and the urge to erase it at once is strong. **Revenge trades** skip the plan's setup, often double the size and move or remove the stop-loss, which turns one normal loss into a deep **drawdown**.

Defences belong in the **trading plan** before the emotion arrives: a daily loss limit (for example, stop after two losses or after 2% down), a rule to step away for a set time after a loss, and no increase in size after losing. Write down how you felt in the **trading journal**; seeing the pattern is the first step to breaking it.`,
    example: `Risking 1% per trade, you lose 1%. Doubling the size to "win it back", you lose 2% more. Tripling again, another 3%: **6%** gone in three trades instead of the 3% the plan allowed.`,
    related: ['overtrading', 'fomo', 'trading-journal', 'trading-plan', 'drawdown'],
    links: [lessons.journal],
  },
  {
    slug: 'risk-per-trade',
    term: 'Risk per trade',
    aliases: ['1% rule', '2% rule', 'risk percentage'],
    definition:
      'Risk per trade is the share of your account you accept losing if a trade hits its stop-loss, commonly kept to 1-2%.',
    explanation: `Fixing the **risk per trade** as a small percentage keeps any single loss, and any losing streak, survivable. At 1% per trade, ten losses in a row leave about 90% of the account; at 10% per trade, they leave about 35%.

The percentage turns into a money amount, and the money amount and the stop-loss distance give the **position size**. Because the amount is a percentage of the current balance, positions shrink automatically during a drawdown and grow as the account grows. Include the spread and commission in the loss you plan for.`,
    example: `Account **$8,000**, risk 1.5% = **$120**. Gold stop-loss $6.00 away (6 points, $100 per point per lot, so $600 per lot): $120 ÷ $600 = **0.20 lots**.`,
    related: ['position-size', 'stop-loss', 'drawdown', 'r-multiple', 'trading-plan'],
    links: [lessons.risking, tools.positionSize],
  },
  {
    slug: 'risk-reward-ratio',
    term: 'Risk-reward ratio',
    aliases: ['risk/reward', 'risk-to-reward', 'R:R', 'reward-to-risk ratio'],
    definition:
      'The risk-reward ratio compares what a trade risks (entry to stop-loss) with what it aims to gain (entry to take-profit), written for example as 1:2.',
    explanation: `Written **risk:reward**, a ratio of **1:2** means the target is twice as far from the entry as the stop-loss. The ratio sets the **win rate** you need just to break even: win rate = risk ÷ (risk + reward). At 1:1 you must win more than 50% of trades, at 1:2 only more than 33.3%, at 1:3 more than 25%, before costs.

That is why the site's signals and courses look for at least 1:2. A high ratio is not enough on its own: a far-away target that is rarely reached lowers the win rate. The target should sit where the chart gives the price a realistic chance of going.`,
    example: `Buy EUR/USD at 1.0850, stop-loss at 1.0800 (**50 pips** of risk), take-profit at 1.0950 (**100 pips** of reward): a risk-reward ratio of 50:100 = **1:2**. Break-even win rate: 50 ÷ 150 = **33.3%**.`,
    related: ['stop-loss', 'take-profit', 'win-rate', 'expectancy', 'r-multiple'],
    links: [lessons.riskReward, lessons.tradingPlan, tools.riskReward, pages.signals],
  },
  {
    slug: 'role-reversal',
    term: 'Role reversal',
    aliases: ['support turned resistance', 'resistance turned support', 'polarity'],
    definition:
      'Role reversal is when a broken resistance level later acts as support, or a broken support level as resistance.',
    explanation: `Once the price breaks through **resistance**, traders who sold there are in losing positions and buyers who missed the move are waiting: when the price comes back to the level, both may buy, and the old ceiling becomes a floor. The same happens in reverse when **support** breaks.

Role reversal is the logic behind trading a **retest**. It does not always happen: if the price slices back through the level, the break was false. Levels that have switched roles once are worth keeping on the chart.`,
    example: `USD/JPY failed at 150.00 three times, then broke above it to 151.20. It falls back to **150.05**, holds, and rises again: 150.00, once resistance, is now acting as **support**.`,
    related: ['support', 'resistance', 'retest', 'breakout', 'zone'],
    links: [lessons.supportResistance],
  },
  {
    slug: 'rollover',
    term: 'Rollover',
    aliases: ['rollover time', 'overnight rollover', 'roll'],
    definition:
      'Rollover is the daily moment, usually 17:00 New York time, when open forex positions are carried to the next day and the swap is charged or paid.',
    explanation: `Spot forex trades settle two business days after they are made. To keep a position open, brokers roll it over each day at the end of the trading day, conventionally **17:00 New York time**, and apply the **swap** for the interest rate difference. Because of the settlement delay, the Wednesday rollover usually carries three days' swap to cover the weekend.

Around rollover, liquidity is thin: spreads often widen for some minutes, which can trigger stops and pending orders. CFDs on futures also "roll" from one contract month to the next, which some brokers handle with a price adjustment.`,
    example: `You hold 1 lot of a pair over Wednesday's rollover. If the broker's swap for that position is −$6 a night (an illustrative figure), Wednesday's charge is 3 × −$6 = **−$18**.`,
    related: ['swap', 'carry-trade', 'spread-widening', 'trading-session'],
    links: [lessons.brokersCfds, lessons.leverageMargin, tools.marketHours],
  },
  {
    slug: 'round-number',
    term: 'Round number',
    aliases: ['round numbers', 'psychological level', 'big figure'],
    definition:
      'A round number is a price ending in 00 or 50, such as 1.1000 or 150.00, where orders cluster and support or resistance often forms.',
    explanation: `People like round numbers: take-profits, stop-losses, option strikes and pending orders pile up at levels such as 1.1000 (a "big figure") or 1.0950. That concentration of orders can make the price pause, turn, or accelerate once through.

Round numbers work best together with other evidence, such as an old high at the same price. Because so many stops sit exactly at them, place your own stop-loss a little beyond the round number rather than on it, and your take-profit a little before it.`,
    example: `EUR/USD approaches **1.1000** from below. Instead of a take-profit at 1.1000, a trader sets it at 1.0990, ten pips before the level where sellers may wait; a short trade's stop goes at 1.1015, beyond it.`,
    related: ['support', 'resistance', 'zone', 'take-profit', 'stop-loss'],
    links: [lessons.supportResistance],
  },
  {
    slug: 'rsi',
    term: 'RSI',
    aliases: ['relative strength index'],
    definition:
      'The relative strength index (RSI) is a momentum oscillator from 0 to 100 that compares the size of recent gains with recent losses, usually over 14 periods.',
    explanation: `Developed by J. Welles Wilder, the **RSI** = 100 − 100 ÷ (1 + RS), where RS is the average gain divided by the average loss over the period. Readings above **70** are conventionally called **overbought** and below **30** **oversold**; 50 is the midpoint.

In a strong trend the RSI can stay overbought or oversold for a long time, so the readings are not signals to sell or buy by themselves. Traders also watch **divergence** between the RSI and the price, and whether the RSI holds above 40 to 50 in an uptrend or below 50 to 60 in a downtrend.`,
    example: `Over 14 periods the average gain is 12 pips and the average loss 6 pips: RS = 12 ÷ 6 = 2, and RSI = 100 − 100 ÷ (1 + 2) = **66.7**, strong but below the overbought line of 70.`,
    related: ['overbought', 'oversold', 'divergence', 'macd', 'indicator'],
    links: [lessons.movingAverages],
  },
];

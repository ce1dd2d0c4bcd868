import type { Lesson } from '../../lesson.schema';

export const lesson: Lesson = {
  slug: 'trading-plan',
  title: 'Building a simple trading plan',
  summary:
    'A one-page trading plan that brings the whole course together: what you trade, when you enter and exit, how much you risk, and how you review.',
  minutes: 14,
  objectives: [
    'Explain why a written plan protects you from impulsive decisions',
    'Write a simple plan from a template: markets, times, entries, exits, risk and review',
    'Check a trade against a pre-trade checklist before placing it',
    'Set limits on total open risk and on losses per day or week',
  ],
  body: `## Why write a plan at all

Every lesson in this course has added a rule: risk 1-2% per trade, set a stop-loss from the chart, look for at least 1:2, respect leverage, keep a journal, practise on a demo account. A **trading plan** puts all of those rules on one page, together with what you trade and how you choose your trades.

The plan is written when you are calm, away from the charts. During the trading day you follow it instead of deciding from scratch. When fear or greed pulls you towards a rash trade, the plan is the thing that says no. And because it is written down, your journal can show whether you followed it, and whether it works.

A plan for a beginner does not need to be long or clever. One page is enough. What matters is that it is specific: "I risk 1% per trade" is a rule; "I will be careful" is not.

## The template

Copy these headings into a document and fill in each one. The example below shows a completed plan.

### 1. Goals and time

- Why you are trading and what you want to learn in the next three months.
- How many hours a week you can give it, and at what times of day.

Set goals about process, not money: "follow the plan on every trade and journal all of them" is a goal you control; "make 10% a month" is not.

### 2. Markets and sessions

- One to three instruments, for example EUR/USD and one other major pair. Fewer instruments means you learn how each one behaves.
- The hours you will trade, matched to when those markets are active and when you are free.

### 3. Timeframes and set-up

- The chart timeframe you decide on, for example the 4-hour chart, and a higher one for the trend, such as the daily chart.
- The set-up you trade, described precisely enough that someone else could spot it: for example, "in an uptrend on the daily chart, a buy when the price pulls back to a support level on the 4-hour chart".

Keep to one set-up while you learn. You cannot judge a method in your journal if you change it every week.

### 4. Entry and exit rules

- **Entry**: which order you use, market or pending, and at what signal.
- **Stop-loss**: where it goes, for example a few pips beyond the support or resistance that defines the trade.
- **Take-profit**: where it goes, for example in front of the next resistance for a buy.
- **Managing the trade**: whether you ever move the stop to break-even, and when. Never move it further away.

### 5. Risk rules

- **Risk per trade**: 1% of the account, never more than 2%.
- **Minimum risk-reward**: 1:2. Below that, no trade.
- **Total open risk**: a ceiling on all open trades together, for example 3% of the account.
- **Loss limits**: stop for the day after, for example, two losses or 2%; stop for the week after, for example, 5%, and review before trading again.
- **Leverage**: no more than the retail limits (30:1 on major pairs for EU and UK retail clients), and margin used well below your free margin.

### 6. Before every trade: the checklist

![A flow chart of the pre-trade checklist: the set-up matches the plan, the stop-loss is placed from the chart, the reward is at least twice the risk, the size is worked out for 1% risk, total open risk is within the limit, no major news is due that the plan has not allowed for, you are calm and not trading to win back a loss; then the order goes in with its stop-loss and take-profit, and the trade is journalled; a wrong answer at any question means no trade](diagram:platforms-plan-checklist)

1. Does the set-up match my plan exactly?
2. Where does the chart put the stop-loss and the take-profit?
3. Is the reward at least twice the risk? Check it with the [risk-reward calculator](/tools/risk-reward).
4. What size risks 1%? Work it out with the [position size calculator](/tools/position-size).
5. With this trade, is my total open risk within my ceiling? Is there enough free margin? The [margin calculator](/tools/margin) shows what the trade needs.
6. Is there a major news release due soon that I have not planned for?
7. Am I calm, or am I trading to win back a loss?

If any answer is no, there is no trade. Missing a trade costs nothing; a careless one costs money.

### 7. Journal and review

- Journal every trade, with the reason, the result in R, whether you followed the plan, and how you felt.
- Review weekly: win rate, average win and loss in R, expectancy, and any broken rules.
- Change the plan only after a review, and only one thing at a time.

### 8. Demo first

- Three to six months on a demo account with 10,000 in virtual capital, following this plan, before any real money.
- The written criteria for moving to a small real account, as in the previous lesson.

## Keeping the plan alive

Print the plan or keep it open next to your platform. Read the checklist before every trade, even when it feels obvious. Date each version, and when a review leads you to change a rule, write down why. Over time the plan becomes a record of what you have learned.

A plan will not make every trade a winner; nothing can. What it does is make sure that your losses stay small, your winners are allowed to work, and your results tell you something true about your method.

## Next step

You have reached the end of the Beginner course. Take the quiz for this module and the final test to earn your certificate of course completion, then open your demo account and start trading your plan.`,
  example: {
    title: 'A completed plan, and one trade checked against it',
    body: `**The plan (version 1).**

- **Goal**: follow the plan on every trade for three months on a demo account, and journal all of them.
- **Time**: weekday mornings, 8:00 to 10:00 UK time, plus a weekly review on Sunday.
- **Markets**: EUR/USD and GBP/USD.
- **Set-up**: in an uptrend on the daily chart, buy at support on the 4-hour chart with a buy limit; the mirror image for a downtrend.
- **Risk**: 1% per trade on a 10,000 demo account (100); at least 1:2; total open risk at most 3%; stop for the day after 2 losses.
- **Leverage**: 30:1.

**The trade.** EUR/USD is at 1.0850 in a daily uptrend, with 4-hour support at about 1.0815. One GBP/USD trade is already open, risking 1%.

1. **Set-up**: uptrend and pullback to support. Yes.
2. **Levels**: buy limit at **1.0810**, stop-loss at **1.0780** (30 pips), take-profit at **1.0870** (60 pips).
3. **Ratio**: 60 ÷ 30 = 2, so **1:2**. Yes.
4. **Size**: 100 ÷ (30 × 10) = 0.333, rounded down to **0.33 lots**, risking 0.33 × 30 × 10 = **99**.
5. **Open risk**: 1% already open + 0.99% = about **2%**, within the 3% ceiling. **Margin**: 0.33 × 100,000 × 1.0810 ÷ 30 = **1,189.10**, well within the free margin. Yes.
6. **News**: nothing major due during the session. Yes.
7. **State of mind**: no losses today. Yes.

Every answer is yes, so the buy limit goes in with its stop-loss and take-profit, and the trade is written in the journal.`,
  },
  checks: [
    {
      question: 'Which of these is a useful rule for a trading plan?',
      options: [
        'I will be careful with risk',
        'I risk 1% of my account per trade and take no trade below 1:2',
        'I will make 10% a month',
        'I trade whatever looks good that day',
      ],
      answer: 1,
      explanation:
        'A plan rule must be specific enough to check in your journal. "Be careful" cannot be checked, and a monthly profit target is not something you control.',
    },
    {
      question:
        'You have two trades open, each risking 1%, and your plan caps total open risk at 3%. A new trade would risk 1.5%. What does the plan say?',
      options: [
        'Take it at 1.5%',
        'Take it, but reduce its size so it risks no more than 1%',
        'Close one of the open trades first, whatever its state',
        'Ignore the ceiling, it only applies to losing trades',
      ],
      answer: 1,
      explanation:
        'With 2% already open, the ceiling leaves 1%. A size that risks 1% keeps the total at 3%; 1.5% would take it to 3.5%. Skipping the trade would also respect the plan.',
    },
    {
      question: 'During the pre-trade checklist you find the ratio is 1:1.4. What happens?',
      options: [
        'Place the trade anyway, the set-up is good',
        'Move the take-profit further away until it reads 1:2',
        'No trade: a no on any checklist question means no trade',
        'Double the size to make up for the smaller reward',
      ],
      answer: 2,
      explanation:
        'The plan requires at least 1:2. Moving the target away from where the chart puts it only changes the numbers on paper, and a larger size breaks the risk rule.',
    },
    {
      question: 'When should you change your trading plan?',
      options: [
        'After every losing trade',
        'Whenever a new indicator looks promising',
        'After a review of your journal shows a reason, one change at a time',
        'Never: a plan must stay the same forever',
      ],
      answer: 2,
      explanation:
        'Changing the plan after single trades means you can never tell what works. Review the evidence of many trades, change one thing, date the version and note why.',
    },
  ],
  terms: [
    'trading-plan',
    'trading-journal',
    'risk-reward-ratio',
    'position-size',
    'stop-loss',
    'take-profit',
    'demo-account',
    'pending-order',
  ],
  sources: [
    { label: 'Beginner course outline', href: '/education/beginner' },
    { label: 'Signals: risk management guidance', href: '/services/signals' },
    { label: 'Risk warning: leverage limits for retail clients', href: '/risk-warning' },
    { label: 'Position size calculator', href: '/tools/position-size' },
    { label: 'Risk-reward calculator', href: '/tools/risk-reward' },
    { label: 'Margin calculator', href: '/tools/margin' },
  ],
};

import type { Lesson } from '../../lesson.schema';

export const lesson: Lesson = {
  slug: 'demo-account',
  title: 'Opening a demo account with 10,000 in virtual capital',
  summary:
    'How to open a demo account with 10,000 in virtual capital, how to practise on it as if it were real, and how to tell when you are ready for real money.',
  minutes: 12,
  objectives: [
    'Explain what a demo account is and what it can and cannot teach you',
    'Open a demo account with a regulated broker and set it up with 10,000 in virtual capital',
    'Practise with the same risk rules you would use with real money',
    'Decide with written criteria when to move from demo to a small real account',
  ],
  body: `## Practice without the price of mistakes

A **demo account** is a trading account funded with virtual money. You trade on the broker's platform, with its quotes, charts and order windows, but a loss costs you nothing real. Almost every broker offers one free of charge.

This course recommends practising on a demo account with **10,000 in virtual capital** for **three to six months** before you trade real money, and keeping a journal of every trade. It is the same advice the site gives alongside its [signals](/services/signals), and the [Intermediate course](/education/intermediate) expects 3-6 months of demo trading before you start it.

Why so long? Because the goal is not to learn which buttons to press; that takes an afternoon. The goal is to prove to yourself, over dozens of trades and at least one losing streak, that you follow your plan: the 1% risk, the stop-loss on every trade, the minimum 1:2 ratio, the journal.

## What a demo can and cannot teach you

A demo account teaches you:

- How your platform works: placing, changing and closing orders, reading margin and equity.
- The arithmetic of every trade: position size, pip value, margin, in practice instead of on paper.
- Whether your method has any edge over a reasonable sample of trades, measured in your journal.
- Whether you follow your own rules day after day.

A demo account cannot fully teach you:

- **Real emotions.** Losing virtual money does not hurt the way losing your own does. Fear and greed are stronger with real money, which is exactly why habits must be built first.
- **Real fills.** Demo orders may be filled more smoothly than real ones, with less slippage at busy times. Treat demo results as the best case.

## Choosing a broker for your demo

Open the demo with a broker you would be willing to trade with later, so that the platform, prices and instruments are the ones you will really use.

- **Check the regulation.** Look the broker up on the regulator's own register, not only on the broker's website. The brokers listed on the site's [partner brokers page](/ib-partners) show their regulation, and CFD providers regulated in the EU or the UK must publish the share of their retail accounts that lose money (brokers regulated elsewhere may not have to).
- **Check the platform.** MetaTrader 4, MetaTrader 5 or cTrader, as in the first lesson of this module.
- **Check the costs.** Spreads, commissions and overnight swap rates. You will see them in action on the demo.

## Opening the account, step by step

The forms differ between brokers, but the steps are much the same:

1. **Find the demo sign-up** on the broker's website or in its client area. Some platforms also let you open a demo from inside the platform.
2. **Choose the platform** and the **server** or environment marked demo.
3. **Choose the account currency.** Pick the currency you would deposit in real life, for example US dollars, euros or pounds.
4. **Choose the leverage.** Use what you would have as a real client. For EU and UK retail clients that is at most 30:1 on major currency pairs; do not pick 500:1 on a demo if you could never have it for real.
5. **Set the balance to 10,000**, if the broker lets you choose. A demo with 100,000 or more teaches bad habits: a 1% risk of 1,000 per trade is not the account you will trade.
6. **Note the login details**: for MetaTrader the account number, password and server; for cTrader your cTrader ID.

Some brokers close demo accounts after a period without activity, or after a fixed time. If yours does, simply open a new one and carry your journal over.

## Treat virtual money as real

The demo is only useful if you trade it exactly as you would trade real money.

- **Risk 1% per trade**, 100 on 10,000, sized with the [position size calculator](/tools/position-size). At most 2%.
- **A stop-loss and a take-profit on every trade**, set when you enter.
- **At least 1:2** on every trade, checked before you enter.
- **Journal every trade**, with the reason, the result in R and whether you followed the plan.
- **Trade at the times you could really trade.** If you work office hours, do not practise on a session you will never be awake for.
- **Never reset the balance** after a bad run. The drawdown is part of the lesson.

## A weekly routine

Structure makes practice count. A simple routine for each week:

- **Before the week**: read your trading plan and note any major news releases due, such as central bank decisions, for the instruments you trade.
- **Each session**: check the account panel (equity, free margin, open trades and pending orders), look for your set-up, and go through your pre-trade checklist before any order.
- **After each trade**: complete the journal entry while it is fresh, including how you felt.
- **At the weekend**: review the week in R, note one thing to improve, and nothing more.

Two or three focused sessions a week at the times you could really trade are worth more than hours of random clicking.

## When are you ready for real money?

Write your criteria down before you start, so that you do not decide on a good week's excitement. For example:

- At least three months and a meaningful number of trades, for example 50 or more, all journalled.
- The plan followed on nearly every trade: a risk above 2% or a trade without a stop counts as a failure, however it ended.
- A positive result in R over the whole sample, after costs.
- At least one losing streak handled without breaking the rules.

Even then, start small. Open a real account with money you can afford to lose, trade the smallest sizes, and keep the same percentage risk. Expect your results to be a little worse at first: real emotions and real fills are the parts the demo could not teach.

## Next step

You have a platform, you know your orders and you have a demo account. The last lesson of the course brings everything together in a simple trading plan, the document you follow on every trade from now on.`,
  example: {
    title: 'Three months on a 10,000 demo account',
    body: `This is an example record, made up to show the arithmetic. A learner opens a US dollar demo account with **10,000**, leverage **30:1**, and risks **1%**, which is **100 per trade** (1R), on every trade at **1:2**.

**The first trade.** A buy of EUR/USD with a 50-pip stop: 100 ÷ (50 × 10) = **0.20 lots**. Margin at 1.0850: 0.20 × 100,000 × 1.0850 ÷ 30 = **723.33**, leaving plenty of free margin.

**Three months later**, the journal holds **60 trades**: **24 winners** at +2R and **36 losers** at −1R, all with stops, none above 1% risk.

- Win rate: 24 ÷ 60 = **40%**.
- Net: 24 × 2 − 36 × 1 = **+12R**, which at 100 per R is **+1,200**, about **+12%** on the starting balance, before any difference between demo and real fills.
- Expectancy: 12 ÷ 60 = **+0.2R per trade**.

**The losing streak.** In the second month, seven trades in a row lost. At 1% of the current balance each time, the account went from 10,000 to 10,000 × 0.99 to the power of 7 ≈ **9,320.65**, a fall of under 7%. At 10% per trade the same streak would have left about 4,783, less than half.

The learner's written criteria said three months, 50 trades, the plan followed and a positive result in R: all met. They open a small real account and keep risking 1%.`,
  },
  checks: [
    {
      question: 'What does this course recommend before trading real money?',
      options: [
        'A week on a demo account with 100,000 in virtual capital',
        'Three to six months on a demo account with 10,000 in virtual capital, with a journal',
        'Going straight to a small real account, because demo trading teaches nothing',
        'Demo trading until you have a month without any losing trade',
      ],
      answer: 1,
      explanation:
        'The course and the site recommend 3-6 months of demo trading with 10,000 of virtual capital and a journal of every trade. A month without losses is not a realistic goal: losses are normal.',
    },
    {
      question: 'Why is it better to set the demo balance to 10,000 rather than 1,000,000?',
      options: [
        'Brokers charge more for large demo balances',
        'So that the sizes and amounts you practise with match an account you could really have',
        'Large demo balances cannot use leverage',
        'It makes no difference',
      ],
      answer: 1,
      explanation:
        'Practising with an unrealistic balance builds unrealistic habits: 1% of 1,000,000 is 10,000 per trade. A balance close to your real one makes the practice meaningful.',
    },
    {
      question: 'Which of these can a demo account NOT fully teach you?',
      options: [
        'How to place and close orders',
        'How to calculate a position size',
        'How you will feel when real money is lost',
        'Whether you follow your trading plan',
      ],
      answer: 2,
      explanation:
        'Virtual losses do not hurt like real ones, so emotions are stronger with real money. Orders, arithmetic and discipline can all be practised on a demo.',
    },
    {
      question: 'After a bad run, your demo account is down to 9,300. What should you do?',
      options: [
        'Reset the balance to 10,000 and start again',
        'Keep trading it with the same rules and review the run in your journal',
        'Raise the risk to 5% to win the loss back quickly',
        'Switch to a demo with a larger balance',
      ],
      answer: 1,
      explanation:
        'Handling a drawdown without breaking the rules is one of the main things the demo is for. Resetting hides it, and raising the risk is revenge trading.',
    },
  ],
  terms: ['demo-account', 'live-account', 'trading-journal', 'leverage', 'position-size', 'slippage', 'drawdown'],
  sources: [
    {
      label: 'Signals: risk management guidance (1-2%, 1:2, 3-6 months of demo with 10,000)',
      href: '/services/signals',
    },
    { label: 'Intermediate course prerequisites: 3-6 months of demo trading', href: '/education/intermediate' },
    { label: 'Partner brokers and their regulation', href: '/ib-partners' },
    { label: 'Risk warning: leverage limits for retail clients', href: '/risk-warning' },
    { label: 'Position size calculator', href: '/tools/position-size' },
  ],
};

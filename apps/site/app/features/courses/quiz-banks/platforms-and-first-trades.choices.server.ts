import type { ChoiceItemSource } from './choice-item';

/*
 * Chosen-answer items of the Trading Platforms and Your First Trades module. Ids are stable forever (the per-item
 * statistics are keyed by them): add new items with new numbers, never renumber.
 */
export const choiceItems: ChoiceItemSource[] = [
  {
    id: 'platforms-setup-1',
    kind: 'single',
    lesson: 'metatrader-and-ctrader',
    prompt: 'What is the difference between a trading platform and a broker?',
    options: [
      {
        text: 'The platform is the software you trade in; the broker holds your account and executes your trades',
        correct: true,
        explanation:
          'MetaTrader and cTrader are software that brokers give their clients; the broker quotes prices and fills orders.',
      },
      {
        text: 'They are the same thing under two names',
        correct: false,
        explanation:
          'The same platform is offered by many brokers; the platform is the window, the broker is behind it.',
      },
      {
        text: 'The platform holds your money; the broker only supplies charts',
        correct: false,
        explanation: 'It is the other way round: your account and money are with the broker.',
      },
      {
        text: 'The broker is a type of chart inside the platform',
        correct: false,
        explanation: 'A broker is a company, not a chart; the platform connects to its servers.',
      },
    ],
  },
  {
    id: 'platforms-setup-2',
    kind: 'multiple',
    lesson: 'metatrader-and-ctrader',
    prompt: 'Which details do you need to log in to a MetaTrader demo account? Select all that apply.',
    options: [
      {
        text: 'The account number (login)',
        correct: true,
        explanation: 'MetaTrader identifies the account by its number.',
      },
      { text: 'The account password', correct: true, explanation: 'The password given when the account was opened.' },
      {
        text: 'The broker\u2019s server name',
        correct: true,
        explanation: 'A demo account lives on a demo server; with the wrong server the platform cannot connect.',
      },
      {
        text: 'Your bank card number',
        correct: false,
        explanation: 'A demo account needs no payment details, and a platform login never asks for a card number.',
      },
    ],
  },
  {
    id: 'platforms-setup-3',
    kind: 'single',
    lesson: 'metatrader-and-ctrader',
    prompt: 'EUR/USD is quoted with five decimals. In MetaTrader, how many points make one pip?',
    options: [
      {
        text: '10',
        correct: true,
        explanation:
          'A pip is 0.0001 and a point, the smallest step of a five-decimal quote, is 0.00001, so 10 points make a pip.',
      },
      {
        text: '1',
        correct: false,
        explanation: 'That holds only for four-decimal quotes; with five decimals a point is a tenth of a pip.',
      },
      { text: '100', correct: false, explanation: '100 points would be 0.001, which is 10 pips.' },
      {
        text: '5',
        correct: false,
        explanation: 'Five decimals does not mean five points; a pip is ten of the 0.00001 steps.',
      },
    ],
  },
  {
    id: 'platforms-setup-4',
    kind: 'truefalse',
    lesson: 'metatrader-and-ctrader',
    prompt:
      'One-click trading sends an order without a confirmation window, so it is wise to leave it off while you learn.',
    options: [
      {
        text: 'True',
        correct: true,
        explanation: 'A confirmation step catches mistakes such as a wrong volume before they reach the market.',
      },
      {
        text: 'False',
        correct: false,
        explanation:
          'One-click trading does skip the confirmation; that is exactly why beginners are better off without it.',
      },
    ],
  },
  {
    id: 'platforms-orders-1',
    kind: 'single',
    lesson: 'market-and-pending-orders',
    prompt:
      'EUR/USD is at 1.0850. You want to buy only if it breaks above resistance at 1.0880. Which order do you place?',
    options: [
      {
        text: 'A buy stop at 1.0880',
        correct: true,
        explanation:
          'A buy stop sits above the current price and buys once the price rises to it: entering on the breakout.',
      },
      {
        text: 'A buy limit at 1.0880',
        correct: false,
        explanation: 'A buy limit goes below the current price, to buy cheaper; above the price it is not accepted.',
      },
      {
        text: 'A sell limit at 1.0880',
        correct: false,
        explanation: 'A sell limit at resistance sells, expecting a turn down; you want to buy.',
      },
      {
        text: 'A market buy now',
        correct: false,
        explanation: 'A market order buys at once, before the breakout you want to wait for.',
      },
    ],
  },
  {
    id: 'platforms-orders-2',
    kind: 'single',
    lesson: 'market-and-pending-orders',
    prompt: 'EUR/USD is at 1.0850. You want to sell if it rises to resistance at 1.0890 and turns down. Which order?',
    options: [
      {
        text: 'A sell limit at 1.0890',
        correct: true,
        explanation: 'Selling higher than the current price is a sell limit; it bets on a turn at resistance.',
      },
      {
        text: 'A sell stop at 1.0890',
        correct: false,
        explanation: 'A sell stop goes below the current price, to sell a breakdown.',
      },
      {
        text: 'A buy stop at 1.0890',
        correct: false,
        explanation: 'A buy stop at that level would buy the breakout, the opposite of your idea.',
      },
      {
        text: 'A buy limit at 1.0890',
        correct: false,
        explanation: 'A buy limit buys below the current price; you want to sell above it.',
      },
    ],
  },
  {
    id: 'platforms-orders-3',
    kind: 'multiple',
    lesson: 'market-and-pending-orders',
    prompt: 'Which pending orders are placed BELOW the current price? Select all that apply.',
    options: [
      {
        text: 'Buy limit',
        correct: true,
        explanation: 'A buy limit buys cheaper than now, so it sits below the current price.',
      },
      {
        text: 'Sell stop',
        correct: true,
        explanation: 'A sell stop sells a break down through a level, so it sits below the current price.',
      },
      {
        text: 'Buy stop',
        correct: false,
        explanation: 'A buy stop buys a breakout, so it sits above the current price.',
      },
      {
        text: 'Sell limit',
        correct: false,
        explanation: 'A sell limit sells higher than now, so it sits above the current price.',
      },
    ],
  },
  {
    id: 'platforms-orders-4',
    kind: 'truefalse',
    lesson: 'market-and-pending-orders',
    prompt: 'A market buy order is filled at the ask price, or the next available price if it has moved.',
    options: [
      {
        text: 'True',
        correct: true,
        explanation: 'You buy at the ask and sell at the bid; any difference from the price you saw is slippage.',
      },
      {
        text: 'False',
        correct: false,
        explanation:
          'It is true: buys fill at the ask, which is why every trade starts with a loss equal to the spread.',
      },
    ],
  },
  {
    id: 'platforms-orders-5',
    kind: 'single',
    lesson: 'market-and-pending-orders',
    prompt: 'The market opens on Monday beyond the level of your buy stop. What happens?',
    options: [
      {
        text: 'It becomes a market order and is filled at the first available price, which can be worse than the level',
        correct: true,
        explanation:
          'A stop order turns into a market order once its level is reached or passed, so a gap can mean a worse fill.',
      },
      {
        text: 'It is filled at exactly its level',
        correct: false,
        explanation: 'Only a limit order promises your price or better; a stop order can slip.',
      },
      {
        text: 'It is cancelled automatically',
        correct: false,
        explanation: 'A gap does not cancel a pending order; only an expiry or you do.',
      },
      {
        text: 'It waits until the price comes back to the level',
        correct: false,
        explanation: 'The level has been passed, so the order is triggered straight away.',
      },
    ],
  },
  {
    id: 'platforms-demo-1',
    kind: 'single',
    lesson: 'demo-account',
    prompt: 'What does this course recommend before you trade real money?',
    options: [
      {
        text: 'Three to six months on a demo account with 10,000 in virtual capital, journalling every trade',
        correct: true,
        explanation: 'That is the site\u2019s own guidance, with the same risk rules you will use for real.',
      },
      {
        text: 'One week on a demo account with 1,000,000 in virtual capital',
        correct: false,
        explanation: 'Too short to meet a losing streak, and an unrealistic balance builds unrealistic habits.',
      },
      {
        text: 'No demo at all, because demo trading teaches nothing',
        correct: false,
        explanation: 'A demo teaches the platform, the arithmetic and whether you follow your plan, at no cost.',
      },
      {
        text: 'Demo trading until a month passes without a single losing trade',
        correct: false,
        explanation: 'Losses are a normal part of every method; the test is following the plan, not avoiding losses.',
      },
    ],
  },
  {
    id: 'platforms-demo-2',
    kind: 'multiple',
    lesson: 'demo-account',
    prompt: 'Which habits make demo practice useful? Select all that apply.',
    options: [
      {
        text: 'Risking 1% per trade, exactly as with real money',
        correct: true,
        explanation: 'The demo only prepares you if the rules are the ones you will really use.',
      },
      {
        text: 'Choosing the leverage you would have as a real client',
        correct: true,
        explanation:
          'For EU and UK retail clients that is at most 30:1 on major pairs; practising at 500:1 misleads you.',
      },
      {
        text: 'Resetting the balance after a losing run',
        correct: false,
        explanation: 'Handling a drawdown without breaking the rules is one of the main things the demo is for.',
      },
      {
        text: 'Journalling every trade with its reason and result in R',
        correct: true,
        explanation: 'The journal is how you find out whether you follow the plan and whether it works.',
      },
    ],
  },
  {
    id: 'platforms-demo-3',
    kind: 'truefalse',
    lesson: 'demo-account',
    prompt: 'A demo account fully prepares you for how you will feel when real money is lost.',
    options: [
      {
        text: 'True',
        correct: false,
        explanation: 'Virtual losses do not hurt like real ones, so fear and greed are stronger with real money.',
      },
      {
        text: 'False',
        correct: true,
        explanation: 'That is why habits are built on the demo first and real trading starts small.',
      },
    ],
  },
  {
    id: 'platforms-plan-1',
    kind: 'single',
    lesson: 'trading-plan',
    prompt: 'Which of these is a rule that belongs in a trading plan?',
    options: [
      {
        text: 'I risk 1% per trade and take no trade below 1:2',
        correct: true,
        explanation: 'It is specific enough to follow and to check in the journal.',
      },
      {
        text: 'I will be careful',
        correct: false,
        explanation: 'A good intention, but it cannot be checked; a plan rule must be specific.',
      },
      {
        text: 'I will make 10% every month',
        correct: false,
        explanation: 'A profit target is not under your control; plan goals should be about process.',
      },
      {
        text: 'I trade whatever looks good on the day',
        correct: false,
        explanation: 'That is the absence of a plan: the set-up should be written down in advance.',
      },
    ],
  },
  {
    id: 'platforms-plan-2',
    kind: 'multiple',
    lesson: 'trading-plan',
    prompt: 'Which checks belong on a pre-trade checklist? Select all that apply.',
    options: [
      {
        text: 'The set-up matches the plan',
        correct: true,
        explanation: 'Only the set-ups the plan describes are traded, so results in the journal mean something.',
      },
      {
        text: 'The reward is at least twice the risk',
        correct: true,
        explanation: 'The plan requires at least 1:2; below it there is no trade.',
      },
      {
        text: 'The size risks 1% of the account and total open risk stays within the ceiling',
        correct: true,
        explanation: 'Both the single trade and all open trades together must respect the risk rules.',
      },
      {
        text: 'The trade will win back yesterday\u2019s loss',
        correct: false,
        explanation:
          'Trading to recover a loss is revenge trading; the checklist asks whether you are calm, not whether you can get even.',
      },
    ],
  },
  {
    id: 'platforms-plan-3',
    kind: 'truefalse',
    lesson: 'trading-plan',
    prompt: 'If any answer on your pre-trade checklist is no, you do not take the trade.',
    options: [
      {
        text: 'True',
        correct: true,
        explanation:
          'A missed trade costs nothing; a trade that breaks the plan risks money and teaches you nothing about the plan.',
      },
      {
        text: 'False',
        correct: false,
        explanation: 'The checklist only works if a single no stops the trade; exceptions are how plans are abandoned.',
      },
    ],
  },
  {
    id: 'platforms-plan-4',
    kind: 'single',
    lesson: 'trading-plan',
    prompt: 'When should you change your trading plan?',
    options: [
      {
        text: 'After a journal review of many trades shows a reason, one change at a time',
        correct: true,
        explanation: 'Evidence from many trades, and one change at a time, lets you see what each change does.',
      },
      {
        text: 'After every losing trade',
        correct: false,
        explanation:
          'Single losses are normal; changing the plan after each one means you never learn whether it works.',
      },
      {
        text: 'Whenever a new indicator looks promising',
        correct: false,
        explanation:
          'Chasing new tools resets your sample; test an idea on a demo and change the plan only after a review.',
      },
      {
        text: 'Never: a plan must stay the same forever',
        correct: false,
        explanation: 'A plan should improve on evidence; date each version and note why it changed.',
      },
    ],
  },
];

import type { ChoiceItemSource } from './choice-item';

/*
 * Chosen-answer items of the Risk Management and Trading Psychology module. Ids are stable forever (the per-item
 * statistics are keyed by them): add new items with new numbers, never renumber.
 */
export const choiceItems: ChoiceItemSource[] = [
  {
    id: 'risk-onepercent-1',
    kind: 'single',
    lesson: 'risking-1-2-percent',
    prompt: 'On an account of 10,000, what does "risking 1% per trade" mean?',
    options: [
      {
        text: 'The loss is about 100 if the stop-loss is hit',
        correct: true,
        explanation:
          'Risk is what you lose at the stop: 1% of 10,000 is 100, and the position size is chosen so the stop costs that.',
      },
      {
        text: 'The position is worth 100',
        correct: false,
        explanation:
          'The position can be worth far more than 100; its size is chosen so that the loss at the stop is 100.',
      },
      {
        text: 'The trade is expected to make 100',
        correct: false,
        explanation: 'The 1% is the planned loss at the stop-loss, not a profit target.',
      },
      {
        text: 'The margin used is 100',
        correct: false,
        explanation: 'Margin depends on the position value and the leverage; it is not the amount at risk.',
      },
    ],
  },
  {
    id: 'risk-onepercent-2',
    kind: 'single',
    lesson: 'risking-1-2-percent',
    prompt: 'The chart calls for a stop-loss twice as far away as usual. To keep risking 1%, what do you change?',
    options: [
      {
        text: 'Halve the position size',
        correct: true,
        explanation:
          'Risk is stop distance × pip value × lots. Doubling the distance and halving the lots keeps the money at risk the same.',
      },
      {
        text: 'Move the stop closer so the usual size fits',
        correct: false,
        explanation:
          'That puts the stop where the chart gives no reason for it; the size adapts to the stop, not the other way round.',
      },
      {
        text: 'Raise the risk to 2% for this trade',
        correct: false,
        explanation: 'The risk percentage is decided in the plan, not stretched to fit a trade.',
      },
      {
        text: 'Nothing, the stop distance does not affect the risk',
        correct: false,
        explanation: 'It does: at the same size, a stop twice as far away loses twice as much.',
      },
    ],
  },
  {
    id: 'risk-onepercent-3',
    kind: 'truefalse',
    lesson: 'risking-1-2-percent',
    prompt: 'When a position-size calculation gives 0.126 lots, you should round it up to 0.13 lots.',
    options: [
      {
        text: 'True',
        correct: false,
        explanation:
          'Rounding up would risk slightly more than you decided; the rule is never to exceed the chosen risk.',
      },
      {
        text: 'False',
        correct: true,
        explanation: 'Round down to the lot step, 0.12 lots, so the money at risk stays at or under your limit.',
      },
    ],
  },
  {
    id: 'risk-onepercent-4',
    kind: 'multiple',
    lesson: 'risking-1-2-percent',
    prompt: 'Which of these are good reasons to risk only 1-2% per trade? Select all that apply.',
    options: [
      {
        text: 'A run of losses leaves most of the account intact',
        correct: true,
        explanation: 'Ten losses in a row at 1% leave about 9,043.82 of 10,000; at 10% about 3,486.78.',
      },
      {
        text: 'A small drawdown needs only a small gain to recover',
        correct: true,
        explanation: 'A 9.6% drawdown needs about a 10.6% gain to recover; a 65% drawdown needs about 187%.',
      },
      {
        text: 'It guarantees that most trades will win',
        correct: false,
        explanation: 'Risk per trade controls the size of losses, not how often you win.',
      },
      {
        text: 'It keeps each loss small enough that one trade cannot seriously damage the account',
        correct: true,
        explanation: 'That is the point of the rule: a loss is an ordinary cost, not a disaster.',
      },
    ],
  },
  {
    id: 'risk-stops-1',
    kind: 'single',
    lesson: 'stop-loss-and-take-profit',
    prompt: 'You buy EUR/USD. Where do the stop-loss and take-profit go?',
    options: [
      {
        text: 'Stop-loss below the entry, take-profit above',
        correct: true,
        explanation:
          'A buy gains when the price rises, so the target is above the entry and the stop, which caps the loss, below it.',
      },
      {
        text: 'Stop-loss above the entry, take-profit below',
        correct: false,
        explanation: 'That is the arrangement for a sell, which gains when the price falls.',
      },
      {
        text: 'Both above the entry',
        correct: false,
        explanation:
          'A stop-loss above a buy entry would close the trade in profit, not cap a loss; platforms reject it as a stop.',
      },
      {
        text: 'Both below the entry',
        correct: false,
        explanation: 'A take-profit below a buy entry would close it at a loss; the target must be above.',
      },
    ],
  },
  {
    id: 'risk-stops-2',
    kind: 'single',
    lesson: 'stop-loss-and-take-profit',
    prompt: 'What is the best basis for placing a stop-loss?',
    options: [
      {
        text: 'The price at which the chart shows the trade idea is wrong, such as just beyond support',
        correct: true,
        explanation: 'The stop belongs where the idea fails; the position size then makes that distance cost 1-2%.',
      },
      {
        text: 'A round sum of money you do not mind losing',
        correct: false,
        explanation:
          'Money is controlled by the size. A stop chosen by money sits where the chart gives no reason for it.',
      },
      {
        text: 'The same 10 pips on every trade',
        correct: false,
        explanation: 'Markets and set-ups differ; a fixed tiny stop is often inside normal noise.',
      },
      {
        text: 'Exactly on a round number like 1.0800',
        correct: false,
        explanation: 'Many orders cluster on obvious levels; a little room beyond the level is usually better.',
      },
    ],
  },
  {
    id: 'risk-stops-3',
    kind: 'truefalse',
    lesson: 'stop-loss-and-take-profit',
    prompt: 'A normal stop-loss is always filled at exactly its level, even when the market gaps over the weekend.',
    options: [
      {
        text: 'True',
        correct: false,
        explanation:
          'A normal stop becomes a market order at its level and is filled at the next available price, which after a gap can be worse.',
      },
      {
        text: 'False',
        correct: true,
        explanation:
          'Gaps and fast markets can cause slippage; only a guaranteed stop-loss, where a broker offers one, fixes the price.',
      },
    ],
  },
  {
    id: 'risk-stops-4',
    kind: 'multiple',
    lesson: 'stop-loss-and-take-profit',
    prompt: 'Which of these are safe ways to manage an open trade? Select all that apply.',
    options: [
      {
        text: 'Leaving the stop-loss and take-profit where the plan put them',
        correct: true,
        explanation: 'Both levels were set calmly from the chart; leaving them alone is the default.',
      },
      {
        text: 'Moving the stop-loss to the entry price once the trade is well in profit',
        correct: true,
        explanation: 'Moving a stop in your favour (to break-even) reduces the risk; it is allowed.',
      },
      {
        text: 'Moving the stop-loss further away as the price approaches it',
        correct: false,
        explanation: 'That turns a planned, small loss into a larger, unplanned one and breaks the 1-2% rule.',
      },
      {
        text: 'Removing the stop-loss to wait for the price to come back',
        correct: false,
        explanation: 'Without a stop the loss has no limit; this is how small losses become large ones.',
      },
    ],
  },
  {
    id: 'risk-rr-1',
    kind: 'single',
    lesson: 'risk-reward',
    prompt: 'A trade risks 50 pips to make 100 pips. What is its risk-reward ratio?',
    options: [
      { text: '1:2', correct: true, explanation: 'Reward ÷ risk = 100 ÷ 50 = 2, written 1:2.' },
      {
        text: '2:1',
        correct: false,
        explanation: 'The course writes risk first: 1 unit of risk to 2 of reward is 1:2.',
      },
      { text: '1:0.5', correct: false, explanation: 'That would be risking 100 pips to make 50, the other way round.' },
      {
        text: '1:50',
        correct: false,
        explanation: 'The ratio compares the two distances, not the number of pips risked.',
      },
    ],
  },
  {
    id: 'risk-rr-2',
    kind: 'single',
    lesson: 'risk-reward',
    prompt: 'At a risk-reward of 1:2, roughly what win rate do you need to break even, before costs?',
    options: [
      {
        text: 'About 33%',
        correct: true,
        explanation: 'Break-even win rate = 1 ÷ (1 + 2) ≈ 33.3%: one winner of 2 units pays for two losers of 1 unit.',
      },
      {
        text: '50%',
        correct: false,
        explanation: '50% is the break-even win rate at 1:1, where wins and losses are the same size.',
      },
      { text: '25%', correct: false, explanation: '25% is the break-even win rate at 1:3.' },
      {
        text: 'About 67%',
        correct: false,
        explanation: 'At 1:2 you can lose about two trades in three and still break even, not win two in three.',
      },
    ],
  },
  {
    id: 'risk-rr-3',
    kind: 'truefalse',
    lesson: 'risk-reward',
    prompt: 'If a trade\u2019s ratio is below 1:2, you should move the take-profit further away until it reads 1:2.',
    options: [
      {
        text: 'True',
        correct: false,
        explanation:
          'A target beyond where the chart says the move will stall improves the ratio only on paper and lowers the chance of reaching it.',
      },
      {
        text: 'False',
        correct: true,
        explanation:
          'Skip the trade or wait for a better entry; levels come from the chart, not from the ratio you want.',
      },
    ],
  },
  {
    id: 'risk-rr-4',
    kind: 'multiple',
    lesson: 'risk-reward',
    prompt:
      'A trader wins 4 trades in 10 and risks 100 on each. Which statements are true, before costs? Select all that apply.',
    options: [
      {
        text: 'At 1:2 the ten trades make +200',
        correct: true,
        explanation: '4 × 200 − 6 × 100 = 800 − 600 = +200.',
      },
      {
        text: 'At 1:1 the ten trades lose 200',
        correct: true,
        explanation: '4 × 100 − 6 × 100 = 400 − 600 = −200.',
      },
      {
        text: 'The result is the same whatever the ratio, because the win rate is the same',
        correct: false,
        explanation: 'The ratio decides how much each win pays; with the same win rate, 1:1 loses and 1:2 gains.',
      },
      {
        text: 'A 40% win rate is always a losing record',
        correct: false,
        explanation: 'At 1:2 the break-even win rate is about 33%, so 40% is profitable before costs.',
      },
    ],
  },
  {
    id: 'risk-leverage-1',
    kind: 'single',
    lesson: 'leverage-and-margin',
    prompt: 'With 30:1 leverage, what does a position worth 30,000 require as margin?',
    options: [
      { text: '1,000', correct: true, explanation: 'Margin = position value ÷ leverage = 30,000 ÷ 30 = 1,000.' },
      {
        text: '30,000',
        correct: false,
        explanation: 'That is the full value of the position; leverage means you put down only a fraction of it.',
      },
      { text: '300', correct: false, explanation: 'That would be leverage of 100:1.' },
      {
        text: '900,000',
        correct: false,
        explanation: 'Leverage divides the position value to get the margin; it does not multiply it.',
      },
    ],
  },
  {
    id: 'risk-leverage-2',
    kind: 'multiple',
    lesson: 'leverage-and-margin',
    prompt: 'Which of these are true for retail clients of EU and UK firms? Select all that apply.',
    options: [
      {
        text: 'Leverage on major currency pairs is capped at 30:1',
        correct: true,
        explanation: 'The ESMA measures of 2018, made permanent nationally, and FCA COBS 22.5 cap major pairs at 30:1.',
      },
      {
        text: 'Positions are closed out when equity falls to 50% of the required margin',
        correct: true,
        explanation: 'That is the margin close-out rule for EU and UK retail clients.',
      },
      {
        text: 'They are protected against a negative balance',
        correct: true,
        explanation: 'Retail clients of EU and UK firms cannot lose more than the money in their account.',
      },
      {
        text: 'They can choose leverage of 500:1 on major pairs',
        correct: false,
        explanation: '500:1 is offered only to professional clients and by entities outside the EU and the UK.',
      },
    ],
  },
  {
    id: 'risk-leverage-3',
    kind: 'truefalse',
    lesson: 'leverage-and-margin',
    prompt: 'Higher leverage makes a trade less risky, because it uses less margin.',
    options: [
      {
        text: 'True',
        correct: false,
        explanation:
          'Profit and loss follow the full position value; less margin only means you can open a larger position.',
      },
      {
        text: 'False',
        correct: true,
        explanation:
          'Leverage magnifies losses as much as gains. The risk of a trade is set by its size and stop, not its margin.',
      },
    ],
  },
  {
    id: 'risk-leverage-4',
    kind: 'single',
    lesson: 'leverage-and-margin',
    prompt: 'What is free margin?',
    options: [
      {
        text: 'Equity minus the margin used by open positions',
        correct: true,
        explanation: 'Free margin is what is left to absorb losses or open new trades; it shrinks as open trades lose.',
      },
      {
        text: 'Margin the broker lends you at no cost',
        correct: false,
        explanation: 'Nothing is free: margin is your own money set aside as a deposit.',
      },
      {
        text: 'The balance before any trade is opened',
        correct: false,
        explanation: 'The balance ignores open trades; free margin subtracts used margin from equity.',
      },
      {
        text: 'The profit of your open positions',
        correct: false,
        explanation: 'Open profit or loss changes equity, and so free margin, but it is not free margin itself.',
      },
    ],
  },
  {
    id: 'risk-psychology-1',
    kind: 'multiple',
    lesson: 'fear-greed-and-journal',
    prompt: 'Which of these are signs of greed or fear taking over? Select all that apply.',
    options: [
      {
        text: 'Risking 5% on a trade because you feel sure about it',
        correct: true,
        explanation: 'Oversizing on certainty is greed: the market does not know how sure you are.',
      },
      {
        text: 'Doubling your size after a loss to win it back at once',
        correct: true,
        explanation: 'That is revenge trading, one of the quickest ways to turn a bad day into a disaster.',
      },
      {
        text: 'Closing a winner at the first wobble, far short of the take-profit',
        correct: true,
        explanation: 'Fear of giving back a gain cuts winners short and lowers your real risk-reward.',
      },
      {
        text: 'Skipping a trade because it does not meet your plan',
        correct: false,
        explanation: 'That is discipline: a trade outside the plan should be skipped.',
      },
    ],
  },
  {
    id: 'risk-psychology-2',
    kind: 'single',
    lesson: 'fear-greed-and-journal',
    prompt: 'A trade risked 100 and was stopped out for the full 100. How is it written in R?',
    options: [
      { text: '−1R', correct: true, explanation: 'R is the amount risked; losing all of it is −1R.' },
      { text: '−100R', correct: false, explanation: 'R is a unit of the risk (here 100), so a loss of 100 is one R.' },
      { text: '0R', correct: false, explanation: '0R would be a trade closed at break-even.' },
      { text: '+1R', correct: false, explanation: 'A plus sign is for a gain; this trade lost.' },
    ],
  },
  {
    id: 'risk-psychology-3',
    kind: 'truefalse',
    lesson: 'fear-greed-and-journal',
    prompt: 'A platform\u2019s trade history records everything a trading journal needs.',
    options: [
      {
        text: 'True',
        correct: false,
        explanation:
          'The history has prices, times and results, but not why you took the trade, whether you followed the plan or how you felt.',
      },
      {
        text: 'False',
        correct: true,
        explanation:
          'Your reasons and feelings exist only if you write them down, and they are what reveal habits such as early exits.',
      },
    ],
  },
];

import type { ChoiceItemSource } from './choice-item';

/*
 * The chosen-answer items of module 2, Reading Charts and Technical Analysis Basics. They test reading a chart
 * (what a candle, a trend or a level shows) rather than vocabulary; the arithmetic items are the numeric bank's.
 */
export const choiceItems: ChoiceItemSource[] = [
  {
    id: 'charts-candles-1',
    kind: 'single',
    lesson: 'line-bar-and-candlestick-charts',
    prompt: 'A candle opens at 1.0850, reaches 1.0890, falls to 1.0840 and closes at 1.0880. Which describes it?',
    options: [
      {
        text: 'Bullish, with a 30-pip body',
        correct: true,
        explanation:
          'The close (1.0880) is above the open (1.0850), so it is bullish, and 1.0880 \u2212 1.0850 = 30 pips.',
      },
      {
        text: 'Bearish, with a 30-pip body',
        correct: false,
        explanation: 'A bearish candle closes below its open; this one closed 30 pips above it.',
      },
      {
        text: 'Bullish, with a 50-pip body',
        correct: false,
        explanation:
          '50 pips is the range from the low (1.0840) to the high (1.0890), not the body between open and close.',
      },
      {
        text: 'A doji',
        correct: false,
        explanation: 'A doji has its open and close almost equal; here they are 30 pips apart.',
      },
    ],
  },
  {
    id: 'charts-candles-2',
    kind: 'multiple',
    lesson: 'line-bar-and-candlestick-charts',
    prompt: 'Which prices does a single candlestick show? Select all that apply.',
    options: [
      {
        text: 'The open',
        correct: true,
        explanation: 'The open is one end of the body: the bottom of a bullish candle, the top of a bearish one.',
      },
      {
        text: 'The high',
        correct: true,
        explanation: 'The top of the upper wick marks the highest price of the period.',
      },
      {
        text: 'The close',
        correct: true,
        explanation: 'The close is the other end of the body.',
      },
      {
        text: 'The average price of the period',
        correct: false,
        explanation:
          'A candle shows open, high, low and close; averages are what indicators such as moving averages calculate.',
      },
      {
        text: 'The low',
        correct: true,
        explanation: 'The bottom of the lower wick marks the lowest price of the period.',
      },
    ],
  },
  {
    id: 'charts-candles-3',
    kind: 'truefalse',
    lesson: 'line-bar-and-candlestick-charts',
    prompt: 'A line chart shows how far the price moved within each period.',
    options: [
      {
        text: 'True',
        correct: false,
        explanation: 'A line chart joins only the closing prices, so the range within each period is hidden.',
      },
      {
        text: 'False',
        correct: true,
        explanation: 'Only the close of each period is plotted; bar and candlestick charts add the open, high and low.',
      },
    ],
  },
  {
    id: 'charts-candles-4',
    kind: 'single',
    lesson: 'line-bar-and-candlestick-charts',
    prompt:
      'After a long rise, a candle forms with a small body near its low and a long upper wick. What does it suggest?',
    options: [
      {
        text: 'Higher prices were tried during the period and rejected: a shooting star',
        correct: true,
        explanation:
          'The long upper wick shows the price went up and was pushed back before the close. After a rise it is a warning, best confirmed by the next candle.',
      },
      {
        text: 'Buyers were in control from open to close',
        correct: false,
        explanation: 'That would be a long bullish body with short wicks; here the price closed near its low.',
      },
      {
        text: 'The trend is certain to reverse',
        correct: false,
        explanation: 'A single candle is a clue, not a certainty; many such candles are followed by further rises.',
      },
      {
        text: 'A hammer, a sign of buying',
        correct: false,
        explanation: 'A hammer has the long wick below the body and appears after a fall.',
      },
    ],
  },
  {
    id: 'charts-trends-1',
    kind: 'single',
    lesson: 'timeframes-and-trends',
    prompt: 'Which sequence of swing points describes an uptrend?',
    options: [
      {
        text: 'Higher highs and higher lows',
        correct: true,
        explanation: 'Each peak above the last and each dip stopping above the last dip: that is an uptrend.',
      },
      {
        text: 'Lower highs and lower lows',
        correct: false,
        explanation: 'That is a downtrend.',
      },
      {
        text: 'Highs and lows at about the same levels',
        correct: false,
        explanation: 'That is a range, a sideways market without a clear trend.',
      },
      {
        text: 'Higher highs and lower lows',
        correct: false,
        explanation: 'Swings widening in both directions show a volatile market, not a clear trend.',
      },
    ],
  },
  {
    id: 'charts-trends-2',
    kind: 'truefalse',
    lesson: 'timeframes-and-trends',
    prompt:
      'A one-hour chart and a daily chart of the same market can show trends in opposite directions at the same time.',
    options: [
      {
        text: 'True',
        correct: true,
        explanation:
          'A short fall on the hourly chart can be a pullback inside a longer rise on the daily chart; both are true at once.',
      },
      {
        text: 'False',
        correct: false,
        explanation:
          'Timeframes show the same market at different scales, so a pullback on a lower timeframe often runs against the higher timeframe\u2019s trend.',
      },
    ],
  },
  {
    id: 'charts-trends-3',
    kind: 'multiple',
    lesson: 'timeframes-and-trends',
    prompt: 'Which of these are sound uses of two timeframes together? Select all that apply.',
    options: [
      {
        text: 'Using the daily chart to decide to look only for buys, and the four-hour chart to time the entry',
        correct: true,
        explanation: 'Higher timeframe for direction, lower for timing, with a ratio of about 4 to 6 between them.',
      },
      {
        text: 'Using the four-hour chart for direction and the one-hour chart for timing',
        correct: true,
        explanation: 'Another common pair with a ratio of four.',
      },
      {
        text: 'Switching to a lower timeframe until you find a chart that agrees with the trade you want',
        correct: false,
        explanation:
          'Hunting for a timeframe that confirms a wish is not analysis; decide your timeframes in your plan before you look.',
      },
      {
        text: 'Checking the nearest daily support and resistance before entering on the four-hour chart',
        correct: true,
        explanation: 'Levels on the higher timeframe are where a lower-timeframe move is most likely to stall.',
      },
    ],
  },
  {
    id: 'charts-trends-4',
    kind: 'single',
    lesson: 'timeframes-and-trends',
    prompt: 'An uptrend\u2019s last higher low is at 1.2500. Which event most clearly breaks the uptrend?',
    options: [
      {
        text: 'A daily close at 1.2480',
        correct: true,
        explanation: 'A close below the last higher low ends the sequence of higher lows that defines the uptrend.',
      },
      {
        text: 'A red candle that closes at 1.2560',
        correct: false,
        explanation: 'Red candles are normal in an uptrend; the structure holds while the price stays above 1.2500.',
      },
      {
        text: 'The price pausing for two days at 1.2600',
        correct: false,
        explanation: 'A pause is not a break; trends move in pushes and pullbacks.',
      },
    ],
  },
  {
    id: 'charts-levels-1',
    kind: 'single',
    lesson: 'support-and-resistance',
    prompt: 'What is support?',
    options: [
      {
        text: 'A level where falling prices have repeatedly stopped and turned up',
        correct: true,
        explanation: 'Support acts like a floor, where buying has repeatedly appeared.',
      },
      {
        text: 'A level where rising prices have repeatedly stopped and turned down',
        correct: false,
        explanation: 'That is resistance, the ceiling.',
      },
      {
        text: 'A price the broker guarantees will not be broken',
        correct: false,
        explanation: 'No one guarantees a level; support breaks regularly.',
      },
      {
        text: 'The price at which your stop-loss sits',
        correct: false,
        explanation: 'Your stop goes beyond a support zone, but support is a feature of the chart, not of your order.',
      },
    ],
  },
  {
    id: 'charts-levels-2',
    kind: 'multiple',
    lesson: 'support-and-resistance',
    prompt: 'Which of these tend to make a support or resistance zone more significant? Select all that apply.',
    options: [
      {
        text: 'The price has turned there several times',
        correct: true,
        explanation: 'Repeated turns show that many orders are placed at the level.',
      },
      {
        text: 'It is visible on the daily chart, not only the one-minute chart',
        correct: true,
        explanation: 'Levels on higher timeframes are watched by more traders.',
      },
      {
        text: 'It lines up with a round number such as 1.1000',
        correct: true,
        explanation: 'Round numbers attract orders because people choose them.',
      },
      {
        text: 'You drew it as a single exact price',
        correct: false,
        explanation: 'Drawing a level more precisely does not make it stronger; real levels are zones.',
      },
    ],
  },
  {
    id: 'charts-levels-3',
    kind: 'truefalse',
    lesson: 'support-and-resistance',
    prompt: 'After a real breakout, broken resistance often acts as support when the price returns to it.',
    options: [
      {
        text: 'True',
        correct: true,
        explanation: 'This is role reversal: the old ceiling becomes a floor, often seen on a retest.',
      },
      {
        text: 'False',
        correct: false,
        explanation:
          'Role reversal is one of the most common behaviours of levels, though like everything on a chart it is not guaranteed.',
      },
    ],
  },
  {
    id: 'charts-levels-4',
    kind: 'single',
    lesson: 'support-and-resistance',
    prompt:
      'You want to buy at 1.3000 with a stop at 1.2960. The next resistance zone starts at 1.3050. What should you do?',
    options: [
      {
        text: 'Skip the trade: the target before resistance offers less than 1:2',
        correct: true,
        explanation:
          'The risk is 40 pips, so 1:2 needs a target 80 pips away at 1.3080; resistance at 1.3050 is only 50 pips away.',
      },
      {
        text: 'Take it and set the target at 1.3080, beyond the resistance',
        correct: false,
        explanation:
          'Putting the target beyond the zone where the move may stall makes the 1:2 look right on paper only.',
      },
      {
        text: 'Move the stop to 1.2990 so the ratio works',
        correct: false,
        explanation:
          'A stop must sit where the idea is wrong, not where the ratio looks good; a stop 10 pips from the entry would be hit by normal noise.',
      },
    ],
  },
  {
    id: 'charts-ma-1',
    kind: 'single',
    lesson: 'moving-averages-and-indicators',
    prompt: 'What does a 50-period simple moving average on a daily chart show?',
    options: [
      {
        text: 'The average close of the last 50 days, recalculated each day',
        correct: true,
        explanation: 'An SMA adds the last N closes and divides by N; each new day replaces the oldest.',
      },
      {
        text: 'A forecast of the price in 50 days',
        correct: false,
        explanation: 'Moving averages are built from past prices and forecast nothing.',
      },
      {
        text: 'The highest price of the last 50 days',
        correct: false,
        explanation: 'That would be a 50-day high, not an average.',
      },
    ],
  },
  {
    id: 'charts-ma-2',
    kind: 'truefalse',
    lesson: 'moving-averages-and-indicators',
    prompt: 'An RSI reading above 70 means the price will fall soon.',
    options: [
      {
        text: 'True',
        correct: false,
        explanation:
          'Above 70 means the price has risen fast; in a strong uptrend RSI can stay above 70 while prices keep rising.',
      },
      {
        text: 'False',
        correct: true,
        explanation: '"Overbought" describes the speed of the rise, not a forecast. It is not a sell signal by itself.',
      },
    ],
  },
  {
    id: 'charts-ma-3',
    kind: 'multiple',
    lesson: 'moving-averages-and-indicators',
    prompt: 'Which statements about moving-average crossovers are correct? Select all that apply.',
    options: [
      {
        text: 'They come after the move has started, because averages lag',
        correct: true,
        explanation: 'Averages are made of past closes, so they cross only once the price has already moved.',
      },
      {
        text: 'In a sideways market they often give false signals',
        correct: true,
        explanation: 'In a range the averages cross back and forth, producing losing signals.',
      },
      {
        text: 'A golden cross guarantees a rise',
        correct: false,
        explanation: 'No indicator guarantees anything; the 50-day crossing the 200-day is a lagging sign, often late.',
      },
      {
        text: 'They can be used as a filter for which direction to trade',
        correct: true,
        explanation: 'For example, only looking for buys while the fast average is above the slow one.',
      },
    ],
  },
  {
    id: 'charts-ma-4',
    kind: 'single',
    lesson: 'moving-averages-and-indicators',
    prompt: 'Why does adding more indicators to a chart usually not add more evidence?',
    options: [
      {
        text: 'Because most are calculated from the same closing prices, so they tend to agree or disagree together',
        correct: true,
        explanation:
          'Five tools built from the same data are closer to one opinion repeated than to five independent ones.',
      },
      {
        text: 'Because platforms allow only one indicator per chart',
        correct: false,
        explanation: 'Platforms allow many; the problem is what they measure, not a limit on the number.',
      },
      {
        text: 'Because indicators use future prices',
        correct: false,
        explanation: 'Indicators use only past prices, which is why they lag.',
      },
    ],
  },
];

import type { ChoiceItemSource } from './choice-item';

/*
 * The chosen-answer items of module 1, Introduction to Trading and Financial Markets. Figures agree with the lessons
 * and the site's own sources: the retail leverage limits of the risk warning, the contract and pip sizes of the
 * trader tools, and the course's risk guidance.
 */
export const choiceItems: ChoiceItemSource[] = [
  {
    id: 'intro-trading-1',
    kind: 'single',
    lesson: 'trading-vs-investing',
    prompt: 'Which of these is the clearest example of trading rather than investing?',
    options: [
      {
        text: 'Buying an index fund every month for a pension in 30 years',
        correct: false,
        explanation:
          'Regular buying for decades is investing: the return comes from long-term growth, not short moves.',
      },
      {
        text: 'Selling GBP/USD for two days because you expect the pound to fall, with a stop-loss set in advance',
        correct: true,
        explanation:
          'A short holding period, a view on the price direction and a planned exit are the marks of a trade.',
      },
      {
        text: 'Buying a government bond and holding it until it matures',
        correct: false,
        explanation: 'Holding a bond for its interest until maturity is investing (lending), not trading.',
      },
      {
        text: 'Buying shares of a company to receive its dividends for years',
        correct: false,
        explanation: 'Owning shares for their income over years is investing.',
      },
    ],
  },
  {
    id: 'intro-trading-2',
    kind: 'truefalse',
    lesson: 'trading-vs-investing',
    prompt: 'With a CFD, a trader can profit from a fall in price by going short.',
    options: [
      {
        text: 'True',
        correct: true,
        explanation:
          'Going short means opening by selling and closing later by buying back; if the price has fallen, the difference is a gain.',
      },
      {
        text: 'False',
        correct: false,
        explanation:
          'CFDs make going short as easy as going long, because you trade a contract on the price rather than owning the asset.',
      },
    ],
  },
  {
    id: 'intro-trading-3',
    kind: 'multiple',
    lesson: 'trading-vs-investing',
    prompt: 'Which of these can a trader control? Select all that apply.',
    options: [
      {
        text: 'How much of the account is risked on each trade',
        correct: true,
        explanation: 'Position size is the trader\u2019s choice; this course keeps it to 1-2% of capital per trade.',
      },
      {
        text: 'Where the price goes next',
        correct: false,
        explanation: 'No trader controls the market. Thinking otherwise leads to moving stops and hoping.',
      },
      {
        text: 'Where to exit if the trade goes wrong',
        correct: true,
        explanation:
          'The stop-loss is set by the trader before the trade, at the price where the idea is proved wrong.',
      },
      {
        text: 'Which trades to take, according to a written plan',
        correct: true,
        explanation: 'Choosing trades by a plan rather than a feeling is the trader\u2019s decision.',
      },
    ],
  },
  {
    id: 'intro-trading-4',
    kind: 'single',
    lesson: 'trading-vs-investing',
    prompt: 'How long does this course recommend practising on a demo account before trading real money?',
    options: [
      {
        text: 'One week',
        correct: false,
        explanation: 'A week shows too few trades to judge whether you can follow a plan.',
      },
      {
        text: '3-6 months',
        correct: true,
        explanation:
          'The course recommends 3-6 months on a demo account with 10,000 in virtual capital, trading it as if it were real.',
      },
      {
        text: 'Until the first winning trade',
        correct: false,
        explanation:
          'One win proves nothing: single results are close to chance. The process over many trades matters.',
      },
      {
        text: 'A demo account is not useful',
        correct: false,
        explanation: 'A demo lets you learn the platform and test your plan with real prices and no money at risk.',
      },
    ],
  },
  {
    id: 'intro-markets-1',
    kind: 'single',
    lesson: 'markets-at-a-glance',
    prompt: 'In the quote USD/JPY 150.00, which currency is the base?',
    options: [
      {
        text: 'The US dollar',
        correct: true,
        explanation: 'The first currency is the base: one US dollar costs 150.00 yen.',
      },
      {
        text: 'The Japanese yen',
        correct: false,
        explanation: 'The yen, written second, is the quote currency: the price is expressed in yen.',
      },
      {
        text: 'Neither: both are quote currencies',
        correct: false,
        explanation: 'Every pair has one base (first) and one quote (second) currency.',
      },
    ],
  },
  {
    id: 'intro-markets-2',
    kind: 'multiple',
    lesson: 'markets-at-a-glance',
    prompt: 'Which of these match the leverage limits for retail clients of UK and EU firms? Select all that apply.',
    options: [
      {
        text: 'Major currency pairs: up to 30:1',
        correct: true,
        explanation: 'Majors carry the highest retail limit, 30:1, so a margin of 3.33% of the position.',
      },
      {
        text: 'Gold and major indices: up to 20:1',
        correct: true,
        explanation: 'Non-major pairs, gold and major indices are limited to 20:1, a margin of 5%.',
      },
      {
        text: 'Individual shares: up to 5:1',
        correct: true,
        explanation: 'Shares move more than indices, so the limit is 5:1, a margin of 20%.',
      },
      {
        text: 'Cryptocurrencies: up to 30:1',
        correct: false,
        explanation:
          'EU retail clients are limited to 2:1 on crypto CFDs, and in the UK crypto derivatives may not be sold to retail clients at all.',
      },
    ],
  },
  {
    id: 'intro-markets-3',
    kind: 'truefalse',
    lesson: 'markets-at-a-glance',
    prompt: 'Leverage of 500:1 is available to retail clients of UK and EU regulated firms.',
    options: [
      {
        text: 'True',
        correct: false,
        explanation:
          'Leverage of 500:1 is offered only to professional clients or by firms outside the UK and the EU, without the same protections.',
      },
      {
        text: 'False',
        correct: true,
        explanation: 'UK and EU retail clients are limited to at most 30:1, on major currency pairs.',
      },
    ],
  },
  {
    id: 'intro-markets-4',
    kind: 'single',
    lesson: 'markets-at-a-glance',
    prompt: 'Which market trades every day of the week, including weekends?',
    options: [
      {
        text: 'Forex',
        correct: false,
        explanation: 'Forex trades around the clock from Monday to Friday but closes at the weekend.',
      },
      {
        text: 'Cryptocurrencies',
        correct: true,
        explanation: 'Crypto venues trade every hour of every day, which is one reason prices can jump at any time.',
      },
      {
        text: 'Individual shares',
        correct: false,
        explanation: 'Shares trade during their exchange\u2019s hours on working days only.',
      },
      {
        text: 'Stock indices',
        correct: false,
        explanation:
          'Stock exchanges are closed at weekends, so the indices built from their shares are not traded then; a few brokers quote special weekend prices, which are not the index itself.',
      },
    ],
  },
  {
    id: 'intro-brokers-1',
    kind: 'single',
    lesson: 'brokers-cfds-and-execution',
    prompt: 'What is a contract for difference (CFD)?',
    options: [
      {
        text: 'A share certificate held for you by the broker',
        correct: false,
        explanation: 'With a CFD you own no shares or other asset, only a contract.',
      },
      {
        text: 'An agreement to exchange the difference in an instrument\u2019s price between opening and closing',
        correct: true,
        explanation:
          'That is the definition: the broker pays you or you pay the broker the price difference times the size.',
      },
      {
        text: 'A loan from the broker that must be repaid with interest at a fixed date',
        correct: false,
        explanation: 'A leveraged CFD may be charged overnight financing, but it is not a loan with a repayment date.',
      },
    ],
  },
  {
    id: 'intro-brokers-2',
    kind: 'multiple',
    lesson: 'brokers-cfds-and-execution',
    prompt: 'Which of these are costs of a CFD trade? Select all that apply.',
    options: [
      {
        text: 'The spread between bid and ask',
        correct: true,
        explanation: 'You buy at the ask and close at the bid, so every trade pays the spread.',
      },
      {
        text: 'A commission per lot, on some account types',
        correct: true,
        explanation: 'Raw-spread accounts charge a commission instead of a wider spread.',
      },
      {
        text: 'Overnight financing (the swap) on positions held past the daily cut-off',
        correct: true,
        explanation: 'A leveraged position held overnight is charged, or occasionally credited, interest each night.',
      },
      {
        text: 'A share of the dividends of the companies in the index',
        correct: false,
        explanation:
          'Dividends are not a trading cost. Brokers may adjust index and share CFDs for dividends, but that is an adjustment, not a fee.',
      },
    ],
  },
  {
    id: 'intro-brokers-3',
    kind: 'truefalse',
    lesson: 'brokers-cfds-and-execution',
    prompt: 'A normal stop-loss order always closes your position at exactly the stop price.',
    options: [
      {
        text: 'True',
        correct: false,
        explanation:
          'A triggered stop becomes a market order; in a fast market or a gap it is filled at the first available price, which can be worse.',
      },
      {
        text: 'False',
        correct: true,
        explanation: 'Only a guaranteed stop, which some brokers offer for a fee, closes at exactly the stop price.',
      },
    ],
  },
  {
    id: 'intro-brokers-4',
    kind: 'single',
    lesson: 'brokers-cfds-and-execution',
    prompt: 'What is the most reliable way to check that a broker is regulated?',
    options: [
      {
        text: 'See whether its website shows a regulator\u2019s logo',
        correct: false,
        explanation: 'Anyone can copy a logo onto a website.',
      },
      {
        text: 'Find its licence on the regulator\u2019s own public register and check that the name and website match',
        correct: true,
        explanation: 'The register is the regulator\u2019s own record of which firms it has licensed.',
      },
      {
        text: 'Check that it offers leverage of 500:1',
        correct: false,
        explanation: 'High retail leverage suggests an entity outside UK and EU rules, not regulation.',
      },
      {
        text: 'Read its reviews on social media',
        correct: false,
        explanation: 'Reviews can be bought or faked and say nothing about a licence.',
      },
    ],
  },
  {
    id: 'intro-spread-1',
    kind: 'single',
    lesson: 'bid-ask-spread-pips-and-lots',
    prompt: 'EUR/USD is quoted 1.08500 / 1.08512. What is the spread?',
    options: [
      {
        text: '0.12 pip',
        correct: false,
        explanation: 'That would be 0.000012. The difference here is 0.00012.',
      },
      {
        text: '1.2 pips',
        correct: true,
        explanation: '1.08512 \u2212 1.08500 = 0.00012; a pip is 0.0001, so the spread is 1.2 pips (12 pipettes).',
      },
      {
        text: '12 pips',
        correct: false,
        explanation: '12 is the number of pipettes, tenths of a pip; 12 pips would be 0.0012.',
      },
    ],
  },
  {
    id: 'intro-spread-2',
    kind: 'multiple',
    lesson: 'bid-ask-spread-pips-and-lots',
    prompt: 'Which of these statements about pips and lots are correct? Select all that apply.',
    options: [
      {
        text: 'On USD/JPY, a pip is 0.01',
        correct: true,
        explanation: 'For pairs quoted in yen, the pip is the second decimal place.',
      },
      {
        text: 'A mini lot is 10,000 units of the base currency',
        correct: true,
        explanation: 'Standard 100,000, mini 10,000 and micro 1,000 units.',
      },
      {
        text: 'One pip on 1 lot of EUR/USD is worth $1',
        correct: false,
        explanation: 'One lot is 100,000 euros, and 100,000 \u00d7 0.0001 = $10. $1 a pip is 0.1 lot.',
      },
      {
        text: 'A pipette is a tenth of a pip',
        correct: true,
        explanation: 'The fifth decimal on EUR/USD (third on yen pairs) is the pipette, or fractional pip.',
      },
    ],
  },
  {
    id: 'intro-spread-3',
    kind: 'truefalse',
    lesson: 'bid-ask-spread-pips-and-lots',
    prompt: 'When you close a long (buy) position, you sell at the bid price.',
    options: [
      {
        text: 'True',
        correct: true,
        explanation: 'A long opens at the ask and closes at the bid, the lower of the two prices.',
      },
      {
        text: 'False',
        correct: false,
        explanation:
          'Closing a long means selling, and you always sell at the bid. It is a short position that closes at the ask.',
      },
    ],
  },
  {
    id: 'intro-spread-4',
    kind: 'single',
    lesson: 'bid-ask-spread-pips-and-lots',
    prompt: 'Why is the pip value of a USD/JPY position in a US dollar account not a round number?',
    options: [
      {
        text: 'Because the pip value is in yen and must be converted at the current rate',
        correct: true,
        explanation:
          'One lot is worth 1,000 yen a pip; at 150.00 yen to the dollar that is about $6.67, and it changes as the rate moves.',
      },
      {
        text: 'Because brokers charge a fee on yen pairs',
        correct: false,
        explanation: 'Fees do not change the pip value; the conversion from yen to dollars does.',
      },
      {
        text: 'Because a yen lot holds fewer units',
        correct: false,
        explanation: 'A lot of USD/JPY is still 100,000 units of the base currency, the US dollar.',
      },
    ],
  },
];

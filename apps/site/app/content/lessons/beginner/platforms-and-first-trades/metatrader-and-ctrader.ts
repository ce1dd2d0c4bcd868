import type { Lesson } from '../../lesson.schema';

export const lesson: Lesson = {
  slug: 'metatrader-and-ctrader',
  title: 'Setting up MetaTrader and cTrader',
  summary:
    'How to install MetaTrader or cTrader from your broker, log in to a demo account, and find your way around quotes, charts, orders and your account figures.',
  minutes: 12,
  objectives: [
    'Explain what a trading platform does and how it relates to your broker',
    'Install a platform from a broker and log in with demo account details',
    'Find the quotes list, charts, the order window and the account figures',
    'Read a five-decimal quote and its spread in pips',
  ],
  body: `## Platform and broker: two different things

A **trading platform** is the software you use to see prices, read charts and place orders. The **broker** is the company that holds your account, quotes the prices and executes your trades. The platform is the window; the broker is what is behind it.

The three platforms you will meet most often are **MetaTrader 4** (MT4) and **MetaTrader 5** (MT5), both made by MetaQuotes, and **cTrader**, made by Spotware. You do not buy them: brokers license them and give them to their clients free of charge. All three offer demo accounts. Which one you can use depends on which your broker offers, so many traders choose the broker first and the platform second.

In short, from the site's [platforms overview](/platforms):

- **MT4** is simple and widely supported, popular for forex, with four pending order types.
- **MT5** adds more timeframes, indicators, order types and asset classes.
- **cTrader** has a modern interface, detailed trade statistics and is often offered on raw-spread accounts with a commission per trade.

There is no single best platform. For this course any of them will do, and the skills carry over from one to another.

## Step 1: get the platform from your broker

Download the platform from **your broker's website** or the client area of your account, not from a random download site. The broker's version comes set up with its own server list, which saves you a step when you log in. Each platform exists for desktop computers, in a web browser and as mobile apps for iOS and Android; the desktop or web version is easiest for learning, because the screen is bigger.

## Step 2: open a demo account and log in

Open a demo account with the broker (the lesson after next covers this in detail). You will receive login details:

- **MetaTrader** uses an **account number** (the login), a **password** and the name of the broker's **server**. The server name matters: a demo account lives on a demo server, and the platform cannot connect if you pick the wrong one.
- **cTrader** uses a **cTrader ID**, an e-mail address and password, under which all your accounts with that broker are listed. You then choose the demo account from the list.

Once connected, the prices start to move and the connection indicator, usually in a bottom corner of the window, shows that you are online. Check that the account is marked as a demo account before you place any order.

## Step 3: find your way around

The layouts differ, but every platform has the same four parts.

**The quotes list.** In MetaTrader it is called **Market Watch**; in cTrader the list of symbols and watchlists sits on the left. It shows each instrument with its **bid** (the price you sell at) and **ask** (the price you buy at). If an instrument is missing, it is usually hidden rather than unavailable: in Market Watch, right-click and choose to show all symbols.

**Charts.** Open a chart from the quotes list, then choose the chart type (candlesticks, as in module 2) and the timeframe. Indicators such as moving averages are added from a menu or the navigator panel.

**The order window.** This is where you choose the instrument, the direction, the **volume in lots**, and the **stop-loss** and **take-profit** levels. In MetaTrader it is the New Order window; in cTrader, the new order form. Both also offer **one-click trading**, which places an order the moment you click buy or sell, with no confirmation window. Leave it switched off while you learn: a confirmation step catches mistakes such as a wrong volume.

**The account panel.** In MetaTrader the Trade tab of the Toolbox (called Terminal in MT4) at the bottom of the screen; in cTrader the TradeWatch panel. It shows your open positions, pending orders and the account figures from the leverage lesson: **balance**, **equity**, **margin**, **free margin** and **margin level**. A history tab lists closed trades, which is the raw material for your journal.

## Step 4: check the instrument's details

Before trading an instrument, look at its specification: contract size, the smallest volume and volume step, the number of decimals, and the trading hours. In MetaTrader, right-click the instrument in Market Watch and choose **Specification**; cTrader shows the same information for each symbol. For EUR/USD at most brokers, one lot is 100,000 euros, the smallest volume 0.01 lots and the volume step 0.01, the same as the site's [pip value calculator](/tools/pip-value) assumes. Brokers do differ, especially on indices and metals, so always check.

## Reading a five-decimal quote

Most brokers quote EUR/USD to **five decimals**, for example 1.08500. A **pip** is still the fourth decimal, 0.0001; the fifth decimal is a tenth of a pip, sometimes called a pipette.

MetaTrader calls the smallest price step a **point**. On a five-decimal quote, a point is 0.00001, so **10 points make 1 pip**. When a platform asks for a distance in points, a 50-pip stop is 500 points. Mixing them up gives you a stop ten times too close or too far, so check which unit a field uses.

## Set up your workspace once

A tidy workspace makes practice easier:

- Show only the instruments you will practise on, for example EUR/USD and one or two others, in the quotes list.
- Save a chart layout (a template) with your candlestick colours and one or two indicators.
- Put the account panel where you can always see equity and free margin.

## Stay safe

- **Keep your login details private.** Nobody from a genuine broker needs your password. Be wary of messages that ask for it or offer to "manage" your account.
- **Check which account you are in.** Brokers keep demo and real accounts on different servers and the platform shows which one is connected. Before every order, glance at the account name or number.
- **Download updates only through the platform or your broker.**
- **Use the mobile app to monitor, not to learn.** A small screen makes it easy to tap the wrong volume.

## Next step

Your platform is ready. The next lesson explains the orders you can place in it: market orders, which fill now, and pending orders, which wait for a price you choose.`,
  example: {
    title: 'Reading the quote and the account panel after a first demo trade',
    body: `Market Watch shows EUR/USD with a **bid of 1.08500** and an **ask of 1.08512**.

1. **Spread**: 1.08512 − 1.08500 = 0.00012. A pip is 0.0001, so the spread is **1.2 pips**, which MetaTrader shows as **12 points**.
2. **Cost of the spread on 0.20 lots**: one pip on one lot is worth 10 US dollars, so on 0.20 lots it is 2 US dollars. The spread costs 1.2 × 2 = **2.40 US dollars**, paid the moment the trade opens.

You buy **0.20 lots** at the ask, **1.08512**, on a 10,000 US dollar demo account with 30:1 leverage, with a stop-loss 50 pips away at **1.08012** and a take-profit 100 pips away at **1.09512**.

3. **Margin**: 0.20 × 100,000 × 1.08512 = 21,702.40 US dollars of position; ÷ 30 = **723.41** of margin.
4. **Equity just after opening**: the position is valued at the bid, 1.2 pips below the entry, so it shows a loss of **2.40**. Equity is 10,000 − 2.40 = **9,997.60**.
5. **Free margin**: 9,997.60 − 723.41 = **9,274.19**.

If you entered the stop in points by mistake as 50, it would sit only 5 pips away, at 1.08462, and any ordinary wobble would close the trade.`,
  },
  checks: [
    {
      question: 'Where should you download MetaTrader or cTrader from?',
      options: [
        'Any download site that offers it',
        'Your broker\u2019s website or client area',
        'A link in a social media message',
        'It cannot be downloaded; it only runs in a browser',
      ],
      answer: 1,
      explanation:
        'Brokers give their clients the platform, set up with their own servers. Downloading from your broker avoids fake copies and connection problems.',
    },
    {
      question: 'What do you need to log in to a MetaTrader demo account?',
      options: [
        'Only your e-mail address',
        'The account number, password and the broker\u2019s server name',
        'A cTrader ID',
        'Your bank card details',
      ],
      answer: 1,
      explanation:
        'MetaTrader logs in with the account number, its password and the server it lives on. A cTrader ID is how cTrader logs in, not MetaTrader.',
    },
    {
      question: 'EUR/USD is quoted 1.08500 / 1.08512. What is the spread?',
      options: ['0.12 pips', '1.2 pips', '12 pips', '120 pips'],
      answer: 1,
      explanation:
        'The difference is 0.00012. A pip is 0.0001, so that is 1.2 pips, or 12 points in MetaTrader, where a point is the fifth decimal.',
    },
    {
      question: 'Why is it wise to leave one-click trading off while you learn?',
      options: [
        'One-click orders are filled at worse prices',
        'It places the order without a confirmation step, so a mistake such as a wrong volume goes straight to the market',
        'One-click trading only works on live accounts',
        'It removes the stop-loss from every order',
      ],
      answer: 1,
      explanation:
        'One-click trading skips the confirmation window. That is convenient later, but while you learn the confirmation step catches errors before they become trades.',
    },
  ],
  terms: ['trading-platform', 'metatrader-4', 'metatrader-5', 'ctrader', 'bid', 'ask', 'spread', 'pip', 'point', 'lot'],
  sources: [
    { label: 'Trading platforms overview', href: '/platforms' },
    { label: 'MetaTrader 4', href: '/platforms/mt4' },
    { label: 'MetaTrader 5', href: '/platforms/mt5' },
    { label: 'cTrader', href: '/platforms/ctraders' },
    { label: 'Pip value calculator', href: '/tools/pip-value' },
    { label: 'Margin calculator', href: '/tools/margin' },
  ],
};

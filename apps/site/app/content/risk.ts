/*
 * The site-wide risk warning, written once: the bar at the top of every page, the footer's longer
 * version and the opening of /risk-warning. The site is not a CFD provider, so it quotes no "% of retail
 * investor accounts lose money with this provider" figure; each promoted broker shows its own.
 */

const summary = 'CFDs are complex instruments and come with a high risk of losing money rapidly due to leverage.';
const details =
  'You should consider whether you understand how CFDs work and whether you can afford to take the high risk of losing your money.';

export const riskWarning = {
  title: 'Risk warning',
  /** The first sentence: all the bar shows on a phone (ESMA allows it for space-limited media). */
  summary,
  details,
  /** The full page the bar links to. */
  href: '/risk-warning',
  linkLabel: 'Full risk warning',
  /** The footer's longer version. */
  footer: [
    `${summary} ${details}`,
    'UPM Trading is not a broker and does not hold client money. Our signals, webinars and courses are general education, not personal financial advice: weigh every idea against your own circumstances.',
    'Past performance is not a reliable indicator of future results. Leverage above 1:30 is available only to professional clients or through non-EU/UK entities; crypto CFDs may not be sold to retail clients in the UK.',
  ],
} as const;

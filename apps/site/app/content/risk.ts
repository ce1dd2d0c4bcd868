/*
 * The site-wide risk warning shown in the footer. Placeholder wording (the standard CFD warning) until the
 * content team supplies the final text; the percentage lives in one constant so a new figure is one edit.
 */

/** Share of retail investor accounts that lose money trading CFDs with this provider, in percent. */
export const RETAIL_CFD_LOSS_PERCENT = 74;

export const riskWarning = {
  title: 'Risk warning',
  text: `CFDs are complex instruments and come with a high risk of losing money rapidly due to leverage. ${RETAIL_CFD_LOSS_PERCENT}% of retail investor accounts lose money when trading CFDs with this provider. You should consider whether you understand how CFDs work and whether you can afford to take the high risk of losing your money.`,
} as const;

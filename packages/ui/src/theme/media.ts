/**
 * Media queries shared by components. CSS custom properties cannot be used inside media queries, so the
 * breakpoints live here as constants rather than in the theme contract.
 */
export const media = {
  /**
   * From this width the header shows the full navigation; below it, the mobile menu. The five sections, three
   * links, the brand and the header's actions (search, account, colour scheme) need about 1,200 px: at 64em the
   * sign-in link and the colour toggle were pushed off the right edge of a 1024 px screen.
   */
  navDesktop: 'screen and (min-width: 80em)',
  navMobile: 'screen and (max-width: 79.99em)',
  /** Phones, where the header's bar shows the brand's mark without its name so the actions fit beside it. */
  headerNarrow: 'screen and (max-width: 29.99em)',
  /** Layout breakpoints (mobile first): page padding, section rhythm, stacks that turn into rows. */
  tabletUp: 'screen and (min-width: 40em)',
  /** Phones: narrower than a tablet (tables stack their rows here). */
  belowTablet: 'screen and (max-width: 39.99em)',
  desktopUp: 'screen and (min-width: 64em)',
  /** Touch screens, or any screen narrower than a tablet: links get the full 44 px target height there. */
  touch: '(pointer: coarse), screen and (max-width: 39.99em)',
  /** Motion is opt-in: animations are written inside this query so reduced-motion users get none. */
  motionSafe: '(prefers-reduced-motion: no-preference)',
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;

/**
 * Media queries shared by components. CSS custom properties cannot be used inside media queries, so the
 * breakpoints live here as constants rather than in the theme contract.
 */
export const media = {
  /** From this width the header shows the full navigation; below it, the mobile menu. */
  navDesktop: 'screen and (min-width: 64em)',
  navMobile: 'screen and (max-width: 63.99em)',
  /** The narrow end of the full navigation, where its links sit closer together to stay on one line. */
  navCompact: 'screen and (min-width: 64em) and (max-width: 79.99em)',
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

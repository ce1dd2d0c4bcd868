import { media, vars } from '@upm/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

/*
 * Before hydration, <html data-widgets> (set by the inline consentBootScript from the cookie) decides what shows,
 * so the first paint is already right: no banner and no widget boxes flashing in or out. Without scripts the
 * attribute is absent: no banner (nothing could load anyway) and the compact notices.
 */
const accepted = 'html[data-widgets="accept"]';
const undecided = 'html[data-widgets=""]';

/** The banner shows only while no choice is stored. */
export const banner = style({
  display: 'none',
  selectors: { [`${undecided} &`]: { display: 'block' } },
});

// While the banner shows, the page ends that much lower, so its last links (the footer's) can be scrolled above
// the banner, and keyboard focus scrolled into view stays above it (WCAG 2.2, 2.4.11 Focus Not Obscured). The
// banner is 9.2rem tall at 320 px, 3.9rem from the tablet width up.
const bannerSpace = { phone: '10rem', wide: '5rem' };
globalStyle(undecided, {
  scrollPaddingBottom: bannerSpace.phone,
  '@media': { [media.tabletUp]: { scrollPaddingBottom: bannerSpace.wide } },
});
globalStyle(`${undecided} body`, {
  paddingBlockEnd: bannerSpace.phone,
  '@media': { [media.tabletUp]: { paddingBlockEnd: bannerSpace.wide } },
});

/** Server-rendered notice: hidden at once for a visitor who accepted (their boxes show instead). */
export const noticeUnlessAccepted = style({
  selectors: { [`${accepted} &`]: { display: 'none' } },
});

/** Server-rendered widget boxes: shown only to a visitor who accepted, at their reserved height. */
export const widgetsIfAccepted = style({
  display: 'none',
  selectors: { [`${accepted} &`]: { display: 'block' } },
});

export const settings = style({ display: 'grid', gap: vars.space['4'], justifyItems: 'start' });

export const settingsActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['3'],
  minBlockSize: vars.size.tapTarget,
});

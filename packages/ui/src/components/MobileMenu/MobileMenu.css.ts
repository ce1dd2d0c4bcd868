import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';
import { menuLink, menuList } from '../SiteHeader/siteNavigation.css';

/** The hamburger button (and, with the same look, the close button in the panel). */
export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['2'],
  minInlineSize: vars.size.tapTarget,
  minBlockSize: vars.size.tapTarget,
  paddingInline: vars.space['2'],
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surface },
  },
});

/** The default: the button shows only below the desktop breakpoint, where the header's own nav is hidden. */
export const triggerBelowDesktop = style({
  '@media': {
    [media.navDesktop]: { display: 'none' },
  },
});

export const icon = style({
  inlineSize: '1.5em',
  blockSize: '1.5em',
});

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const slideIn = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'none' } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  backgroundColor: `color-mix(in srgb, ${vars.color.surfaceInverse} 55%, transparent)`,
  '@media': {
    [media.motionSafe]: { animation: `${fadeIn} ${vars.duration.normal} ease-out` },
  },
});

export const panel = style({
  position: 'fixed',
  insetBlock: 0,
  insetInlineEnd: 0,
  zIndex: vars.zIndex.modal,
  display: 'flex',
  flexDirection: 'column',
  inlineSize: 'min(100%, 24rem)',
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  '@media': {
    [media.motionSafe]: { animation: `${slideIn} ${vars.duration.normal} ease-out` },
  },
  selectors: {
    '&:focus': { outline: 'none' },
  },
});

export const panelHeader = style({
  position: 'sticky',
  insetBlockStart: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['4'],
  minBlockSize: vars.size.headerHeight,
  paddingInline: vars.space['4'],
  backgroundColor: vars.color.surfaceRaised,
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const title = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const close = trigger;

export const nav = style({
  padding: vars.space['4'],
});

export const list = menuList;

export const subList = style([
  list,
  {
    marginBlockEnd: vars.space['2'],
    paddingInlineStart: vars.space['4'],
    borderInlineStart: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    marginInlineStart: vars.space['3'],
  },
]);

export const link = style([menuLink, { selectors: { '&:hover': { backgroundColor: vars.color.surface } } }]);

export const groupLink = style([link, { fontWeight: vars.fontWeight.semibold }]);

/** Set on <html> while the panel is open: the page behind it does not scroll. */
export const scrollLocked = style({});
globalStyle(`${scrollLocked}, ${scrollLocked} body`, { overflow: 'hidden' });

/** The disclosure served before scripts run: a plain element, so the panel below is placed against the header. */
export const disclosure = style({});

export const summary = style({
  listStyle: 'none',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    [`${disclosure}[open] > &`]: { backgroundColor: vars.color.surface },
  },
});

/**
 * Under the header (its root is the containing block), full width. While the disclosure is open the header
 * stops sticking (`unstickWhileMenuOpen`), so the page itself scrolls to the last link, whatever sits above
 * the header (a ticker, a risk warning). Browsers without :has() keep the header stuck and scroll the panel.
 */
export const disclosurePanel = style({
  position: 'absolute',
  insetBlockStart: '100%',
  insetInline: 0,
  zIndex: vars.zIndex.modal,
  '@supports': {
    'not selector(:has(*))': {
      maxBlockSize: `calc(100dvh - ${vars.size.headerHeight})`,
      overflowY: 'auto',
      overscrollBehavior: 'contain',
    },
  },
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  boxShadow: vars.shadow.lg,
  selectors: {
    // Closed, the browser hides it with content-visibility, which also makes the 44 px <details> its containing
    // block; out of layout altogether, it measures as nothing.
    [`${disclosure}:not([open]) > &`]: { display: 'none' },
  },
});

/**
 * For the sticky element holding the header (the header's own root, or a wrapper around it and more): while the
 * disclosure inside is open it scrolls with the page, so none of the menu's links is out of reach.
 */
export const unstickWhileMenuOpen = style({
  selectors: {
    [`&:has(${disclosure}[open])`]: { position: 'relative' },
  },
});

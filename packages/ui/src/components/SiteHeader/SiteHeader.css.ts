import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';
import { menuLink, menuList } from './siteNavigation.css';

const enter = keyframes({
  from: { transform: 'translateY(-100%)' },
  to: { transform: 'none' },
});

export const root = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: vars.zIndex.header,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  '@media': {
    // The header slides in over 0.5 s. Transform only, so the header paints (and counts for LCP)
    // at once; reduced-motion visitors get no animation at all.
    [media.motionSafe]: {
      animation: `${enter} ${vars.duration.slow} ease-out`,
      transitionProperty: 'box-shadow, border-color, background-color',
      transitionDuration: vars.duration.normal,
    },
  },
});

/**
 * After 50 px of scrolling. Shadow and border only: the height stays the same, so the content
 * under the sticky header never moves (no layout shift).
 */
export const scrolled = style({
  boxShadow: vars.shadow.md,
  borderBlockEndColor: 'transparent',
});

export const inner = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['4'],
  blockSize: vars.size.headerHeight,
  // Wider than the page's container: the full navigation and the actions beside it need more than its 72rem.
  maxInlineSize: '90rem',
  marginInline: 'auto',
  paddingInline: vars.space['4'],
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minBlockSize: vars.size.tapTarget,
  color: vars.color.text,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  whiteSpace: 'nowrap',
});

/** On phones the name stays the link's accessible name but is not drawn: the mark alone leaves room for the actions. */
export const brandName = style({
  '@media': {
    [media.headerNarrow]: {
      position: 'absolute',
      inlineSize: '1px',
      blockSize: '1px',
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    },
  },
});

export const brandMark = style({
  inlineSize: '1.75em',
  blockSize: '1.75em',
  flexShrink: 0,
  color: vars.color.primary,
});

export const brandMarkInkStroke = style({ stroke: vars.color.primaryText });
export const brandMarkInkFill = style({ fill: vars.color.primaryText });

/** The desktop navigation; below the breakpoint the mobile menu takes over. */
export const nav = style({
  display: 'none',
  '@media': {
    [media.navDesktop]: { display: 'block' },
  },
});

export const list = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['1'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  position: 'relative',
});

const navControl = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  minBlockSize: vars.size.tapTarget,
  paddingInline: vars.space['2'],
  border: 0,
  borderRadius: vars.radius.md,
  backgroundColor: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  // One line per link: with five dropdowns, "IB Partners" wrapped at 1024 px. The links sit close together (a
  // narrow padding) so the search and the account link fit beside them.
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&:hover, &[data-state="open"]': { backgroundColor: vars.color.surface },
  },
});

export const topLink = style([
  navControl,
  {
    selectors: {
      '&[aria-current="page"]': {
        color: vars.color.primary,
        textDecoration: 'underline',
        textDecorationThickness: '0.15em',
        textUnderlineOffset: '0.4em',
      },
    },
  },
]);

/** The chevron button after a section's link: narrow, the link beside it carries the name. */
export const trigger = style([
  navControl,
  { minInlineSize: vars.space['8'], paddingInline: vars.space['1'], justifyContent: 'center' },
]);

/** A section's link and its chevron sit side by side as one control. */
export const section = style({ display: 'flex', alignItems: 'center' });

/** The link of the section the visitor is in, when it is a sub-page (the overview itself gets aria-current). */
export const sectionCurrent = style({
  color: vars.color.primary,
  textDecoration: 'underline',
  textDecorationThickness: '0.15em',
  textUnderlineOffset: '0.4em',
});

export const chevron = style({
  inlineSize: '1em',
  blockSize: '1em',
  '@media': {
    [media.motionSafe]: { transition: `transform ${vars.duration.fast} ease-out` },
  },
  selectors: {
    [`${trigger}[data-state="open"] &`]: { transform: 'rotate(180deg)' },
  },
});

export const content = style({
  position: 'absolute',
  insetBlockStart: `calc(100% + ${vars.space['2']})`,
  insetInlineStart: 0,
  minInlineSize: '16rem',
  padding: vars.space['2'],
  backgroundColor: vars.color.surfaceRaised,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  zIndex: vars.zIndex.overlay,
});

export const contentList = menuList;

export const contentLink = style([
  menuLink,
  { selectors: { '&:hover, &:focus-visible': { backgroundColor: vars.color.surface } } },
]);

/**
 * Before scripts run there is no dropdown logic: the sub-links show while the section is hovered or holds focus,
 * so a keyboard user tabs from the section's link into them (docs/decisions/018).
 */
export const contentWithoutScripts = style({
  display: 'none',
  selectors: {
    [`${section}:hover > &, ${section}:focus-within > &`]: { display: 'block' },
    // Bridges the gap above the panel, so the pointer can travel from the link into it.
    '&::before': {
      content: '""',
      position: 'absolute',
      insetInline: 0,
      insetBlockEnd: '100%',
      blockSize: vars.space['2'],
    },
  },
});

export const overviewLink = style({
  fontWeight: vars.fontWeight.semibold,
});

/** The overview link leads the dropdown, set apart from the sub-pages by a rule. */
export const overviewItem = style({
  paddingBlockEnd: vars.space['1'],
  marginBlockEnd: vars.space['1'],
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
});

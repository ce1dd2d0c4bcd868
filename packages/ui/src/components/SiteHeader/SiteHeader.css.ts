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
    // Spec §9: the header slides in over 0.5 s. Transform only, so the header paints (and counts for LCP)
    // at once; reduced-motion visitors get no animation at all.
    [media.motionSafe]: {
      animation: `${enter} ${vars.duration.slow} ease-out`,
      transitionProperty: 'box-shadow, border-color, background-color',
      transitionDuration: vars.duration.normal,
    },
  },
});

/**
 * Spec §2/§9: after 50 px of scrolling. Shadow and border only: the height stays the same, so the content
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
  // The container width plus its gutters, so the bar lines up with page sections (they pad outside it).
  maxInlineSize: `calc(${vars.size.container} + 2 * ${vars.space['4']})`,
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
  paddingInline: vars.space['3'],
  border: 0,
  borderRadius: vars.radius.md,
  backgroundColor: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  // One line per link: with five dropdowns, "IB Partners" wrapped at 1024 px.
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&:hover, &[data-state="open"]': { backgroundColor: vars.color.surface },
  },
  '@media': { [media.navCompact]: { paddingInline: vars.space['2'] } },
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

export const trigger = style([navControl]);

/** The trigger of the section the visitor is in (the trigger is a button, so it cannot carry aria-current). */
export const triggerCurrent = style({
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

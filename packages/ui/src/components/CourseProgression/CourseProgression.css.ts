import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

export const root = style({ minInlineSize: 0 });

/**
 * One column on phones (the arrows point down), one row from a tablet up: three steps never wrap 2 + 1 with a
 * dangling arrow.
 */
export const list = style({
  display: 'flex',
  flexDirection: 'column',
  '@media': { [media.tabletUp]: { flexDirection: 'row' } },
  alignItems: 'stretch',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  counterReset: 'step',
});

export const item = style({
  display: 'flex',
  gap: vars.space['2'],
  flex: '1 1 0',
  minInlineSize: 0,
  counterIncrement: 'step',
  flexDirection: 'column',
  alignItems: 'stretch',
  '@media': { [media.tabletUp]: { flexDirection: 'row', alignItems: 'center' } },
});

/** The arrow between steps: decoration only, the list order carries the meaning. */
export const arrow = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.lg,
  alignSelf: 'center',
  transform: 'rotate(90deg)',
  '@media': { [media.tabletUp]: { transform: 'none' } },
  selectors: {
    [`${item}:last-child &`]: { display: 'none' },
  },
});

export const step = style({
  flex: 1,
  display: 'grid',
  gap: vars.space['1'],
  minBlockSize: vars.size.tapTarget,
  paddingBlock: vars.space['3'],
  paddingInline: vars.space['4'],
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.primary },
    '&[aria-current="step"]': {
      backgroundColor: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.color.primaryText,
    },
  },
});

export const stepNumber = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  textTransform: 'uppercase',
  letterSpacing: '0.05em',
});

export const stepLabel = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.md });

export const stepDetail = style({ fontSize: vars.fontSize.sm });

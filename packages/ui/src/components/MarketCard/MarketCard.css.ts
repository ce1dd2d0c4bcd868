import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: vars.shadow.sm,
  blockSize: '100%',
  transition: `box-shadow ${vars.duration.fast}, border-color ${vars.duration.fast}`,
  selectors: {
    // The whole card reacts when its one link is hovered or focused (the link stretches over it).
    '&:hover, &:focus-within': { borderColor: vars.color.borderStrong, boxShadow: vars.shadow.md },
  },
});

export const size = {
  regular: style({ padding: vars.space['6'] }),
  compact: style({ padding: vars.space['4'] }),
};

export const title = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

export const summary = style({ color: vars.color.textMuted });

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const fact = style({
  paddingBlock: vars.space['1'],
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const footer = style({ marginBlockStart: 'auto' });

/** The card's one link; its ::after covers the card so the whole card is a tap target. */
export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minBlockSize: vars.size.tapTarget,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.primary,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  selectors: {
    '&:hover': { color: vars.color.primaryHover },
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg },
  },
});

import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

/** Fixed to the bottom: out of the flow, so it never shifts the page when it appears or goes. */
export const root = style({
  position: 'fixed',
  insetInline: 0,
  insetBlockEnd: 0,
  zIndex: vars.zIndex.overlay,
  borderBlockStart: `${vars.borderWidth.medium} solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.md,
});

export const inner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  maxInlineSize: vars.size.container,
  marginInline: 'auto',
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['4'],
  '@media': { [media.tabletUp]: { paddingInline: vars.space['6'], gap: vars.space['4'] } },
});

export const text = style({ margin: 0, flex: '1 1 20rem', lineHeight: vars.lineHeight.tight });

export const link = style({ color: 'inherit', textDecoration: 'underline' });

export const actions = style({ display: 'flex', gap: vars.space['2'], flexShrink: 0 });

import { vars } from '@upm/ui/theme';
import { style } from '@vanilla-extract/css';
import { surfaceBox, wrappingRow } from '~/platform/page-layout.css';
import { stack, termColumns } from '~/platform/style-helpers';

export const section = style(stack(vars.space['3']));

export const heading = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.xl });

export const lead = style({ margin: 0, color: vars.color.textMuted, maxInlineSize: vars.size.containerNarrow });

/** The cost in large type, its working out beside it. */
export const costFigure = style({ margin: 0, fontSize: vars.fontSize['2xl'], fontWeight: vars.fontWeight.bold });

export const working = style({ margin: 0, fontWeight: vars.fontWeight.semibold });

/** 'Start Trading', its Ad label and the broker's risk statement beside it. */
export const referral = style({ ...wrappingRow, gap: vars.space['3'], padding: vars.space['4'], ...surfaceBox });

export const risk = style({ margin: 0, flexBasis: '100%', fontSize: vars.fontSize.md });

export const facts = style(termColumns('minmax(8rem, max-content)', vars.space['6'], vars.space['2']));

export const factLabel = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.medium });

export const factValue = style({ margin: 0, fontWeight: vars.fontWeight.semibold });

export const list = style({ ...stack(vars.space['2']), margin: 0, paddingInlineStart: vars.space['5'] });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const header = style({ ...wrappingRow, gap: vars.space['4'] });

export const logo = style({ inlineSize: vars.space['16'], blockSize: vars.space['16'], objectFit: 'contain' });

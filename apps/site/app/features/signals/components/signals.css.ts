import { style } from '@vanilla-extract/css';
import { media, vars } from '@upm/ui/theme';

export const stack = style({ display: 'grid', gap: vars.space['4'], alignContent: 'start' });

export const periods = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))',
});

export const period = style({
  display: 'grid',
  gap: vars.space['2'],
  padding: vars.space['4'],
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
});

export const figureList = style({ display: 'grid', gap: vars.space['1'], margin: 0 });

export const figures = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: `${vars.space['1']} ${vars.space['4']}`,
  margin: 0,
});

export const figure = style({ margin: 0, fontVariantNumeric: 'tabular-nums', textAlign: 'end' });

export const disclaimer = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const links = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['4'] });

export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['4'],
  alignItems: 'flex-end',
});

export const timeline = style({ display: 'grid', gap: vars.space['2'], paddingInlineStart: vars.space['6'] });

export const demoNotice = style({ margin: `${vars.space['4']} auto 0`, maxWidth: '72rem', width: 'calc(100% - 2rem)' });

/** The R charts: scaled to the column, never wider than a comfortable reading width; one drawing per width. */
const chart = { inlineSize: '100%', blockSize: 'auto', overflow: 'visible' } as const;
export const chartWide = style({
  ...chart,
  maxInlineSize: '48rem',
  '@media': { [media.belowTablet]: { display: 'none' } },
});
export const chartNarrow = style({ ...chart, '@media': { [media.tabletUp]: { display: 'none' } } });

export const chartLine = style({ fill: 'none', stroke: vars.color.primary, strokeWidth: 2.5 });

export const chartLineNegative = style({ fill: 'none', stroke: vars.color.negative, strokeWidth: 2 });

export const chartArea = style({ fill: vars.color.negativeSurface, stroke: 'none' });

export const chartGrid = style({ stroke: vars.color.border, strokeWidth: 1 });

export const chartZero = style({ stroke: vars.color.borderStrong, strokeDasharray: '4 4', strokeWidth: 1 });

export const chartAxis = style({ stroke: vars.color.borderStrong, strokeWidth: 1 });

// 14 user units: 14 px on the wide drawing at full width, about 13 px on the narrow one on a 343 px column.
export const chartLabel = style({ fill: vars.color.textMuted, fontSize: '14px', fontVariantNumeric: 'tabular-nums' });

/** A win or a loss: coloured, and signed and worded so colour is never the only mark. */
export const win = style({ color: vars.color.positive, fontWeight: vars.fontWeight.semibold });
export const loss = style({ color: vars.color.negative, fontWeight: vars.fontWeight.semibold });

export const method = style({ display: 'grid', gap: vars.space['3'], margin: 0, maxInlineSize: '48rem' });

export const methodTerm = style({ fontWeight: vars.fontWeight.semibold });

export const methodText = style({ margin: 0, marginBlockEnd: vars.space['2'] });

export const figureHeading = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

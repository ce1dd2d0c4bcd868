import { vars } from '@upm/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';
import { bareList, surfaceBox, wrappingRow } from '~/platform/page-layout.css';

/** A column of blocks, no wider than a comfortable line. */
export const stack = style({ display: 'grid', gap: vars.space['5'], maxInlineSize: '48rem' });

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const actions = style({ ...wrappingRow, gap: vars.space['3'] });

export const items = style({ ...bareList, display: 'grid', gap: vars.space['5'] });

/** One question: a fieldset on the quiz page, a box on the result page. */
export const question = style({
  ...surfaceBox,
  display: 'grid',
  gap: vars.space['3'],
  margin: 0,
  padding: vars.space['5'],
  minInlineSize: 0,
});

export const legend = style({
  float: 'left',
  inlineSize: '100%',
  padding: 0,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.normal,
});

export const questionNumber = style({ display: 'block', fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const options = style({ ...bareList, display: 'grid', gap: vars.space['2'], clear: 'both' });

/** An answer (a packages/ui Choice), padded so neighbouring answers' targets stay apart. */
export const option = style({ padding: vars.space['2'] });

export const numeric = style({ display: 'grid', gap: vars.space['2'], clear: 'both', maxInlineSize: '20rem' });

export const numericRow = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'] });

export const numericInput = style({
  inlineSize: '12rem',
  minBlockSize: vars.size.tapTarget,
  padding: `${vars.space['2']} ${vars.space['3']}`,
  border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.background,
  color: vars.color.text,
  font: 'inherit',
});

export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/** The score box at the top of a result. */
export const score = style({ ...surfaceBox, display: 'grid', gap: vars.space['2'], padding: vars.space['5'] });

export const scoreFigure = style({ margin: 0, fontSize: vars.fontSize['2xl'], fontWeight: vars.fontWeight.bold });

/** A graded question: the left edge says right or wrong, and the text says it too (never colour alone). */
export const graded = style({ borderInlineStartWidth: vars.borderWidth.heavy });
export const right = style({ borderInlineStartColor: vars.color.positive });
export const wrong = style({ borderInlineStartColor: vars.color.negative });

export const verdict = style({ margin: 0, fontWeight: vars.fontWeight.semibold });

export const gradedOption = style({ display: 'grid', gap: vars.space['1'], padding: vars.space['2'] });

export const chosenOption = style({ borderRadius: vars.radius.sm, backgroundColor: vars.color.background });

export const optionText = style({ margin: 0 });

export const tags = style({ ...wrappingRow, gap: vars.space['2'], fontSize: vars.fontSize.sm });

export const tag = style({
  padding: `0 ${vars.space['2']}`,
  border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
});

export const explanation = style({ margin: 0, color: vars.color.textMuted });

export const table = style({ inlineSize: '100%', borderCollapse: 'collapse' });
globalStyle(`${table} th, ${table} td`, {
  padding: vars.space['2'],
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  textAlign: 'start',
});

/** The certificate: a framed document, printed alone on a page. */
export const certificate = style({
  ...surfaceBox,
  display: 'grid',
  gap: vars.space['4'],
  padding: vars.space['8'],
  borderWidth: vars.borderWidth.heavy,
  borderColor: vars.color.primary,
  textAlign: 'center',
  '@media': {
    print: { border: '2pt solid black', backgroundColor: 'white', color: 'black', breakInside: 'avoid' },
  },
});

export const certificateKind = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
});

export const holder = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize['3xl'] });

export const facts = style({ display: 'grid', gap: vars.space['2'], margin: 0, textAlign: 'start' });

/** A long address on a 375 px phone wraps inside the certificate instead of widening the page. */
export const breakAnywhere = style({ overflowWrap: 'anywhere' });
globalStyle(`${facts} dt`, { fontWeight: vars.fontWeight.semibold });
globalStyle(`${facts} dd`, { margin: 0, marginBlockEnd: vars.space['2'] });

/** Everything around the certificate that a printout does not need. */
export const screenOnly = style({ '@media': { print: { display: 'none' } } });

// When the certificate is printed, it is printed alone: every element that neither holds the certificate nor is
// inside it (the site's header, tickers, banners, the page's other sections and footer) is left off the paper.
globalStyle(`body:has(${certificate}) *:not(:has(${certificate})):not(${certificate}):not(${certificate} *)`, {
  '@media': { print: { display: 'none' } },
});

export const status = style({
  ...surfaceBox,
  margin: 0,
  padding: vars.space['4'],
  fontWeight: vars.fontWeight.semibold,
});

export const form = style({ display: 'grid', gap: vars.space['4'], maxInlineSize: '32rem' });

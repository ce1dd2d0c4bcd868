import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@upm/ui/theme';
import { bareList, surfaceBox, wrappingRow } from '~/platform/page-layout.css';

/* A lesson page: one readable column; the lesson's HTML (rendered from Markdown on the server) is styled from here. */

export const page = style({
  display: 'grid',
  gap: vars.space['8'],
  paddingBlock: vars.space['10'],
  maxInlineSize: '48rem',
});

export const header = style({ display: 'grid', gap: vars.space['3'] });

export const eyebrow = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold });

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize['3xl'],
  lineHeight: vars.lineHeight.tight,
});

export const lead = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.textMuted });

export const facts = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const box = style({ ...surfaceBox, display: 'grid', gap: vars.space['3'], padding: vars.space['5'] });

export const boxHeading = style({ margin: 0, fontSize: vars.fontSize.lg });

export const list = style({ display: 'grid', gap: vars.space['2'], margin: 0, paddingInlineStart: vars.space['6'] });

export const section = style({ display: 'grid', gap: vars.space['4'] });

export const sectionHeading = style({ margin: 0, fontSize: vars.fontSize['2xl'], lineHeight: vars.lineHeight.tight });

/** The rendered Markdown: headings, paragraphs, lists, tables and diagrams. */
export const prose = style({ display: 'grid', gap: vars.space['4'], lineHeight: vars.lineHeight.relaxed });

globalStyle(`${prose} > *`, { margin: 0 });
globalStyle(`${prose} h2`, {
  fontSize: vars.fontSize['2xl'],
  lineHeight: vars.lineHeight.tight,
  marginBlockStart: vars.space['4'],
});
globalStyle(`${prose} h3, ${prose} h4`, { fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.tight });
globalStyle(`${prose} ul, ${prose} ol`, { display: 'grid', gap: vars.space['2'], paddingInlineStart: vars.space['6'] });
globalStyle(`${prose} a`, { color: vars.color.primary, textDecoration: 'underline' });
globalStyle(`${prose} code`, { fontFamily: vars.font.mono, fontSize: '0.95em' });
globalStyle(`${prose} blockquote`, {
  paddingInlineStart: vars.space['4'],
  borderInlineStart: `${vars.borderWidth.thick} solid ${vars.color.border}`,
  color: vars.color.textMuted,
});
// A wide table scrolls inside its box on a phone (the box takes focus, so a keyboard can scroll it too).
globalStyle(`${prose} .lesson-table`, { overflowX: 'auto', maxInlineSize: '100%' });
globalStyle(`${prose} .lesson-table:focus-visible`, {
  outline: `${vars.borderWidth.medium} solid ${vars.color.focusRing}`,
});
globalStyle(`${prose} table`, { borderCollapse: 'collapse', minInlineSize: '100%' });
globalStyle(`${prose} th, ${prose} td`, {
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'top',
});
// Diagrams draw in currentColor and the scheme's colours, so they read in light and dark alike.
globalStyle(`${prose} .lesson-figure`, {
  ...surfaceBox,
  padding: vars.space['4'],
  color: vars.color.text,
  backgroundColor: vars.color.surfaceRaised,
});
// The diagrams are drawn 320 units wide so that their labels stay readable on a phone, where the figure is about
// 310 px wide; on a wide screen they stop growing, so that a label stays near the size of the text around it.
globalStyle(`${prose} .lesson-diagram`, {
  display: 'block',
  inlineSize: '100%',
  maxInlineSize: '26rem',
  blockSize: 'auto',
  marginInline: 'auto',
});

export const tocList = style({ display: 'grid', gap: vars.space['1'], margin: 0, paddingInlineStart: vars.space['6'] });

export const question = style({ display: 'grid', gap: vars.space['3'], ...surfaceBox, padding: vars.space['5'] });

export const questionText = style({ margin: 0, fontWeight: vars.fontWeight.semibold });

export const options = style({ display: 'grid', gap: vars.space['1'], margin: 0, paddingInlineStart: vars.space['6'] });

export const answer = style({ display: 'grid', gap: vars.space['2'] });

/** The disclosure's summary: a tap target of its own, looking like a link. */
export const answerSummary = style({
  cursor: 'pointer',
  minBlockSize: vars.size.tapTarget,
  display: 'flex',
  alignItems: 'center',
  color: vars.color.primary,
  fontWeight: vars.fontWeight.semibold,
});

export const actions = style({ ...wrappingRow, gap: vars.space['3'] });

export const form = style({ margin: 0 });

export const pager = style({
  ...bareList,
  display: 'grid',
  gap: vars.space['3'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))',
});

export const pagerLink = style({
  ...surfaceBox,
  display: 'grid',
  gap: vars.space['1'],
  padding: vars.space['4'],
  color: vars.color.text,
  textDecoration: 'none',
  minBlockSize: vars.size.tapTarget,
  selectors: { '&:hover': { borderColor: vars.color.primary } },
});

export const pagerLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const pagerTitle = style({ color: vars.color.primary, fontWeight: vars.fontWeight.semibold });

export const sources = style({ ...bareList, display: 'grid', gap: vars.space['1'], fontSize: vars.fontSize.sm });

import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@upm/ui/theme';

/** The letter jump links: a wrapping row of targets large enough to tap. */
export const letters = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const letterLink = style({
  display: 'inline-grid',
  placeItems: 'center',
  minInlineSize: '2.75rem',
  minBlockSize: '2.75rem',
  borderRadius: vars.radius.sm,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  selectors: { '&:hover': { borderColor: vars.color.primary, textDecoration: 'underline' } },
});

/** A letter without terms: shown for the shape of the alphabet, not a link. */
export const letterEmpty = style([letterLink, { color: vars.color.textMuted, borderStyle: 'dashed' }]);

/** One letter's terms: the term, then its definition, at a readable measure. */
export const termList = style({ display: 'grid', gap: vars.space['4'], margin: 0, maxInlineSize: '48rem' });

export const termName = style({ fontWeight: vars.fontWeight.semibold });

export const termDefinition = style({ margin: 0, color: vars.color.textMuted, lineHeight: vars.lineHeight.relaxed });

/** Rendered Markdown: paragraphs, lists and links as the rest of the site's prose. */
export const markdown = style({
  display: 'grid',
  gap: vars.space['4'],
  maxInlineSize: '48rem',
  lineHeight: vars.lineHeight.relaxed,
});
globalStyle(`${markdown} > *`, { margin: 0 });
globalStyle(`${markdown} ul, ${markdown} ol`, { paddingInlineStart: vars.space['6'] });
globalStyle(`${markdown} li + li`, { marginBlockStart: vars.space['2'] });
globalStyle(`${markdown} a`, { textDecorationLine: 'underline', textUnderlineOffset: '0.2em' });
globalStyle(`${markdown} table`, { borderCollapse: 'collapse' });
globalStyle(`${markdown} th, ${markdown} td`, {
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  padding: `${vars.space['1']} ${vars.space['3']}`,
  textAlign: 'start',
});

export const aliases = style({ margin: 0, color: vars.color.textMuted });

export const linkList = style({
  display: 'grid',
  gap: vars.space['2'],
  margin: 0,
  paddingInlineStart: vars.space['6'],
});

export const backLink = style({ margin: 0 });

import { style } from '@vanilla-extract/css';
import { vars } from '@upm/ui/theme';
import { bareList } from '~/platform/page-layout.css';

/** Two columns from tablet width up (copy beside a card); one column on phones. */
export const split = style({
  display: 'grid',
  gap: vars.space['8'],
  alignItems: 'start',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 22rem), 1fr))',
});

export const stack = style({ display: 'grid', gap: vars.space['4'], alignContent: 'start' });

export const subheading = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

/** Paragraphs at a readable measure: the content pages' prose style, shared. */
export { prose } from '~/components/content/content.css';

export const muted = style({ color: vars.color.textMuted });

export const note = style({
  padding: vars.space['4'],
  borderInlineStart: `${vars.borderWidth.heavy} solid ${vars.color.primary}`,
  backgroundColor: vars.color.surface,
  borderRadius: vars.radius.sm,
  maxInlineSize: '48rem',
});

export const detailList = style({ display: 'grid', gap: vars.space['3'], margin: 0 });

export const detailTerm = style({ fontWeight: vars.fontWeight.semibold });

export const detailValue = style({ margin: 0, color: vars.color.textMuted });

export const card = style({
  display: 'grid',
  gap: vars.space['4'],
  alignContent: 'start',
  padding: vars.space['6'],
  borderRadius: vars.radius.lg,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
});

export const cardGrid = style({
  display: 'grid',
  gap: vars.space['5'],
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))',
  ...bareList,
});

/** Smaller cards: four across on desktop, so four values never leave one orphan. */
export const cardGridCompact = style([
  cardGrid,
  { gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))' },
]);

/** Two cards side by side (mission and vision) from tablet width up. */
export const pair = style([cardGrid, { gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 20rem), 1fr))' }]);

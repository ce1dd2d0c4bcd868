import { vars } from '@upm/ui/theme';
import { style } from '@vanilla-extract/css';
import { bareList, pageStack, pageTitle, surfaceBox, wrappingRow } from '~/platform/page-layout.css';

export const page = style([
  pageStack,
  { maxInlineSize: vars.size.containerNarrow, marginInline: 'auto', paddingInline: vars.space['4'] },
]);
export const title = pageTitle;

/** One block of the page: a heading, what it says, its forms. */
export const section = style([
  surfaceBox,
  { display: 'flex', flexDirection: 'column', gap: vars.space['4'], padding: vars.space['5'] },
]);
export const sectionTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.tight,
});
export const text = style({ margin: 0, lineHeight: vars.lineHeight.normal });
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });
// Aligned on the field's bottom edge: the button sits beside the input, not beside its label.
export const row = style([wrappingRow, { gap: vars.space['3'], alignItems: 'flex-end' }]);
export const list = style([bareList, { display: 'flex', flexDirection: 'column', gap: vars.space['3'] }]);
export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  paddingBlockEnd: vars.space['3'],
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  overflowWrap: 'anywhere',
});

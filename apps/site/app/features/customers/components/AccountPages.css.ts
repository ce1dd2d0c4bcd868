import { vars } from '@upm/ui/theme';
import { style } from '@vanilla-extract/css';
import { pageStack, pageTitle } from '~/platform/page-layout.css';

export const page = style([
  pageStack,
  { maxInlineSize: vars.size.containerNarrow, marginInline: 'auto', paddingInline: vars.space['4'] },
]);
export const title = pageTitle;
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });
export const lead = style({ margin: 0 });
export const links = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['4'], margin: 0 });

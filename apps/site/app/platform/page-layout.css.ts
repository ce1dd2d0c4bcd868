import { vars } from '@upm/ui/theme';
import { style } from '@vanilla-extract/css';

/* The frame of a page that is not a content page (the broker directory, a sign-in form): one look for both. */

/** The page's blocks in a column, spaced as content pages space their sections. */
export const pageStack = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['6'],
  paddingBlock: vars.space['10'],
});

/** The page's h1. */
export const pageTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize['3xl'],
  lineHeight: vars.lineHeight.tight,
});

/** A row of items that wraps, centred on one line: actions, a card's footer. */
export const wrappingRow = { display: 'flex', flexWrap: 'wrap', alignItems: 'center' } as const;

/** A list shown as cards or rows, without bullets or indent. */
export const bareList = { margin: 0, padding: 0, listStyle: 'none' } as const;

/** A framed box on the surface colour: filters, a referral block. */
export const surfaceBox = {
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
} as const;

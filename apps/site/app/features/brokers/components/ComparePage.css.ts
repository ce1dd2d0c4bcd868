import { vars } from '@upm/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';
import { bareList } from '~/platform/page-layout.css';

// Below this width the table becomes one stacked card per broker, so it reads at 375 px without sideways scrolling.
const wide = 'screen and (min-width: 48rem)';

export const tableWrap = style({
  display: 'none',
  overflowX: 'auto',
  '@media': { [wide]: { display: 'block' } },
});

export const table = style({
  inlineSize: '100%',
  borderCollapse: 'collapse',
  textAlign: 'start',
});

globalStyle(`${table} th, ${table} td`, {
  padding: vars.space['3'],
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'top',
});

globalStyle(`${table} tbody th`, { color: vars.color.textMuted, fontWeight: vars.fontWeight.medium });

export const caption = style({
  textAlign: 'start',
  fontWeight: vars.fontWeight.semibold,
  paddingBlockEnd: vars.space['2'],
});

export const cards = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  ...bareList,
  '@media': { [wide]: { display: 'none' } },
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  padding: vars.space['4'],
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const best = style({ color: vars.color.positive });

// On narrow screens each card carries its own referral, so the row of all of them is for the table only.
export const referrals = style({
  display: 'none',
  '@media': { [wide]: { display: 'grid' } },
  gap: vars.space['4'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))',
});

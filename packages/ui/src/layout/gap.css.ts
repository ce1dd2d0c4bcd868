import { styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** The gap scale shared by Stack and Grid: the theme's space tokens by name. */
export const gapSizes = ['0', '1', '2', '3', '4', '5', '6', '8', '10', '12', '16'] as const;
export type GapSize = (typeof gapSizes)[number];

export const gap = styleVariants(vars.space, (space) => ({ gap: space }));

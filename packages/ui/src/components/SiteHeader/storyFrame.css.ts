import { style } from '@vanilla-extract/css';

/** Stories only: room under the header for an open dropdown, so it shows in screenshots. */
export const frame = style({ minBlockSize: '26rem' });

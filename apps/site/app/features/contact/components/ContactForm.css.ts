import { style } from '@vanilla-extract/css';
import { publicForm } from '~/platform/forms/public-form.css';

export const form = publicForm;

/** The honeypot: off-screen for sighted users, skipped by screen readers (aria-hidden container). */
export const status = style({
  margin: 0,
  selectors: {
    '&:empty': { display: 'none' },
  },
});

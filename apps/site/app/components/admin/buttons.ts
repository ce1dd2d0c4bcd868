import { buttonVariants } from '@upm/ui';

/** Class names of the ui Button look, for links and submit buttons of the admin pages. */
export const adminButton = {
  primary: buttonVariants({ variant: 'primary' }),
  secondary: buttonVariants({ variant: 'outline' }),
  danger: buttonVariants({ variant: 'danger' }),
} as const;

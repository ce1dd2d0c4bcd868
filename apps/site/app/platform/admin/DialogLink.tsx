import { Button, type ButtonVariants } from '@upm/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface DialogLinkProps {
  /** The dashboard URL that opens (or, without its parameter, closes) a dialog. */
  to: string;
  variant?: ButtonVariants['variant'];
  children: ReactNode;
}

/**
 * A link with the ui Button's look that opens or closes a dashboard dialog. The open dialog lives in the URL, so
 * it works without JavaScript; React Router's Link keeps the scroll position (ButtonLink's plain `href` cannot).
 */
export function DialogLink({ to, variant = 'outline', children }: DialogLinkProps) {
  return (
    <Button asChild variant={variant}>
      <Link to={to} preventScrollReset>
        {children}
      </Link>
    </Button>
  );
}

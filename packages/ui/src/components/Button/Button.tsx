import { Slot, Slottable } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import { forwardRef, type ComponentPropsWithoutRef, type MouseEvent } from 'react';
import * as styles from './Button.css';

export const buttonVariantNames = ['primary', 'secondary', 'outline', 'ghost', 'danger', 'inverse', 'chrome'] as const;
export const buttonSizes = ['sm', 'md', 'lg'] as const;

/** Class names for the button look; also used by ButtonLink and anything else styled as a button. */
export const buttonVariants = cva(styles.root, {
  variants: {
    variant: styles.variant,
    size: styles.size,
    fullWidth: { true: styles.fullWidth, false: '' },
  },
  defaultVariants: { variant: 'primary', size: 'md', fullWidth: false },
});

export type ButtonVariants = VariantProps<typeof buttonVariants>;

export type ButtonProps = ComponentPropsWithoutRef<'button'> &
  ButtonVariants & {
    /** Renders the single child (a link, for example) with the button's look instead of a `<button>`. */
    asChild?: boolean;
    /** Marks the button busy (`aria-busy`) and ignores clicks, without taking it out of the tab order. */
    loading?: boolean;
  };

/** The action button: seven variants, three sizes, a 44 px minimum target and a visible focus ring. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, fullWidth, asChild = false, loading = false, className, type, onClick, children, ...rest },
  ref,
) {
  const Component = asChild ? Slot : 'button';
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    // A busy button stays focusable (disabled would drop focus to <body>) but must not act twice.
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <Component
      ref={ref}
      className={buttonVariants({ variant, size, fullWidth, className })}
      // Outside a form a button submits nothing; a submit button says so explicitly.
      type={asChild ? type : (type ?? 'button')}
      onClick={handleClick}
      {...(loading ? { 'aria-busy': true, 'aria-disabled': true } : {})}
      {...rest}
    >
      {loading && <span className={styles.spinner} aria-hidden="true" />}
      <Slottable>{children}</Slottable>
    </Component>
  );
});

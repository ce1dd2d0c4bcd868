import { cva, type VariantProps } from 'class-variance-authority';
import { forwardRef, useId, type HTMLAttributes, type ReactNode } from 'react';
import { Heading, type HeadingLevel, type HeadingSize } from '../Heading';
import * as styles from './CallToAction.css';

export const callToActionTones = ['default', 'muted', 'inverse', 'plain'] as const;
export const callToActionAligns = ['start', 'center'] as const;

export const callToActionVariants = cva(styles.root, {
  variants: { tone: styles.tone, align: styles.align },
  defaultVariants: { tone: 'muted', align: 'center' },
});

export type CallToActionProps = Omit<HTMLAttributes<HTMLElement>, 'title'> &
  VariantProps<typeof callToActionVariants> & {
    /** The heading; it also names the region. */
    title: ReactNode;
    headingLevel?: HeadingLevel;
    headingSize?: HeadingSize;
    /** A sentence under the heading. */
    text?: ReactNode;
    /** The actions: ButtonLinks or Buttons. They wrap onto new lines on narrow screens. */
    children: ReactNode;
  };

/**
 * A closing call to action: heading, optional text and a group of actions. On `tone="inverse"` give the
 * buttons variant="inverse" (or "secondary").
 */
export const CallToAction = forwardRef<HTMLElement, CallToActionProps>(function CallToAction(
  { title, headingLevel = 2, headingSize = '2xl', text, tone, align, className, children, ...rest },
  ref,
) {
  const headingId = useId();
  return (
    <section
      ref={ref}
      aria-labelledby={headingId}
      className={callToActionVariants({ tone, align, className })}
      {...rest}
    >
      <Heading level={headingLevel} size={headingSize} id={headingId} align={align ?? 'center'}>
        {title}
      </Heading>
      {text && <p className={styles.text}>{text}</p>}
      <div className={`${styles.actions} ${styles.actionsAlign[align ?? 'center']}`}>{children}</div>
    </section>
  );
});

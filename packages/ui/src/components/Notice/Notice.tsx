import { cva, type VariantProps } from 'class-variance-authority';
import { createElement, forwardRef, type HTMLAttributes } from 'react';
import * as styles from './Notice.css';

export const noticeTones = ['positive', 'negative', 'warning'] as const;
export const noticePaddings = ['sm', 'md'] as const;
export const noticeElements = ['p', 'div'] as const;

/** Class names for the notice look, for an element that shows it only some of the time (a live status line). */
export const noticeVariants = cva(styles.root, {
  variants: { tone: styles.tone, padding: styles.padding },
  defaultVariants: { tone: 'positive', padding: 'md' },
});

export type NoticeVariants = VariantProps<typeof noticeVariants>;

export type NoticeProps = HTMLAttributes<HTMLElement> &
  NoticeVariants & {
    /** `p` for a line of text (the default), `div` for more. */
    as?: (typeof noticeElements)[number];
  };

/**
 * A short message about what just happened or what to know first: signed in, not sent, a disclosure. Give it
 * `role="alert"` or `role="status"` when it appears in answer to the user.
 */
export const Notice = forwardRef<HTMLElement, NoticeProps>(function Notice(
  { as: Element = 'p', tone, padding, className, ...rest },
  ref,
) {
  return createElement(Element, { ref, className: noticeVariants({ tone, padding, className }), ...rest });
});

// Radix's VisuallyHidden, re-exported so the site adds screen-reader-only text without its own copy of the styles.
export { VisuallyHidden, type VisuallyHiddenProps } from '@radix-ui/react-visually-hidden';

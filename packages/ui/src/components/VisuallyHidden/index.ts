// The one screen-reader-only style: Radix's VisuallyHidden, re-exported so neither the ui nor the site keeps its own
// copy. It renders a fixed style attribute, which the site's Content-Security-Policy allows by exact hash
// (apps/site/server/headers.ts, allowedStyleAttributes); a changed copy would be blocked.
export { VisuallyHidden, type VisuallyHiddenProps } from '@radix-ui/react-visually-hidden';

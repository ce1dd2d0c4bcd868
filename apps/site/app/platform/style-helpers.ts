import { vars } from '@upm/ui/theme';

/*
 * Style fragments the admin's stylesheets (admin.css.ts, AdminInbox.css.ts) share, so each layout rule is
 * written once. Plain objects: vanilla-extract merges them into the styles that use them.
 */

/** Blocks in a column, `gap` apart. */
export const stack = (gap: string) => ({ display: 'flex', flexDirection: 'column', gap }) as const;

/** Items in a row that wraps, `gap` apart. */
export const wrappingRow = (gap: string) => ({ display: 'flex', flexWrap: 'wrap', gap }) as const;

/** A raised surface (panels, counters, cards) with the given shadow. */
export const raisedSurface = (shadow: string) =>
  ({ borderRadius: vars.radius.lg, backgroundColor: vars.color.surfaceRaised, boxShadow: shadow }) as const;

/** A message box on a tinted surface. */
export const messageBox = (surface: string) =>
  ({ padding: vars.space['3'], borderRadius: vars.radius.md, backgroundColor: surface }) as const;

import { vars } from '@upm/ui/theme';

/*
 * Style fragments the stylesheets share (the admin's, the broker pages'), so each layout rule is written once.
 * Plain objects, in a plain module (a .css.ts file may not export functions): vanilla-extract merges them into
 * the styles that use them.
 */

/** Blocks in a column, `gap` apart. */
export const stack = (gap: string) => ({ display: 'flex', flexDirection: 'column', gap }) as const;

/** Items in a row that wraps, `gap` apart. */
export const wrappingRow = (gap: string) => ({ display: 'flex', flexWrap: 'wrap', gap }) as const;

/** Items on one line, centred across it, `gap` apart. */
export const centredRow = (gap: string) => ({ display: 'flex', alignItems: 'center', gap }) as const;

/** A definition list as two columns, the terms (`termColumn` wide) beside their values. */
export const termColumns = (termColumn: string, columnGap: string, rowGap: string) =>
  ({ display: 'grid', gridTemplateColumns: `${termColumn} 1fr`, columnGap, rowGap, margin: 0 }) as const;

/** A raised surface (panels, counters, cards) with the given shadow. */
export const raisedSurface = (shadow: string) =>
  ({ borderRadius: vars.radius.lg, backgroundColor: vars.color.surfaceRaised, boxShadow: shadow }) as const;

/** A message box on a tinted surface. */
export const messageBox = (surface: string) =>
  ({ padding: vars.space['3'], borderRadius: vars.radius.md, backgroundColor: surface }) as const;

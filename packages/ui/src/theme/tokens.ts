/** Theme-independent tokens, shared by the light and the dark theme. */
export const baseTokens = {
  font: {
    body: '"Inter Variable", Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    heading: '"Inter Variable", Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  },
  fontSize: {
    xs: '0.8125rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    '2xl': '1.75rem',
    '3xl': 'clamp(1.75rem, 1.3rem + 2vw, 2.5rem)',
    '4xl': 'clamp(2.125rem, 1.5rem + 3vw, 3.5rem)',
  },
  fontWeight: { regular: '400', medium: '500', semibold: '600', bold: '700' },
  lineHeight: { tight: '1.2', normal: '1.5', relaxed: '1.7' },
  space: {
    '0': '0',
    '1': '0.25rem',
    '2': '0.5rem',
    '3': '0.75rem',
    '4': '1rem',
    '5': '1.25rem',
    '6': '1.5rem',
    '8': '2rem',
    '10': '2.5rem',
    '12': '3rem',
    '16': '4rem',
  },
  // Hairlines stay whole pixels: a rem border can round to zero on some zoom levels.
  borderWidth: { thin: '1px', medium: '2px', thick: '3px', heavy: '4px' },
  radius: { sm: '4px', md: '8px', lg: '16px', full: '9999px' },
  size: {
    container: '72rem',
    containerNarrow: '48rem',
    headerHeight: '4rem',
    // The ticker strip is 36 px high.
    tickerHeight: '36px',
    // Embedded charts are 300 px high; the market overview and the calendar 500 px.
    widgetChartHeight: '300px',
    widgetPanelHeight: '500px',
    // WCAG 2.2 target size (2.5.8) asks 24 px; we give 44 px.
    tapTarget: '44px',
    // Minimum column widths for Grid: a column never gets narrower, the grid adds or drops columns instead.
    columnXs: '12rem',
    columnSm: '16rem',
    columnMd: '20rem',
    columnLg: '24rem',
  },
  duration: { fast: '150ms', normal: '300ms', slow: '500ms' },
  zIndex: { header: '50', overlay: '90', modal: '100' },
} as const;

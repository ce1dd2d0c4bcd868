import { assignVars, createTheme, globalStyle, style } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { baseTokens } from './tokens';

// Colour pairs are chosen for WCAG AA: text on background >= 4.5:1, large text and UI parts >= 3:1.
const lightColors = {
  background: '#ffffff',
  surface: '#f4f6fa',
  surfaceRaised: '#ffffff',
  surfaceInverse: '#0b1f3a',
  text: '#0f1b2d',
  textMuted: '#4a5568',
  textInverse: '#ffffff',
  surfaceChrome: '#0b1f3a',
  textOnChrome: '#ffffff',
  border: '#d5dbe5',
  borderStrong: '#7a8699',
  primary: '#1552c4',
  primaryHover: '#0f3f99',
  primaryText: '#ffffff',
  accent: '#f2b705',
  accentText: '#0f1b2d',
  focusRing: '#1552c4',
  positive: '#13733a',
  positiveSurface: '#e5f5eb',
  negative: '#b3261e',
  negativeSurface: '#fdecea',
  warning: '#7a4b00',
  warningSurface: '#fff6e0',
  ticker: '#131722',
  tickerText: '#e6e9ef',
  star: '#b7791f',
  starEmpty: '#8a94a6',
};

const darkColors: typeof lightColors = {
  background: '#0b1220',
  surface: '#111a2e',
  surfaceRaised: '#17233b',
  surfaceInverse: '#e6ecf5',
  text: '#e8edf5',
  textMuted: '#a9b4c6',
  textInverse: '#0b1220',
  // Darker than the page's background, so the band still reads as the page's end without glaring.
  surfaceChrome: '#050a14',
  textOnChrome: '#e8edf5',
  border: '#2a3854',
  borderStrong: '#7d8aa3',
  primary: '#6ea0ff',
  primaryHover: '#9bbcff',
  primaryText: '#0b1220',
  accent: '#f2b705',
  accentText: '#0b1220',
  focusRing: '#9bbcff',
  positive: '#5fd08a',
  positiveSurface: '#12301f',
  negative: '#ff8a80',
  negativeSurface: '#3a1512',
  warning: '#ffcc66',
  warningSurface: '#33260a',
  ticker: '#131722',
  tickerText: '#e6e9ef',
  star: '#f2b705',
  starEmpty: '#7d8aa3',
};

const lightShadow = {
  sm: '0 1px 2px rgb(15 27 45 / 0.08)',
  md: '0 4px 12px rgb(15 27 45 / 0.10)',
  lg: '0 12px 32px rgb(15 27 45 / 0.14)',
};
const darkShadow = {
  sm: '0 1px 2px rgb(0 0 0 / 0.4)',
  md: '0 4px 12px rgb(0 0 0 / 0.45)',
  lg: '0 12px 32px rgb(0 0 0 / 0.5)',
};

/** Light theme class: apply to <html> (the site's default). */
export const lightTheme = createTheme(vars, { ...baseTokens, color: lightColors, shadow: lightShadow });
/** Dark theme class. */
export const darkTheme = createTheme(vars, { ...baseTokens, color: darkColors, shadow: darkShadow });

const darkVars = { ...assignVars(vars.color, darkColors), ...assignVars(vars.shadow, darkShadow) };
const lightVars = { ...assignVars(vars.color, lightColors), ...assignVars(vars.shadow, lightShadow) };

/**
 * The visitor's colour scheme, for <html>: light, or dark under `prefers-color-scheme: dark`, unless
 * `data-theme="light"` or `"dark"` says otherwise (the site's toggle sets it before the first paint). Without
 * scripts the media query alone decides. Attribute selectors outrank the media query's plain class.
 */
export const schemeTheme = style({
  vars: assignVars(vars, { ...baseTokens, color: lightColors, shadow: lightShadow }),
  colorScheme: 'light',
  '@media': {
    '(prefers-color-scheme: dark)': { vars: darkVars, colorScheme: 'dark' },
  },
  selectors: {
    '&[data-theme="light"]': { vars: lightVars, colorScheme: 'light' },
    '&[data-theme="dark"]': { vars: darkVars, colorScheme: 'dark' },
  },
});

globalStyle(`${lightTheme}, ${darkTheme}`, {
  colorScheme: 'light',
});
globalStyle(`${darkTheme}`, {
  colorScheme: 'dark',
});

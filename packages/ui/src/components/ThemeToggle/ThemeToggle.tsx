import { cva, type VariantProps } from 'class-variance-authority';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import * as styles from './ThemeToggle.css';

/** The colour schemes a visitor can choose, in the order the toggle steps through them. */
export const colorSchemes = ['system', 'light', 'dark'] as const;
export type ColorScheme = (typeof colorSchemes)[number];

const defaultLabels: Record<ColorScheme, string> = { system: 'System', light: 'Light', dark: 'Dark' };

/** The scheme after `scheme` in the toggle's cycle. */
export function nextColorScheme(scheme: ColorScheme): ColorScheme {
  return colorSchemes[(colorSchemes.indexOf(scheme) + 1) % colorSchemes.length] ?? 'system';
}

export const themeToggleVariants = cva(styles.root, {
  variants: {
    /** Before scripts run the toggle cannot work: it keeps its place (no layout shift) but is hidden. */
    pending: { true: styles.pending, false: null },
  },
  defaultVariants: { pending: false },
});

export type ThemeToggleVariants = VariantProps<typeof themeToggleVariants>;

export interface ThemeToggleProps
  extends Omit<ComponentPropsWithoutRef<'button'>, 'value' | 'onChange' | 'children'>, ThemeToggleVariants {
  /** The scheme in force: `system` follows the device's setting. */
  value: ColorScheme;
  onValueChange: (next: ColorScheme) => void;
  /** Names of the schemes, for the accessible name and the tooltip. */
  labels?: Record<ColorScheme, string>;
  /** Prefix of the accessible name: "<name>: <scheme>". */
  name?: string;
}

/**
 * A button stepping through system, light and dark. Its accessible name says the scheme in force ("Colour scheme:
 * System"); the tooltip also says what a press chooses. The site stores the choice; this component only shows it.
 */
export const ThemeToggle = forwardRef<HTMLButtonElement, ThemeToggleProps>(function ThemeToggle(
  { value, onValueChange, labels = defaultLabels, name = 'Colour scheme', pending, className, ...rest },
  ref,
) {
  const next = nextColorScheme(value);
  return (
    <button
      ref={ref}
      type="button"
      className={themeToggleVariants({ pending, className })}
      aria-label={`${name}: ${labels[value]}`}
      title={`${name}: ${labels[value]} (press for ${labels[next]})`}
      data-scheme={value}
      onClick={() => onValueChange(next)}
      {...rest}
    >
      <ThemeToggleIcon scheme={value} />
    </button>
  );
});

const iconPaths: Record<ColorScheme, string> = {
  // A circle half filled: the device decides.
  system: 'M12 3a9 9 0 1 0 0 18V3z',
  // A sun: disc and rays.
  light:
    'M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8zM12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4',
  // A crescent moon.
  dark: 'M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z',
};

function ThemeToggleIcon({ scheme }: { scheme: ColorScheme }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={styles.icon}>
      {scheme === 'system' && <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />}
      <path
        d={iconPaths[scheme]}
        fill={scheme === 'light' ? 'none' : 'currentColor'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

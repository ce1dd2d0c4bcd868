export {
  ThemeToggle,
  colorSchemes,
  nextColorScheme,
  themeToggleVariants,
  type ColorScheme,
  type ThemeToggleProps,
  type ThemeToggleVariants,
} from './ThemeToggle';

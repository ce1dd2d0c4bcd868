// The site loads Inter with font-display: optional (packages/ui/src/fonts.css); stories swap it in instead,
// so every visual snapshot is taken in Inter, however late the file arrives.
import '@fontsource-variable/inter/wght.css';
import { darkTheme, lightTheme, themeCanvas } from '@upm/ui/theme';
import type { Decorator, Preview } from '@storybook/react-vite';

const themes = { light: lightTheme, dark: darkTheme } as const;
type ThemeName = keyof typeof themes;

/**
 * Wraps each story in the theme class, and puts it on <html> too (as the site does) so the body and
 * Radix portals, which render outside the wrapper, get the same tokens.
 */
const withTheme: Decorator = (Story, context) => {
  const name: ThemeName = context.globals['theme'] === 'dark' ? 'dark' : 'light';
  const themeClass = themes[name];
  const root = document.documentElement;
  root.classList.remove(lightTheme, darkTheme);
  root.classList.add(themeClass);
  return (
    <div className={`${themeClass} ${themeCanvas}`}>
      <Story />
    </div>
  );
};

const preview = {
  tags: ['autodocs'],
  decorators: [withTheme],
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'contrast',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true, matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Axe violations fail the story in the test-runner (TOOLCHAIN trap 9).
    a11y: { test: 'error' },
  },
} satisfies Preview;

export default preview;

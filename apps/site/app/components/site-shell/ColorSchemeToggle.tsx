import { ThemeToggle, useHydrated, useStoreAfterHydration } from '@upm/ui';
import { chooseColorScheme, readColorScheme, subscribeColorScheme } from '~/lib/color-scheme/color-scheme';

/** The server cannot know the stored choice; hydration starts from it too, so the first render matches. */
const serverColorScheme = () => 'system' as const;

/** The header's light / dark / system toggle: hidden (its place kept) until scripts run, since it needs them. */
export function ColorSchemeToggle() {
  const hydrated = useHydrated();
  const scheme = useStoreAfterHydration(subscribeColorScheme, readColorScheme, serverColorScheme);
  return <ThemeToggle value={scheme} pending={!hydrated} onValueChange={chooseColorScheme} />;
}

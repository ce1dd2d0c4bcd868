import { useEffect, type ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';

/**
 * Story decorator: clicks on site-relative links do not navigate the story iframe away, so play functions
 * can click navigation links and check what happens around them. React handlers still run.
 */
function LinksKeptInStory({ children }: { children: ReactNode }) {
  useEffect(() => {
    const stop = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('a[href^="/"]')) event.preventDefault();
    };
    document.addEventListener('click', stop, true);
    return () => document.removeEventListener('click', stop, true);
  }, []);
  return children;
}

export const withLinksKeptInStory: Decorator = (Story) => (
  <LinksKeptInStory>
    <Story />
  </LinksKeptInStory>
);

import type { NavLink } from './navigation';

/** The 404 page's copy: a title, one line, and where to go instead. No search: the site has none. */
export const notFound = {
  title: 'Page not found',
  heading: 'Page not found',
  text: 'The page you asked for does not exist or has moved. These pages are a good place to start:',
  suggestions: [
    { label: 'Home page', href: '/' },
    { label: 'Markets', href: '/markets' },
    { label: 'Education', href: '/education' },
    { label: 'Contact Us', href: '/contact' },
  ] satisfies NavLink[],
} as const;

/** A link in the site navigation. */
export interface SiteNavLink {
  label: string;
  href: string;
}

/** A dropdown: its own overview page plus sub-pages. */
export interface SiteNavGroup extends SiteNavLink {
  /** Label of the overview link inside the dropdown; defaults to "<label> overview". */
  overviewLabel?: string;
  /** Accessible description of the dropdown's content, shown under its heading. */
  description?: string;
  links: readonly SiteNavLink[];
}

export type SiteNavItem = SiteNavLink | SiteNavGroup;

/** Whether a navigation item opens a dropdown. */
export function isNavGroup(item: SiteNavItem): item is SiteNavGroup {
  return 'links' in item && Array.isArray(item.links);
}

/** A path without its trailing slash (the static server may answer `/about/`), `/` stays `/`. */
export function normalizePath(path: string): string {
  const withoutQuery = path.split(/[?#]/)[0] ?? '';
  const trimmed = withoutQuery.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** Whether `href` is the page at `currentPath`. */
export function isCurrentPage(href: string, currentPath: string | undefined): boolean {
  return currentPath !== undefined && normalizePath(href) === normalizePath(currentPath);
}

/** Whether `currentPath` is the group's overview or one of its sub-pages. */
export function isInGroup(group: SiteNavGroup, currentPath: string | undefined): boolean {
  if (currentPath === undefined) return false;
  return isCurrentPage(group.href, currentPath) || group.links.some((link) => isCurrentPage(link.href, currentPath));
}

/** The overview link's label inside a group. */
export function overviewLabel(group: SiteNavGroup): string {
  return group.overviewLabel ?? `${group.label} overview`;
}

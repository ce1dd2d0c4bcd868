/** What a public page's entry states: its route, <title>, meta description, h1 and breadcrumb label. */
export interface PageEntry {
  readonly path: string;
  readonly label: string;
  readonly h1: string;
  readonly title: string;
  readonly description: string;
}

/**
 * The entries of one section of the site (content/page-books/), looked up by path. Each route imports its own
 * section's book rather than every page's: the entries are JavaScript every visitor of the route downloads.
 */
export interface PageBook {
  readonly pages: readonly PageEntry[];
  /** The entry for `path`; throws for a path the book does not hold, so a typo fails loudly. */
  page(path: string): PageEntry;
}

export function pageBook(pages: readonly PageEntry[]): PageBook {
  return {
    pages,
    page(path) {
      const found = pages.find((candidate) => candidate.path === path);
      if (!found) throw new Error(`No page metadata for ${path}`);
      return found;
    },
  };
}

/** The home page's breadcrumb label: the first crumb of every trail. */
export const homeCrumb = { name: 'Home', path: '/' } as const;

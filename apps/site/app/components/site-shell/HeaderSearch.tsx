import * as styles from './HeaderSearch.css';

const MagnifierIcon = () => (
  <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-4.2-4.2" />
  </svg>
);

/**
 * The header's search: a plain GET form to /search (no script), on wide screens; a link to the search page on
 * narrower ones, where the navigation leaves no room for a field.
 */
export function HeaderSearch() {
  return (
    <>
      <form method="get" action="/search" role="search" aria-label="Site" className={styles.form}>
        <label htmlFor="header-search-q" className={styles.hidden}>
          Search the site
        </label>
        <input
          id="header-search-q"
          type="search"
          name="q"
          maxLength={400}
          className={styles.input}
          placeholder="Search"
        />
        <button type="submit" className={styles.button}>
          <MagnifierIcon />
          <span className={styles.hidden}>Search</span>
        </button>
      </form>
      <a href="/search" className={styles.link}>
        <MagnifierIcon />
        <span className={styles.hidden}>Search</span>
      </a>
    </>
  );
}

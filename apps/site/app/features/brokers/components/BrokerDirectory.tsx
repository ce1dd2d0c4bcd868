import { Container, Notice } from '@upm/ui';
import { useId, type ReactNode } from 'react';
import { Link, useNavigation } from 'react-router';
import { bestListPath, ratingMethodPath } from '~/features/brokers/broker-paths';
import type { Directory, DirectoryCopy } from '~/features/brokers/directory';
import * as styles from './BrokerDirectory.css';
import { BrokerDirectoryFilters } from './BrokerDirectoryFilters';
import { CompareForm } from './CompareForm';
import { DirectoryCard } from './DirectoryCard';

export interface BrokerDirectoryProps {
  h1: string;
  directory: Directory;
  /** The page's own path, for the filter form and the clear link. */
  path: string;
}

function resultText(shown: number, total: number): string {
  const noun = total === 1 ? 'broker' : 'brokers';
  return shown === total ? `Showing all ${total} ${noun}` : `Showing ${shown} of ${total} ${noun}`;
}

/** The public broker directory: disclosure, filters kept in the URL, result count and the cards. */
export function BrokerDirectory({ h1, directory, path }: BrokerDirectoryProps) {
  const navigation = useNavigation();
  const ids = { legend: useId() };
  // "Loading brokers..." (the original's words): only while the client fetches new results, never on first paint.
  const loading = navigation.state === 'loading' && navigation.location.pathname === path;
  const { brokers, total } = directory;
  const copy = directory.copy.directory;

  return (
    <Container className={styles.page}>
      <h1 className={styles.title}>{h1}</h1>
      <p className={styles.intro}>{copy.intro}</p>
      <p className={styles.intro}>
        Every rating is computed from the figures shown.{' '}
        <Link to={ratingMethodPath} className={styles.link}>
          How ratings and best-for lists are computed
        </Link>
      </p>
      <Notice tone="warning" className={styles.disclosure}>
        <strong>{directory.copy.disclosure.label}:</strong> {directory.copy.disclosure.text}
      </Notice>

      {total === 0 ? (
        <EmptyResult id={`${ids.legend}-empty`} heading={copy.empty.heading} text={copy.empty.text}>
          {/* Kept in the page so a later client-side load can still announce itself. */}
          <p className={styles.status} role="status">
            {loading ? copy.loading : ''}
          </p>
        </EmptyResult>
      ) : (
        <>
          <BrokerDirectoryFilters directory={directory} path={path} legendId={ids.legend} />

          <p className={styles.status} role="status">
            {loading ? copy.loading : resultText(brokers.length, total)}
          </p>

          {brokers.length === 0 ? (
            <EmptyResult id={`${ids.legend}-none`} heading={copy.noMatch.heading} text={copy.noMatch.text}>
              <Link to={path} className={styles.link}>
                {copy.filters.clear}
              </Link>
            </EmptyResult>
          ) : (
            <ul className={loading ? `${styles.grid} ${styles.stale}` : styles.grid} aria-busy={loading}>
              {brokers.map((broker) => (
                <li key={broker.id}>
                  <DirectoryCard broker={broker} copy={directory.copy.card} />
                </li>
              ))}
            </ul>
          )}
          {brokers.length > 1 && <CompareForm copy={copy} />}
          <BestListLinks id={`${ids.legend}-best`} copy={directory.copy} />
        </>
      )}
    </Container>
  );
}

/** No broker to show: a heading, a line of text and what to do next. */
function EmptyResult({
  id,
  heading,
  text,
  children,
}: {
  id: string;
  heading: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <section className={styles.empty} aria-labelledby={id}>
      <h2 id={id} className={styles.emptyHeading}>
        {heading}
      </h2>
      <p className={styles.emptyText}>{text}</p>
      {children}
    </section>
  );
}

/** Links to the computed "best for" lists. */
function BestListLinks({ id, copy }: { id: string; copy: DirectoryCopy }) {
  return (
    <nav className={styles.bestLists} aria-labelledby={id}>
      <h2 id={id} className={styles.emptyHeading}>
        {copy.directory.bestListsHeading}
      </h2>
      <ul className={styles.bestListLinks}>
        {copy.bestLists.map((list) => (
          <li key={list.slug}>
            <Link to={bestListPath(list.slug)} className={styles.link}>
              {list.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

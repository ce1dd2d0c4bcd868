import { BrokerCard, Button, Container, Select } from '@upm/ui';
import { type FormEvent, useId } from 'react';
import { Form, Link, useNavigation, useSubmit } from 'react-router-dom';
import { ibPartnersCopy as copy } from '~/content/ib-partners';
import type { Directory } from '~/lib/brokers/directory';
import { depositLimits, sortOptions } from '~/lib/brokers/directory';
import * as styles from './BrokerDirectory.css';

export interface BrokerDirectoryProps {
  h1: string;
  directory: Directory;
  /** The page's own path, for the filter form and the clear link. */
  path: string;
}

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

function resultText(shown: number, total: number): string {
  const noun = total === 1 ? 'broker' : 'brokers';
  return shown === total ? `Showing all ${total} ${noun}` : `Showing ${shown} of ${total} ${noun}`;
}

/** The public broker directory: disclosure, filters kept in the URL, result count and the cards. */
export function BrokerDirectory({ h1, directory, path }: BrokerDirectoryProps) {
  const navigation = useNavigation();
  const submit = useSubmit();
  const ids = { legend: useId() };
  // Spec §2 "Loading brokers...": only while the client fetches new results, never on first paint.
  const loading = navigation.state === 'loading' && navigation.location.pathname === path;
  const { query, brokers, total } = directory;
  const filtered = Boolean(query.platform || query.regulator || query.maxDeposit !== undefined);

  // With JavaScript, leave "any" values out of the URL; without it the browser submits them all (harmless).
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const params = new URLSearchParams();
    for (const [key, value] of new FormData(event.currentTarget)) {
      if (typeof value === 'string' && value !== '' && !(key === 'sort' && value === 'rating')) params.set(key, value);
    }
    void submit(params, { method: 'get', action: path, preventScrollReset: true });
  };

  return (
    <Container className={styles.page}>
      <h1 className={styles.title}>{h1}</h1>
      <p className={styles.intro}>{copy.intro}</p>
      <p className={styles.disclosure}>
        <strong>{copy.disclosure.label}:</strong> {copy.disclosure.text}
      </p>

      {total === 0 ? (
        <section className={styles.empty} aria-labelledby={`${ids.legend}-empty`}>
          <h2 id={`${ids.legend}-empty`} className={styles.emptyHeading}>
            {copy.empty.heading}
          </h2>
          <p className={styles.emptyText}>{copy.empty.text}</p>
          {/* Kept in the page so a later client-side load can still announce itself. */}
          <p className={styles.status} role="status">
            {loading ? copy.loading : ''}
          </p>
        </section>
      ) : (
        <>
          <Form method="get" action={path} role="search" aria-labelledby={ids.legend} onSubmit={onSubmit}>
            <fieldset className={styles.filters}>
              <legend id={ids.legend} className={styles.legend}>
                {copy.filters.legend}
              </legend>
              <div className={styles.fields}>
                <Select
                  label={copy.filters.platform}
                  name="platform"
                  placeholder={copy.filters.anyPlatform}
                  options={directory.platforms.map((platform) => ({ value: platform, label: platform }))}
                  defaultValue={query.platform ?? ''}
                />
                <Select
                  label={copy.filters.regulator}
                  name="regulator"
                  placeholder={copy.filters.anyRegulator}
                  options={directory.regulators.map((regulator) => ({ value: regulator, label: regulator }))}
                  defaultValue={query.regulator ?? ''}
                />
                <Select
                  label={copy.filters.maxDeposit}
                  name="maxDeposit"
                  placeholder={copy.filters.anyDeposit}
                  options={depositLimits.map((limit) => ({
                    value: String(limit),
                    label: `Up to ${dollars.format(limit)}`,
                  }))}
                  defaultValue={query.maxDeposit === undefined ? '' : String(query.maxDeposit)}
                />
                <Select label={copy.filters.sort} name="sort" options={sortOptions} defaultValue={query.sort} />
              </div>
              <div className={styles.formActions}>
                <Button type="submit">{copy.filters.apply}</Button>
                {(filtered || query.sort !== 'rating') && (
                  <Link to={path} className={styles.link} preventScrollReset>
                    {copy.filters.clear}
                  </Link>
                )}
              </div>
            </fieldset>
          </Form>

          <p className={styles.status} role="status">
            {loading ? copy.loading : resultText(brokers.length, total)}
          </p>

          {brokers.length === 0 ? (
            <section className={styles.empty} aria-labelledby={`${ids.legend}-none`}>
              <h2 id={`${ids.legend}-none`} className={styles.emptyHeading}>
                {copy.noMatch.heading}
              </h2>
              <p className={styles.emptyText}>{copy.noMatch.text}</p>
              <Link to={path} className={styles.link}>
                {copy.filters.clear}
              </Link>
            </section>
          ) : (
            <ul className={loading ? `${styles.grid} ${styles.stale}` : styles.grid} aria-busy={loading}>
              {brokers.map((broker) => (
                <li key={broker.id}>
                  <BrokerCard
                    name={broker.name}
                    description={broker.description}
                    logoSrc={broker.logo || null}
                    rating={broker.rating}
                    minDeposit={broker.minDeposit}
                    spreads={broker.spreads}
                    leverage={broker.leverage}
                    platforms={broker.tradingPlatforms}
                    regulation={broker.regulation}
                    features={broker.features}
                    startTradingHref={broker.startHref}
                    learnMoreHref={broker.website}
                    headingLevel={2}
                  />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </Container>
  );
}

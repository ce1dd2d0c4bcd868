import { Button, Select, type SelectProps } from '@upm/ui';
import type { FormEvent } from 'react';
import { Form, Link, useSubmit } from 'react-router';
import { productLabels, productNames } from '~/features/brokers/broker-facts';
import type { Directory } from '~/features/brokers/directory';
import { depositLimits, sortOptions } from '~/features/brokers/directory';
import { usDollars } from '~/platform/plain-format';
import * as styles from './BrokerDirectory.css';

const asOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

export interface BrokerDirectoryFiltersProps {
  directory: Directory;
  /** The page's own path: the form submits to it and the clear link leads back to it. */
  path: string;
  /** The legend's id, which also names the search landmark. */
  legendId: string;
}

/** The filter form: a GET to the page itself, so the filters live in the URL and work without JavaScript. */
export function BrokerDirectoryFilters({ directory, path, legendId }: BrokerDirectoryFiltersProps) {
  const submit = useSubmit();
  const { query } = directory;
  const copy = directory.copy.directory;
  const activeFilters = [query.platform, query.regulator, query.product, query.maxDeposit].filter(
    (value) => value !== undefined && value !== '',
  ).length;
  const filtered = activeFilters > 0;

  // With JavaScript, leave "any" values out of the URL; without it the browser submits them all (harmless).
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const params = new URLSearchParams();
    for (const [key, value] of new FormData(event.currentTarget)) {
      if (typeof value === 'string' && value !== '' && !(key === 'sort' && value === 'rating')) params.set(key, value);
    }
    void submit(params, { method: 'get', action: path, preventScrollReset: true });
  };

  const selects: (SelectProps & { name: string })[] = [
    {
      label: copy.filters.platform,
      name: 'platform',
      placeholder: copy.filters.anyPlatform,
      options: asOptions(directory.platforms),
      defaultValue: query.platform ?? '',
    },
    {
      label: copy.filters.regulator,
      name: 'regulator',
      placeholder: copy.filters.anyRegulator,
      options: asOptions(directory.regulators),
      defaultValue: query.regulator ?? '',
    },
    {
      label: copy.filters.maxDeposit,
      name: 'maxDeposit',
      placeholder: copy.filters.anyDeposit,
      options: depositLimits.map((limit) => ({ value: String(limit), label: `Up to ${usDollars(limit, 0)}` })),
      defaultValue: query.maxDeposit === undefined ? '' : String(query.maxDeposit),
    },
    {
      label: copy.product,
      name: 'product',
      placeholder: copy.anyProduct,
      options: productNames.map((product) => ({ value: product, label: productLabels[product] })),
      defaultValue: query.product ?? '',
    },
    { label: copy.filters.sort, name: 'sort', options: sortOptions, defaultValue: query.sort },
  ];

  // On phones the form folds behind a "Filters" disclosure so the first broker shows without scrolling;
  // from a tablet up it is always open (BrokerDirectory.css). <details> needs no JavaScript.
  return (
    <details className={styles.filtersDisclosure}>
      <summary className={styles.filtersSummary}>
        {copy.filters.disclosure}
        {filtered && <span className={styles.activeCount}>{`${activeFilters} ${copy.filters.active}`}</span>}
      </summary>
      <Form method="get" action={path} role="search" aria-labelledby={legendId} onSubmit={onSubmit}>
        <fieldset className={styles.filters}>
          <legend id={legendId} className={styles.legend}>
            {copy.filters.legend}
          </legend>
          <div className={styles.fields}>
            {selects.map((select) => (
              <Select key={select.name} {...select} />
            ))}
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
    </details>
  );
}

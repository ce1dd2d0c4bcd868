import { Button, Hero, Select, TextLink } from '@upm/ui';
import { Form } from 'react-router';
import { PageSection } from '~/components/content/PageSection';
import { signalRecord } from '~/content/services/signal-record';
import { instrumentSymbols } from '~/features/signals/instruments';
import { directions } from '~/features/signals/signal-values';
import { type HistoryFilters, type Signal, historyOutcomes } from '~/features/signals/signal-types';
import { LocalTimes } from './LocalTimes';
import { SignalsTable } from './SignalsTable';
import * as styles from './signals.css';

export interface SignalsHistoryProps {
  signals: Signal[];
  total: number;
  page: number;
  pages: number;
  months: string[];
  filters: HistoryFilters;
}

const outcomeLabels: Record<(typeof historyOutcomes)[number], string> = {
  win: 'Win',
  loss: 'Loss',
  'break-even': 'Break-even',
  open: 'Open',
  expired: 'Expired',
  cancelled: 'Cancelled',
};

const options = (values: readonly string[], label = (value: string) => value) =>
  values.map((value) => ({ value, label: label(value) }));

/** The filter selects, in the order the form shows them; each starts at "All". */
const filterFields = (months: string[]) =>
  [
    { name: 'instrument', label: 'Instrument', options: options(instrumentSymbols) },
    { name: 'direction', label: 'Direction', options: options(directions) },
    {
      name: 'outcome',
      label: 'Outcome',
      options: options(historyOutcomes, (value) => outcomeLabels[value as keyof typeof outcomeLabels]),
    },
    { name: 'month', label: 'Month published', options: options(months) },
  ] as const satisfies readonly { name: keyof HistoryFilters; label: string; options: unknown }[];

/** The history URL of a page with the same filters. */
function pageHref(filters: HistoryFilters, page: number): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return `/services/signals/history${search ? `?${search}` : ''}`;
}

/** Every signal ever published, 50 a page, with filters kept in the URL (a GET form: no script needed). */
export function SignalsHistory({ signals, total, page, pages, months, filters }: SignalsHistoryProps) {
  const { history, links } = signalRecord;
  return (
    <>
      <LocalTimes />
      <Hero title={history.heading} lead={history.lead} />
      <PageSection id="history" heading="Filter the record" fade={false}>
        <Form method="get" className={styles.filters}>
          {filterFields(months).map(({ name, label, options }) => (
            <Select
              key={name}
              name={name}
              label={label}
              placeholder="All"
              options={options}
              defaultValue={filters[name] ?? ''}
            />
          ))}
          <Button type="submit">Filter</Button>
        </Form>
        <p role="status">
          {total} {total === 1 ? 'signal' : 'signals'}, page {page} of {pages}
        </p>
        {signals.length === 0 ? (
          <p>{history.empty}</p>
        ) : (
          <SignalsTable caption={`${history.heading}, newest first`} signals={signals} results />
        )}
        <nav aria-label="History pages" className={styles.links}>
          {page > 1 && <TextLink href={pageHref(filters, page - 1)}>Newer signals</TextLink>}
          {page < pages && <TextLink href={pageHref(filters, page + 1)}>Older signals</TextLink>}
        </nav>
        <p className={styles.links}>
          <TextLink href="/services/signals/history.csv">{links.csv}</TextLink>
          <TextLink href="/services/signals/history-events.csv">{links.eventsCsv}</TextLink>
          <TextLink href="/services/signals/feed.xml">{links.feed}</TextLink>
          <TextLink href="/services/signals#how-computed">{signalRecord.method.heading}</TextLink>
        </p>
        <p className={styles.disclaimer}>{signalRecord.disclaimer}</p>
      </PageSection>
    </>
  );
}

import { DataTable, FeatureCard, Hero, ProcessSteps, SignalCard, type DataTableColumn } from '@upm/ui';
import { data } from 'react-router';
import { PageSection } from '~/components/content/PageSection';
import { LiveSignals } from '~/features/signals/components/LiveSignals';
import { ClosingSection } from '~/components/site-pages/ClosingSection';
import * as styles from '~/components/site-pages/site-pages.css';
import { servicePages } from '~/content/page-books/services';
import { requestContext } from '~/context.server';
import { pageMeta } from '~/platform/seo/seo';
import { DemoNotice } from '~/features/signals/components/DemoNotice';
import { type SignalsPageCopy, loadSignalsPage } from '~/features/signals/signal-pages.server';
import type { Route } from './+types/signals';

export const meta = () =>
  pageMeta(servicePages, '/services/signals', [
    {
      tagName: 'link',
      rel: 'alternate',
      type: 'application/atom+xml',
      title: 'Trading signals',
      href: '/services/signals/feed.xml',
    },
  ]);

// Rendered per request from the database, kept per data version by server/page-cache.ts (like /ib-partners):
// browsers may keep a copy but revalidate it every time.
export async function loader({ context }: Route.LoaderArgs) {
  return data(await loadSignalsPage(requestContext(context).db), { headers: { 'Cache-Control': 'no-cache' } });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

const page = servicePages.page('/services/signals');

type Lot = SignalsPageCopy['riskGuidance']['lots']['items'][number];
const lotColumns: DataTableColumn<Lot>[] = [
  { key: 'name', header: 'Lot', rowHeader: true },
  { key: 'shorthand', header: 'Shorthand', numeric: true },
  { key: 'units', header: 'Units of base currency', numeric: true },
  { key: 'pipValue', header: 'Pip value' },
];

export default function Signals({ loaderData }: Route.ComponentProps) {
  // The page's copy comes with the data (signal-pages.server.ts): it is not in this module's script.
  const signals = loaderData.copy;
  const { example, process, riskGuidance } = signals;
  return (
    <>
      {loaderData.demo && <DemoNotice />}
      <Hero title={page.h1} lead={signals.intro} />
      <LiveSignals {...loaderData} />
      <PageSection id="example" heading={example.heading} lead={example.intro} fade={false}>
        <div className={styles.split}>
          <SignalCard eyebrow="Example signal" {...example.signal} />
          <div className={styles.prose}>
            {example.explanation.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
      </PageSection>
      <PageSection id="process" heading={process.heading} lead={process.intro} muted>
        <ProcessSteps steps={process.steps} aria-label={process.heading} />
      </PageSection>
      <PageSection id="risk" heading={riskGuidance.heading} lead={riskGuidance.intro}>
        <ul className={styles.cardGridCompact}>
          {riskGuidance.rules.map((rule) => (
            <li key={rule.title}>
              <FeatureCard title={rule.title} tone="accent">
                {rule.text}
              </FeatureCard>
            </li>
          ))}
        </ul>
        <div className={styles.stack}>
          <DataTable
            caption={riskGuidance.lots.heading}
            columns={lotColumns}
            rows={riskGuidance.lots.items}
            rowKey={(lot) => lot.shorthand}
          />
          <p className={styles.muted}>{riskGuidance.lots.intro}</p>
          <p className={styles.note}>{riskGuidance.lots.example}</p>
        </div>
        <p className={styles.note}>{signals.disclaimer}</p>
      </PageSection>
      <ClosingSection {...signals.closing} />
    </>
  );
}

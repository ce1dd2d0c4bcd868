import { Card, Grid, Heading } from '@upm/ui';
import * as styles from '~/components/site-pages/site-pages.css';
import type { StorageItem } from '~/content/legal/legal.schema';

/** Every cookie and storage item as a card of label: value rows (fits a phone without a wide table). */
export function StorageItemList({ items }: { items: readonly StorageItem[] }) {
  return (
    <Grid as="ul" minColumnWidth="md" gap="5">
      {items.map((item) => (
        <Card as="li" key={item.name}>
          <Heading level={3} size="md">
            {item.name}
          </Heading>
          <dl className={styles.detailList}>
            {(
              [
                ['Type', item.kind],
                ['Set by', item.setBy],
                ['When', item.when],
                ['Purpose', item.purpose],
                ['Lasts', item.lasts],
              ] as const
            ).map(([term, value]) => (
              <div key={term}>
                <dt className={styles.detailTerm}>{term}</dt>
                <dd className={styles.detailValue}>{value}</dd>
              </div>
            ))}
          </dl>
        </Card>
      ))}
    </Grid>
  );
}

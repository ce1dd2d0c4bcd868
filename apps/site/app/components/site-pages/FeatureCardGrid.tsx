import { FeatureCard, Grid, type GridProps } from '@upm/ui';

/** Titled points as feature cards in a responsive list; each title is unique in its list, so it keys the item. */
export function FeatureCardGrid({
  items,
  minColumnWidth = 'md',
}: {
  items: readonly { title: string; text: string }[];
  minColumnWidth?: GridProps['minColumnWidth'];
}) {
  return (
    <Grid as="ul" minColumnWidth={minColumnWidth} gap="5">
      {items.map((item) => (
        <li key={item.title}>
          <FeatureCard title={item.title}>{item.text}</FeatureCard>
        </li>
      ))}
    </Grid>
  );
}

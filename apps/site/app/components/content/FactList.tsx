import { StatGrid } from '@upm/ui';
import type { Point } from '~/content/schemas';

/** Headline facts: each point's title is the figure, its text what the figure means. */
export function FactList({ facts }: { facts: readonly Point[] }) {
  return <StatGrid stats={facts.map((fact) => ({ value: fact.title, label: fact.text }))} />;
}

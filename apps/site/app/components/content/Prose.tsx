import { Card, Grid, Heading } from '@upm/ui';
import type { Point, ProseSection } from '~/content/schemas';
import * as styles from './content.css';

/** Titled points as a grid of small cards (h3 each). */
export function PointGrid({ points, headingLevel = 3 }: { points: readonly Point[]; headingLevel?: 3 | 4 }) {
  return (
    <Grid as="ul" minColumnWidth="sm" gap="5">
      {points.map((point) => (
        <Card as="li" key={point.title} className={styles.point}>
          <Heading level={headingLevel} size="md">
            {point.title}
          </Heading>
          <p className={styles.pointText}>{point.text}</p>
        </Card>
      ))}
    </Grid>
  );
}

/** A plain or numbered list of short items. */
export function BulletList({ items, ordered = false }: { items: readonly string[]; ordered?: boolean }) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <List className={styles.list}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </List>
  );
}

/** The body of a prose section: its paragraphs, then its points, then its bullets. */
export function ProseBody({ section }: { section: ProseSection }) {
  return (
    <>
      {section.paragraphs.length > 0 ? (
        <div className={styles.prose}>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      ) : null}
      {section.points.length > 0 ? <PointGrid points={section.points} /> : null}
      {section.bullets.length > 0 ? (
        <div className={styles.prose}>
          <BulletList items={section.bullets} ordered={section.ordered} />
        </div>
      ) : null}
    </>
  );
}

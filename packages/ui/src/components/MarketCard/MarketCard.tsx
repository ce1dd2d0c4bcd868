import { cx } from 'class-variance-authority';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { CardArticle, CardTitle } from '../Card';
import { useLinkComponent } from '../LinkComponentProvider';
import { TagList } from '../TagList';
import * as styles from './MarketCard.css';

export const marketCardSizes = ['regular', 'compact'] as const;
export type MarketCardSize = (typeof marketCardSizes)[number];

export interface MarketCardVariants {
  /** `compact` for dense grids: the Card surface with less padding. */
  size?: MarketCardSize | null;
}

const cardPadding = { regular: 'md', compact: 'sm' } as const satisfies Record<MarketCardSize, string>;

export interface MarketCardProps extends Omit<ComponentPropsWithoutRef<'article'>, 'title'>, MarketCardVariants {
  /** The market or course name. */
  title: string;
  summary: string;
  /** Short facts shown as chips ("Open 24/7", "5 modules"). */
  facts?: readonly string[];
  /** The page the card leads to. */
  href: string;
  /** A label that makes sense on its own ("Explore forex"), for screen-reader link lists. */
  linkLabel: string;
  /** Heading level of the title, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
}

/** A market (or market course) with a summary, a few facts and one link; the whole card is clickable. */
export const MarketCard = forwardRef<HTMLElement, MarketCardProps>(function MarketCard(
  { title, summary, facts = [], href, linkLabel, headingLevel = 3, size, className, ...rest },
  ref,
) {
  const Link = useLinkComponent();
  return (
    <CardArticle ref={ref} padding={cardPadding[size ?? 'regular']} className={cx(styles.root, className)} {...rest}>
      <CardTitle level={headingLevel} className={styles.title}>
        {title}
      </CardTitle>
      <p className={styles.summary}>{summary}</p>
      <TagList tags={facts} aria-label={`${title} at a glance`} />
      <div className={styles.footer}>
        <Link className={styles.link} href={href}>
          {linkLabel} <span aria-hidden="true">→</span>
        </Link>
      </div>
    </CardArticle>
  );
});

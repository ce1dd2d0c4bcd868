import { cva, type VariantProps } from 'class-variance-authority';
import { forwardRef, useId, type ComponentPropsWithoutRef } from 'react';
import { useLinkComponent } from '../LinkComponentProvider';
import * as styles from './MarketCard.css';

export const marketCardSizes = ['regular', 'compact'] as const;

const card = cva(styles.root, { variants: { size: styles.size }, defaultVariants: { size: 'regular' } });
export type MarketCardVariants = VariantProps<typeof card>;

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
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <article ref={ref} aria-labelledby={headingId} className={card({ size, className })} {...rest}>
      <Heading id={headingId} className={styles.title}>
        {title}
      </Heading>
      <p className={styles.summary}>{summary}</p>
      {facts.length > 0 ? (
        <ul className={styles.facts} aria-label={`${title} at a glance`}>
          {facts.map((fact) => (
            <li key={fact} className={styles.fact}>
              {fact}
            </li>
          ))}
        </ul>
      ) : null}
      <div className={styles.footer}>
        <Link className={styles.link} href={href}>
          {linkLabel} <span aria-hidden="true">→</span>
        </Link>
      </div>
    </article>
  );
});

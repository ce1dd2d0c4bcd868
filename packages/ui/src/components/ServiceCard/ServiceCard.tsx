import { cx } from 'class-variance-authority';
import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { CardArticle, CardLink, CardTitle } from '../Card';
import { TagList } from '../TagList';
import * as styles from './ServiceCard.css';

export interface ServiceCardProps extends Omit<ComponentPropsWithoutRef<'article'>, 'title'> {
  title: string;
  description: ReactNode;
  /** Small text above the title, e.g. a level. */
  eyebrow?: string;
  /** Short facts shown as chips ("12-15 hours", "4 modules"). */
  facts?: readonly string[];
  /** Bullet points below the description. */
  highlights?: readonly string[];
  /** Where the card leads (the link component in scope renders it). */
  href: string;
  linkLabel: string;
  /** Heading level of the title, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
}

/** A service, course level or other offer: title, description, facts, highlights and one link. */
export const ServiceCard = forwardRef<HTMLElement, ServiceCardProps>(function ServiceCard(
  { title, description, eyebrow, facts = [], highlights = [], href, linkLabel, headingLevel = 3, className, ...rest },
  ref,
) {
  return (
    <CardArticle ref={ref} className={cx(styles.root, className)} {...rest}>
      {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
      <CardTitle level={headingLevel}>{title}</CardTitle>
      <TagList tags={facts} aria-label={`${title} at a glance`} />
      <div className={styles.description}>{typeof description === 'string' ? <p>{description}</p> : description}</div>
      {highlights.length > 0 ? (
        <ul className={styles.highlights}>
          {highlights.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : null}
      <div className={styles.footer}>
        <CardLink href={href}>{linkLabel}</CardLink>
      </div>
    </CardArticle>
  );
});

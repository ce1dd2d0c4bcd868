import { cva, type VariantProps } from 'class-variance-authority';
import { createContext, forwardRef, useContext, useId, type HTMLAttributes } from 'react';
import { Card, type CardProps } from './Card';
import * as styles from './Card.css';

const CardTitleIdContext = createContext<string | undefined>(undefined);

export type CardArticleProps = Omit<CardProps, 'as'>;

/** A Card rendered as an `<article>` that its CardTitle names (`aria-labelledby`): one self-contained item. */
export const CardArticle = forwardRef<HTMLElement, CardArticleProps>(function CardArticle(props, ref) {
  const titleId = useId();
  return (
    <CardTitleIdContext.Provider value={titleId}>
      <Card as="article" ref={ref} aria-labelledby={titleId} {...props} />
    </CardTitleIdContext.Provider>
  );
});

export const cardTitleLevels = [2, 3, 4] as const;
export const cardTitleSizes = ['xl', '2xl'] as const;

export const cardTitleVariants = cva(styles.title, {
  variants: { size: styles.titleSize },
  defaultVariants: { size: 'xl' },
});

export type CardTitleVariants = VariantProps<typeof cardTitleVariants>;

export type CardTitleProps = HTMLAttributes<HTMLHeadingElement> &
  CardTitleVariants & {
    /** The heading level, to fit the page outline. Default 3. */
    level?: (typeof cardTitleLevels)[number];
  };

/** The heading of a CardArticle, bold and tight; it names the article for screen readers. */
export const CardTitle = forwardRef<HTMLHeadingElement, CardTitleProps>(function CardTitle(
  { level = 3, size, className, ...rest },
  ref,
) {
  const id = useContext(CardTitleIdContext);
  const Heading = `h${level}` as const;
  return <Heading ref={ref} id={id} className={cardTitleVariants({ size, className })} {...rest} />;
});

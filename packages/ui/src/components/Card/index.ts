export { Card, cardElements, cardPaddings, cardTones, cardVariants, type CardProps, type CardVariants } from './Card';
export {
  CardArticle,
  CardTitle,
  cardTitleLevels,
  cardTitleSizes,
  cardTitleVariants,
  type CardArticleProps,
  type CardTitleProps,
  type CardTitleVariants,
} from './CardArticle';
export { CardLink, type CardLinkProps } from './CardLink';

export { Card, cardElements, cardPaddings, cardTones, cardVariants, type CardProps, type CardVariants } from './Card';

export { MarketCard, marketCardSizes } from './MarketCard';
export type { MarketCardProps, MarketCardVariants } from './MarketCard';

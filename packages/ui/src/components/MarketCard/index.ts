export { MarketCard, marketCardSizes } from './MarketCard';
export type { MarketCardProps, MarketCardSize, MarketCardVariants } from './MarketCard';

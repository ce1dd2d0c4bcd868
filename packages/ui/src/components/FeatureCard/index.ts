export {
  FeatureCard,
  featureCard,
  featureCardTones,
  type FeatureCardProps,
  type FeatureCardVariants,
} from './FeatureCard';

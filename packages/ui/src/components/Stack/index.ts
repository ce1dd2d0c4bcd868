export {
  Stack,
  gapSizes,
  stackAligns,
  stackDirections,
  stackElements,
  stackJustifies,
  stackVariants,
  type GapSize,
  type StackProps,
  type StackVariants,
} from './Stack';

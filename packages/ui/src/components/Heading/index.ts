export {
  Heading,
  defaultHeadingSize,
  headingAligns,
  headingLevels,
  headingSizes,
  headingVariants,
  type HeadingLevel,
  type HeadingProps,
  type HeadingSize,
} from './Heading';

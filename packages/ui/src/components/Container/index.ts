export {
  Container,
  containerElements,
  containerVariants,
  containerWidths,
  type ContainerProps,
  type ContainerVariants,
} from './Container';

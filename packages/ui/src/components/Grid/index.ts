export {
  Grid,
  gridAligns,
  gridElements,
  gridMinColumnWidths,
  gridVariants,
  type GridProps,
  type GridVariants,
} from './Grid';

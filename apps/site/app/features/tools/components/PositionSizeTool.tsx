import { positionSizeGuide } from '~/content/tools/position-size';
import { positionSizeShape } from '~/features/tools/tool-shapes';
import { pricedBehaviour } from './tool-options';
import { calculator } from './ToolCalculator';

/** The position-size calculator with the values read from the URL. */
export const PositionSizeTool = calculator(
  positionSizeShape,
  positionSizeGuide,
  () => import('./position-size-outcome').then((module) => module.positionSizeOutcome),
  pricedBehaviour('quote'),
);

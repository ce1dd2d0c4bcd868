import { marginGuide } from '~/content/tools/margin';
import { marginShape } from '~/features/tools/tool-shapes';
import { pricedBehaviour } from './tool-options';
import { calculator } from './ToolCalculator';

/** The margin calculator with the values read from the URL. */
export const MarginTool = calculator(
  marginShape,
  marginGuide,
  () => import('./margin-outcome').then((module) => module.marginOutcome),
  pricedBehaviour('base'),
);

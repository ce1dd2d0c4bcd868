import { pipValueGuide } from '~/content/tools/pip-value';
import { pipValueShape } from '~/features/tools/tool-shapes';
import { pricedBehaviour } from './tool-options';
import { calculator } from './ToolCalculator';

/** The pip-value calculator with the values read from the URL. */
export const PipValueTool = calculator(
  pipValueShape,
  pipValueGuide,
  () => import('./pip-value-outcome').then((module) => module.pipValueOutcome),
  pricedBehaviour('quote'),
);

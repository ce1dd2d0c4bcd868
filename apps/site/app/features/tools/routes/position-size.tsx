import { PositionSizeTool } from '~/features/tools/components/PositionSizeTool';
import { calculatorPage } from '~/features/tools/components/ToolPage';
import { positionSizeGuide } from '~/content/tools/position-size';
import { positionSizeOutcome } from '~/features/tools/components/position-size-outcome';
import { positionSizeShape } from '~/features/tools/tool-shapes';
import { toolHeaders, toolLoader, toolMeta } from '~/features/tools/tool-route';

export const meta = () => toolMeta(positionSizeShape.path);

export const headers = () => toolHeaders;

/** The values of a shared link: the server renders their result, so the page works without JavaScript. */
export const loader = toolLoader(positionSizeShape, positionSizeOutcome);

export default calculatorPage(positionSizeShape, positionSizeGuide, PositionSizeTool);

import { PipValueTool } from '~/features/tools/components/PipValueTool';
import { calculatorPage } from '~/features/tools/components/ToolPage';
import { pipValueGuide } from '~/content/tools/pip-value';
import { pipValueOutcome } from '~/features/tools/components/pip-value-outcome';
import { pipValueShape } from '~/features/tools/tool-shapes';
import { toolHeaders, toolLoader, toolMeta } from '~/features/tools/tool-route';

export const meta = () => toolMeta(pipValueShape.path);

export const headers = () => toolHeaders;

/** The values of a shared link: the server renders their result, so the page works without JavaScript. */
export const loader = toolLoader(pipValueShape, pipValueOutcome);

export default calculatorPage(pipValueShape, pipValueGuide, PipValueTool);

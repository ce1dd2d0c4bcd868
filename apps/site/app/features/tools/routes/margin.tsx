import { MarginTool } from '~/features/tools/components/MarginTool';
import { calculatorPage } from '~/features/tools/components/ToolPage';
import { marginGuide } from '~/content/tools/margin';
import { marginOutcome } from '~/features/tools/components/margin-outcome';
import { marginShape } from '~/features/tools/tool-shapes';
import { toolHeaders, toolLoader, toolMeta } from '~/features/tools/tool-route';

export const meta = () => toolMeta(marginShape.path);

export const headers = () => toolHeaders;

/** The values of a shared link: the server renders their result, so the page works without JavaScript. */
export const loader = toolLoader(marginShape, marginOutcome);

export default calculatorPage(marginShape, marginGuide, MarginTool);

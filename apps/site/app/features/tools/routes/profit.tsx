import { ProfitTool } from '~/features/tools/components/ProfitTool';
import { calculatorPage } from '~/features/tools/components/ToolPage';
import { profitGuide } from '~/content/tools/profit';
import { profitOutcome } from '~/features/tools/components/profit-outcome';
import { profitShape } from '~/features/tools/tool-shapes';
import { toolHeaders, toolLoader, toolMeta } from '~/features/tools/tool-route';

export const meta = () => toolMeta(profitShape.path);

export const headers = () => toolHeaders;

/** The values of a shared link: the server renders their result, so the page works without JavaScript. */
export const loader = toolLoader(profitShape, profitOutcome);

export default calculatorPage(profitShape, profitGuide, ProfitTool);

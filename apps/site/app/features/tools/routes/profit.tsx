import { ProfitTool } from '~/features/tools/components/ProfitTool';
import { ToolPage } from '~/features/tools/components/ToolPage';
import { profitGuide } from '~/content/tools/profit';
import { profitOutcome } from '~/features/tools/components/profit-outcome';
import { profitShape } from '~/features/tools/tool-shapes';
import { toolHeaders, toolLoaderValues, toolMeta } from '~/features/tools/tool-route';
import type { Route } from './+types/profit';

const path = '/tools/profit';

export const meta = () => toolMeta(path);

export const headers = () => toolHeaders;

/** The values of a shared link: the server renders their result, so the page works without JavaScript. */
export function loader({ request }: Route.LoaderArgs) {
  const values = toolLoaderValues(profitShape, request);
  return { values, outcome: profitOutcome(values) };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <ToolPage path={path} guide={profitGuide}>
      {/* A link to other values of this page remounts the form with them. */}
      <ProfitTool
        key={new URLSearchParams(loaderData.values).toString()}
        initial={loaderData.values}
        outcome={loaderData.outcome}
      />
    </ToolPage>
  );
}

import { PositionSizeTool } from '~/features/tools/components/PositionSizeTool';
import { ToolPage } from '~/features/tools/components/ToolPage';
import { positionSizeGuide } from '~/content/tools/position-size';
import { positionSizeOutcome } from '~/features/tools/components/position-size-outcome';
import { positionSizeShape } from '~/features/tools/tool-shapes';
import { toolHeaders, toolLoaderValues, toolMeta } from '~/features/tools/tool-route';
import type { Route } from './+types/position-size';

const path = '/tools/position-size';

export const meta = () => toolMeta(path);

export const headers = () => toolHeaders;

/** The values of a shared link: the server renders their result, so the page works without JavaScript. */
export function loader({ request }: Route.LoaderArgs) {
  const values = toolLoaderValues(positionSizeShape, request);
  return { values, outcome: positionSizeOutcome(values) };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <ToolPage path={path} guide={positionSizeGuide}>
      {/* A link to other values of this page remounts the form with them. */}
      <PositionSizeTool
        key={new URLSearchParams(loaderData.values).toString()}
        initial={loaderData.values}
        outcome={loaderData.outcome}
      />
    </ToolPage>
  );
}

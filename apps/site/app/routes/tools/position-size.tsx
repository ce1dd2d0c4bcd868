import { PositionSizeTool } from '~/components/tools/PositionSizeTool';
import { ToolPage } from '~/components/tools/ToolPage';
import { positionSizeGuide } from '~/content/tools/position-size';
import { positionSizeForm } from '~/lib/tools/position-size-schema';
import { toolHeaders, toolLoaderValues, toolMeta } from '~/lib/tools/tool-route';
import type { Route } from './+types/position-size';

const path = '/tools/position-size';

export const meta = () => toolMeta(path);

export const headers = () => toolHeaders;

/** The values of a shared link: the server renders their result, so the page works without JavaScript. */
export function loader({ request }: Route.LoaderArgs) {
  return { values: toolLoaderValues(positionSizeForm, request) };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <ToolPage path={path} guide={positionSizeGuide}>
      {/* A link to other values of this page remounts the form with them. */}
      <PositionSizeTool key={new URLSearchParams(loaderData.values).toString()} initial={loaderData.values} />
    </ToolPage>
  );
}

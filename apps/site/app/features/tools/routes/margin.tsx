import { MarginTool } from '~/features/tools/components/MarginTool';
import { ToolPage } from '~/features/tools/components/ToolPage';
import { marginGuide } from '~/content/tools/margin';
import { marginOutcome } from '~/features/tools/components/margin-outcome';
import { marginShape } from '~/features/tools/tool-shapes';
import { toolHeaders, toolLoaderValues, toolMeta } from '~/features/tools/tool-route';
import type { Route } from './+types/margin';

const path = '/tools/margin';

export const meta = () => toolMeta(path);

export const headers = () => toolHeaders;

/** The values of a shared link: the server renders their result, so the page works without JavaScript. */
export function loader({ request }: Route.LoaderArgs) {
  const values = toolLoaderValues(marginShape, request);
  return { values, outcome: marginOutcome(values) };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <ToolPage path={path} guide={marginGuide}>
      {/* A link to other values of this page remounts the form with them. */}
      <MarginTool
        key={new URLSearchParams(loaderData.values).toString()}
        initial={loaderData.values}
        outcome={loaderData.outcome}
      />
    </ToolPage>
  );
}

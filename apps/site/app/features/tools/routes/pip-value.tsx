import { PipValueTool } from '~/features/tools/components/PipValueTool';
import { ToolPage } from '~/features/tools/components/ToolPage';
import { pipValueGuide } from '~/content/tools/pip-value';
import { pipValueOutcome } from '~/features/tools/components/pip-value-outcome';
import { pipValueShape } from '~/features/tools/tool-shapes';
import { toolHeaders, toolLoaderValues, toolMeta } from '~/features/tools/tool-route';
import type { Route } from './+types/pip-value';

const path = '/tools/pip-value';

export const meta = () => toolMeta(path);

export const headers = () => toolHeaders;

/** The values of a shared link: the server renders their result, so the page works without JavaScript. */
export function loader({ request }: Route.LoaderArgs) {
  const values = toolLoaderValues(pipValueShape, request);
  return { values, outcome: pipValueOutcome(values) };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <ToolPage path={path} guide={pipValueGuide}>
      {/* A link to other values of this page remounts the form with them. */}
      <PipValueTool
        key={new URLSearchParams(loaderData.values).toString()}
        initial={loaderData.values}
        outcome={loaderData.outcome}
      />
    </ToolPage>
  );
}

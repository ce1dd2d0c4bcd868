import { PipValueTool } from '~/components/tools/PipValueTool';
import { ToolPage } from '~/components/tools/ToolPage';
import { pipValueGuide } from '~/content/tools/pip-value';
import { pipValueForm } from '~/lib/tools/pip-value-schema';
import { toolHeaders, toolLoaderValues, toolMeta } from '~/lib/tools/tool-route';
import type { Route } from './+types/pip-value';

const path = '/tools/pip-value';

export const meta = () => toolMeta(path);

export const headers = () => toolHeaders;

/** The values of a shared link: the server renders their result, so the page works without JavaScript. */
export function loader({ request }: Route.LoaderArgs) {
  return { values: toolLoaderValues(pipValueForm, request) };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <ToolPage path={path} guide={pipValueGuide}>
      {/* A link to other values of this page remounts the form with them. */}
      <PipValueTool key={new URLSearchParams(loaderData.values).toString()} initial={loaderData.values} />
    </ToolPage>
  );
}

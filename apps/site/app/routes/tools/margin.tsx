import { MarginTool } from '~/components/tools/MarginTool';
import { ToolPage } from '~/components/tools/ToolPage';
import { marginGuide } from '~/content/tools/margin';
import { marginForm } from '~/lib/tools/margin-schema';
import { toolHeaders, toolLoaderValues, toolMeta } from '~/lib/tools/tool-route';
import type { Route } from './+types/margin';

const path = '/tools/margin';

export const meta = () => toolMeta(path);

export const headers = () => toolHeaders;

/** The values of a shared link: the server renders their result, so the page works without JavaScript. */
export function loader({ request }: Route.LoaderArgs) {
  return { values: toolLoaderValues(marginForm, request) };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <ToolPage path={path} guide={marginGuide}>
      {/* A link to other values of this page remounts the form with them. */}
      <MarginTool key={new URLSearchParams(loaderData.values).toString()} initial={loaderData.values} />
    </ToolPage>
  );
}

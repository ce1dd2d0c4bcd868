import { MarketHoursTool } from '~/components/tools/MarketHoursTool';
import { ToolPage } from '~/components/tools/ToolPage';
import { marketHoursGuide } from '~/content/tools/market-hours';
import { parseInstant } from '~/lib/tools/market-hours';
import { marketHoursErrors } from '~/lib/tools/market-hours-schema';
import { marketHoursShape } from '~/lib/tools/tool-shapes';
import { toolLoaderValues, toolMeta } from '~/lib/tools/tool-route';
import type { Route } from './+types/market-hours';

const path = '/tools/market-hours';

export const meta = () => toolMeta(path);

// Depends on the time: never kept, by the server or the browser.
export const headers = () => ({ 'Cache-Control': 'no-store' });

/** The moment to show: the `at` parameter when it is a valid instant, else now. */
export function loader({ request }: Route.LoaderArgs) {
  const values = toolLoaderValues(marketHoursShape, request);
  const at = parseInstant(values.at.trim()) ?? new Date();
  return { at: at.toISOString(), value: values.at, errors: marketHoursErrors(values.at) };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <ToolPage path={path} guide={marketHoursGuide}>
      <MarketHoursTool key={loaderData.value} at={loaderData.at} value={loaderData.value} errors={loaderData.errors} />
    </ToolPage>
  );
}

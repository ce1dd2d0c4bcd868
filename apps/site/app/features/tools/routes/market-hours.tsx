import { MarketHoursTool } from '~/features/tools/components/MarketHoursTool';
import { ToolPage } from '~/features/tools/components/ToolPage';
import { marketHoursGuide } from '~/content/tools/market-hours';
import { parseInstant, pickedInstant, pickerValues } from '~/features/tools/market-hours';
import { marketHoursFormErrors } from '~/features/tools/market-hours-schema';
import { marketHoursShape } from '~/features/tools/tool-shapes';
import { toolLoaderValues, toolMeta } from '~/features/tools/tool-route';
import type { Route } from './+types/market-hours';

const path = '/tools/market-hours';

export const meta = () => toolMeta(path);

// Depends on the time: never kept, by the server or the browser.
export const headers = () => ({ 'Cache-Control': 'no-store' });

/**
 * The moment to show: the picked GMT date and time, else an older link's `at` instant (shown in the pickers),
 * else now.
 */
export function loader({ request }: Route.LoaderArgs) {
  const values = toolLoaderValues(marketHoursShape, request);
  const errors = marketHoursFormErrors(values);
  const picked = pickedInstant(values);
  const linked = values.date.trim() === '' && values.time.trim() === '' ? parseInstant(values.at.trim()) : undefined;
  const moment = linked ? pickerValues(linked) : { date: values.date, time: values.time };
  const at = picked ?? linked ?? new Date();
  return { at: at.toISOString(), ...moment, errors };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const { at, date, time, errors } = loaderData;
  return (
    <ToolPage path={path} guide={marketHoursGuide}>
      <MarketHoursTool key={`${date} ${time}`} at={at} date={date} time={time} errors={errors} />
    </ToolPage>
  );
}

import { requestContext } from '~/context.server';
import { adminHeaders } from '~/platform/admin/route-headers';
import { requireAdmin } from '~/platform/auth/guard.server';
import { createBrokerService } from '~/features/brokers/brokers.server';
import { clickSeries, clickSeriesCsv } from '~/features/brokers/click-series.server';
import type { Route } from './+types/admin-clicks-csv';

/** GET /secure/admin/clicks.csv?days=30|90: the guard first, then every broker's clicks per day as CSV. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = requestContext(context);
  await requireAdmin(request, { context: ctx, db: ctx.db });
  const period = new URL(request.url).searchParams.get('days') === '90' ? 90 : 30;
  const brokers = await createBrokerService(ctx.db).listAll();
  const { days, series } = await clickSeries(ctx.db, brokers, period);
  return new Response(clickSeriesCsv(days, series), {
    headers: {
      ...adminHeaders,
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="click-outs-${period}-days-${days.at(-1)}.csv"`,
    },
  });
}

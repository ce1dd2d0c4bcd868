import { useNavigation } from 'react-router-dom';
import { BrokerCardList } from '~/components/admin/BrokerCardList';
import { BrokerFormDialog } from '~/components/admin/BrokerFormDialog';
import { BrokerSearch } from '~/components/admin/BrokerSearch';
import { ClickCharts } from '~/components/admin/ClickCharts';
import { DashboardCounters } from '~/components/admin/DashboardCounters';
import { DeleteBrokerDialog } from '~/components/admin/DeleteBrokerDialog';
import { DialogLink } from '~/components/admin/DialogLink';
import * as styles from '~/components/admin/admin.css';
import { dashboardPath, dashboardUrl } from '~/lib/admin/paths';
import { adminRouteHeaders } from '~/lib/admin/route-headers';
import type { Route } from './+types/dashboard';
import { requestContext } from '~/context.server';
import { dashboardAction, dashboardLoader } from './dashboard.server';

export const meta = () => [
  { title: 'Admin Dashboard | UPM Trading' },
  { name: 'robots', content: 'noindex, nofollow' },
];
export const headers = adminRouteHeaders;

/** The guard runs first (inside dashboardLoader / dashboardAction), in the loader and in the action. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return dashboardLoader(request, requestContext(context));
}

export async function action({ request, context }: Route.ActionArgs) {
  return dashboardAction(request, requestContext(context));
}

/** Spec §2, §4, §5: counters, search, the broker grid with its actions, add/edit in a modal, confirmed delete. */
export default function AdminDashboard({ loaderData, actionData }: Route.ComponentProps) {
  const { csrf, query, counts, brokers, dialog, missing, notice, clicks } = loaderData;
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && navigation.location.pathname === dashboardPath;
  const failure = actionData && !actionData.ok ? actionData : undefined;
  const formFailure = failure?.intent === 'add' || failure?.intent === 'edit' ? failure : undefined;
  const listFailure = failure && !formFailure ? failure : undefined;

  return (
    <>
      <div className={styles.toolbar}>
        <h1 className={styles.heading}>Admin Dashboard</h1>
        <DialogLink to={dashboardUrl(query, { new: '1' })} variant="primary">
          Add New Broker
        </DialogLink>
      </div>
      <DashboardCounters counts={counts} />
      <BrokerSearch query={query} />
      <div role="status" aria-live="polite">
        {loading ? (
          <p className={styles.loading}>Loading brokers...</p>
        ) : (
          notice && <p className={styles.alert.success}>{notice}</p>
        )}
      </div>
      {listFailure && (
        <p role="alert" className={styles.alert.error}>
          {listFailure.error}
        </p>
      )}
      {missing && (
        <p role="alert" className={styles.alert.error}>
          This broker no longer exists.
        </p>
      )}
      <BrokerCardList brokers={brokers} total={counts.total} query={query} csrf={csrf} loading={loading} />
      <ClickCharts {...clicks} />
      {(dialog?.kind === 'add' || dialog?.kind === 'edit') && (
        <BrokerFormDialog dialog={dialog} csrf={csrf} query={query} failure={formFailure} />
      )}
      {dialog?.kind === 'delete' && <DeleteBrokerDialog broker={dialog} csrf={csrf} query={query} />}
    </>
  );
}

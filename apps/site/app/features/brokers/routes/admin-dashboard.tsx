import { useNavigation } from 'react-router';
import { BrokerCardList } from '~/features/brokers/components/BrokerCardList';
import { type BrokerFormFailure, BrokerFormDialog } from '~/features/brokers/components/BrokerFormDialog';
import { BrokerSearch } from '~/features/brokers/components/BrokerSearch';
import { ClickCharts } from '~/features/brokers/components/ClickCharts';
import { DashboardCounters } from '~/features/brokers/components/DashboardCounters';
import { DeleteBrokerDialog } from '~/features/brokers/components/DeleteBrokerDialog';
import { DialogLink } from '~/platform/admin/DialogLink';
import * as styles from '~/platform/admin/admin.css';
import type { BrokerFormValues } from '~/features/brokers/broker-form';
import { dashboardPath, dashboardUrl } from '~/platform/admin/paths';
import { adminMeta, adminRouteHeaders } from '~/platform/admin/route-headers';
import type { Route } from './+types/admin-dashboard';
import { requestContext } from '~/context.server';
import { type DashboardActionData, dashboardAction, dashboardLoader } from './admin-dashboard.server';

export const meta = adminMeta('Admin Dashboard | UPM Trading');
export const headers = adminRouteHeaders;

/** The guard runs first (inside dashboardLoader / dashboardAction), in the loader and in the action. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return dashboardLoader(request, requestContext(context));
}

export async function action({ request, context }: Route.ActionArgs) {
  return dashboardAction(request, requestContext(context));
}

/** The add/edit dialog's failure: the field messages, or the refusal, with what was typed. */
function brokerFormFailure(answer: DashboardActionData | undefined): BrokerFormFailure | undefined {
  if (!answer || answer.kind === 'confirm' || (answer.intent !== 'add' && answer.intent !== 'edit')) return undefined;
  const values = answer.values as BrokerFormValues | undefined;
  if (answer.kind === 'invalid') {
    return { error: 'Please correct the highlighted fields.', fieldErrors: answer.errors, values };
  }
  return { error: answer.message, values };
}

/** Counters, search, the broker grid with its actions, add/edit in a modal, confirmed delete. */
export default function AdminDashboard({ loaderData, actionData }: Route.ComponentProps) {
  const { csrf, query, counts, brokers, dialog, missing, notice, clicks } = loaderData;
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && navigation.location.pathname === dashboardPath;
  const formFailure = brokerFormFailure(actionData);
  const listFailure = actionData?.kind === 'refused' && !formFailure ? actionData.message : undefined;
  // A delete posted without its confirmation (the dialog's form carries it) is answered with the same dialog.
  const confirming =
    actionData?.kind === 'confirm' ? brokers.find((broker) => broker.id === actionData.values.id) : undefined;
  const deleting = dialog?.kind === 'delete' ? dialog : confirming;

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
          {listFailure}
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
      {deleting && <DeleteBrokerDialog broker={deleting} csrf={csrf} query={query} />}
    </>
  );
}

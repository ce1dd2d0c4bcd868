import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Form, Link, data, redirect, useNavigate, useNavigation, useSubmit } from 'react-router-dom';
import { AdminModal, Badge, ConfirmDialog } from '@upm/ui';
import { AdminField } from '~/components/admin/AdminField';
import { AdminShell } from '~/components/admin/AdminShell';
import * as styles from '~/components/admin/admin.css';
import { adminButton } from '~/components/admin/buttons';
import {
  type AdminBrokerFieldName,
  type AdminBrokerFormValues,
  brokerFormFields,
  brokerToAdminFormValues,
  emptyBrokerFormValues,
  formValues,
  parseAdminBrokerForm,
} from '~/lib/admin/broker-form';
import { loadDashboard, runBrokerAction, type BrokerIntent } from '~/lib/admin/dashboard.server';
import { adminRouteHeaders } from '~/lib/admin/route-headers';
import { dashboardPath } from '~/lib/admin/paths';
import { adminHeaders, readAdminForm, requireAdmin } from '~/lib/auth/guard.server';
import { isHttpUrl, isSitePath } from '~/lib/brokers/broker-schema';
import { unreadMessageCount } from '~/lib/contact/inbox.server';
import { getDb } from '~/lib/db/db.server';
import type { Route } from './+types/dashboard';

export const meta = () => [
  { title: 'Admin Dashboard | UPM Trading' },
  { name: 'robots', content: 'noindex, nofollow' },
];
export const headers = adminRouteHeaders;

/** The dashboard URL keeping the search (and nothing else): where a closed dialog or a finished action returns. */
function listUrl(query: string, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  if (query) params.set('q', query);
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  const search = params.toString();
  return search ? `${dashboardPath}?${search}` : dashboardPath;
}

const doneMessages: Record<BrokerIntent, string> = {
  add: 'Broker added.',
  edit: 'Broker saved.',
  toggle: 'Broker status changed.',
  delete: 'Broker deleted.',
};

type Dialog =
  | { kind: 'add'; values: AdminBrokerFormValues }
  | { kind: 'edit'; id: string; values: AdminBrokerFormValues }
  | { kind: 'delete'; id: string; name: string }
  | null;

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireAdmin(request, { context });
  const url = new URL(request.url);
  const query = url.searchParams.get('q')?.trim() ?? '';
  const { brokers, counts, all } = await loadDashboard(await getDb(), { query });
  // The open dialog lives in the URL (?new=1, ?edit=<id>, ?delete=<id>), so it also works without JavaScript.
  const editId = url.searchParams.get('edit');
  const deleteId = url.searchParams.get('delete');
  const target = all.find((broker) => broker.id === (editId ?? deleteId));
  let dialog: Dialog = null;
  if (url.searchParams.get('new') === '1') dialog = { kind: 'add', values: emptyBrokerFormValues };
  else if (editId && target) dialog = { kind: 'edit', id: target.id, values: brokerToAdminFormValues(target) };
  else if (deleteId && target) dialog = { kind: 'delete', id: target.id, name: target.name };
  const done = url.searchParams.get('done') as BrokerIntent | null;
  return data(
    {
      username: session.admin.username,
      csrf: session.csrfToken,
      unreadMessages: await unreadMessageCount(),
      query,
      counts,
      brokers,
      dialog,
      missing: Boolean((editId || deleteId) && !target),
      notice: done && done in doneMessages ? doneMessages[done] : null,
    },
    { headers: adminHeaders },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const session = await requireAdmin(request, { context });
  const form = await readAdminForm(request, session, { context });
  const result = await runBrokerAction(await getDb(), session.admin, form);
  if (result.ok) {
    // Back to the list (the dialog closes, every loader re-runs): the list reloads after each change (spec §4).
    const query = new URL(request.url).searchParams.get('q')?.trim() ?? '';
    throw redirect(listUrl(query, { done: result.intent }), { headers: adminHeaders });
  }
  const status = result.fieldErrors ? 400 : result.error === 'This broker no longer exists.' ? 404 : 500;
  return data(result, { status, headers: adminHeaders });
}

function Logo({ src }: { src: string }) {
  // Spec departure 5: only http(s) URLs and site paths are ever used as an image source.
  if (!src || !(isHttpUrl(src) || isSitePath(src))) return null;
  return <img src={src} alt="" className={styles.logo} loading="lazy" referrerPolicy="no-referrer" />;
}

function BrokerForm({
  dialog,
  csrf,
  action,
  closeHref,
  serverErrors,
  serverValues,
  serverError,
}: {
  dialog: Extract<Dialog, { kind: 'add' | 'edit' }>;
  csrf: string;
  action: string;
  closeHref: string;
  serverErrors?: Partial<Record<AdminBrokerFieldName | 'form', string>>;
  serverValues?: AdminBrokerFormValues;
  serverError?: string;
}) {
  const navigation = useNavigation();
  const saving = navigation.state === 'submitting' && navigation.formData?.get('intent') === dialog.kind;
  const [clientErrors, setClientErrors] = useState<Partial<Record<AdminBrokerFieldName | 'form', string>> | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const errors = clientErrors ?? serverErrors ?? {};
  const values = serverValues ?? dialog.values;

  // Server errors arrive after a post: move focus to the first invalid field.
  useEffect(() => {
    if (!serverErrors) return;
    const first = Object.keys(serverErrors).find((name) => name !== 'form');
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }, [serverErrors]);

  // Same schema as the server (spec §5): invalid input never leaves the browser, what was typed stays.
  const validate = (event: FormEvent<HTMLFormElement>) => {
    const result = parseAdminBrokerForm(formValues(new FormData(event.currentTarget)));
    if (result.success) {
      setClientErrors(null);
      return;
    }
    event.preventDefault();
    setClientErrors(result.errors);
    const first = Object.keys(result.errors)[0];
    if (first) event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  return (
    <Form method="post" action={action} noValidate onSubmit={validate} ref={formRef} className={styles.form}>
      <input type="hidden" name="csrf" value={csrf} />
      <input type="hidden" name="intent" value={dialog.kind} />
      {dialog.kind === 'edit' && <input type="hidden" name="id" value={dialog.id} />}
      {serverError && (
        <p role="alert" className={styles.alert.error}>
          {serverError}
        </p>
      )}
      <div className={styles.formGrid}>
        {brokerFormFields.map((field) => (
          <AdminField
            key={field.name}
            idPrefix="broker"
            name={field.name}
            label={field.label}
            required={field.required}
            hint={field.hint}
            type={field.type}
            defaultValue={values[field.name]}
            error={errors[field.name]}
            className={field.type === 'textarea' ? styles.fullRow : undefined}
          />
        ))}
      </div>
      <div className={styles.modalActions}>
        <Link to={closeHref} className={adminButton.secondary} preventScrollReset>
          Cancel
        </Link>
        <button type="submit" className={adminButton.primary} disabled={saving}>
          {saving ? 'Saving...' : dialog.kind === 'add' ? 'Add Broker' : 'Update Broker'}
        </button>
      </div>
    </Form>
  );
}

/** Spec §2, §4, §5: counters, search, the broker grid with its actions, add/edit in a modal, confirmed delete. */
export default function AdminDashboard({ loaderData, actionData }: Route.ComponentProps) {
  const { username, csrf, unreadMessages, query, counts, brokers, dialog, missing, notice } = loaderData;
  const navigation = useNavigation();
  const navigate = useNavigate();
  const submit = useSubmit();
  const loading = navigation.state === 'loading' && navigation.location.pathname === dashboardPath;
  const closeHref = listUrl(query);
  const dialogAction =
    dialog?.kind === 'add'
      ? listUrl(query, { new: '1' })
      : dialog
        ? listUrl(query, { [dialog.kind]: dialog.id })
        : closeHref;
  const failure = actionData && !actionData.ok ? actionData : undefined;
  const formFailure = failure && (failure.intent === 'add' || failure.intent === 'edit') ? failure : undefined;
  const listFailure = failure && !formFailure ? failure : undefined;
  const close = (open: boolean) => {
    if (!open) navigate(closeHref, { preventScrollReset: true });
  };

  return (
    <AdminShell username={username} csrfToken={csrf} unreadMessages={unreadMessages}>
      <div className={styles.toolbar}>
        <h1 className={styles.heading}>Admin Dashboard</h1>
        <Link to={listUrl(query, { new: '1' })} className={adminButton.primary} preventScrollReset>
          Add New Broker
        </Link>
      </div>

      <dl className={styles.counters} aria-label="Broker counts">
        <div className={styles.counter}>
          <dt className={styles.counterLabel}>Total Brokers</dt>
          <dd className={styles.counterValue}>{counts.total}</dd>
        </div>
        <div className={styles.counter}>
          <dt className={styles.counterLabel}>Active Brokers</dt>
          <dd className={styles.counterValue}>{counts.active}</dd>
        </div>
        <div className={styles.counter}>
          <dt className={styles.counterLabel}>Inactive Brokers</dt>
          <dd className={styles.counterValue}>{counts.inactive}</dd>
        </div>
      </dl>

      <Form method="get" role="search" className={styles.searchForm} aria-label="Search brokers">
        <AdminField
          idPrefix="search"
          name="q"
          label="Search brokers by name or description"
          type="search"
          defaultValue={query}
          inputProps={{
            onChange: (event) => submit(event.currentTarget.form, { replace: true, preventScrollReset: true }),
          }}
        />
        <button type="submit" className={adminButton.secondary}>
          Search
        </button>
      </Form>

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

      {counts.total === 0 ? (
        <div className={styles.empty}>
          <h2 className={styles.cardTitle}>No brokers yet</h2>
          <p>Partner brokers you add appear here and, when active, on the IB Partners page.</p>
          <Link to={listUrl(query, { new: '1' })} className={adminButton.primary} preventScrollReset>
            Add Your First Broker
          </Link>
        </div>
      ) : brokers.length === 0 ? (
        <div className={styles.empty}>
          <p>No brokers match “{query}”.</p>
        </div>
      ) : (
        <ul className={styles.grid} aria-label="Brokers" aria-busy={loading || undefined}>
          {brokers.map((broker) => (
            <li key={broker.id}>
              <article className={styles.card} aria-labelledby={`broker-${broker.id}`}>
                <div className={styles.cardHeader}>
                  <Logo src={broker.logo} />
                  <h2 id={`broker-${broker.id}`} className={styles.cardTitle}>
                    {broker.name}
                  </h2>
                  <Badge tone={broker.isActive ? 'positive' : 'negative'}>
                    {broker.isActive ? 'Active' : 'Inactive'}
                  </Badge>
                </div>
                <p className={styles.description}>{broker.description}</p>
                <dl className={styles.facts}>
                  <dt>Min Deposit</dt>
                  <dd>{broker.minDeposit}</dd>
                  <dt>Spreads</dt>
                  <dd>{broker.spreads}</dd>
                  <dt>Leverage</dt>
                  <dd>{broker.leverage}</dd>
                  <dt>Platforms</dt>
                  <dd>{broker.platforms}</dd>
                  <dt>Click-outs (30 days)</dt>
                  <dd>{broker.clicks30d}</dd>
                </dl>
                <div className={styles.cardActions}>
                  <Form method="post" action={closeHref} className={styles.inlineForm} preventScrollReset>
                    <input type="hidden" name="csrf" value={csrf} />
                    <input type="hidden" name="intent" value="toggle" />
                    <input type="hidden" name="id" value={broker.id} />
                    <button type="submit" className={adminButton.secondary}>
                      {broker.isActive ? 'Deactivate' : 'Activate'}
                      <span className={styles.visuallyHidden}> {broker.name}</span>
                    </button>
                  </Form>
                  <Link to={listUrl(query, { edit: broker.id })} className={adminButton.secondary} preventScrollReset>
                    Edit<span className={styles.visuallyHidden}> {broker.name}</span>
                  </Link>
                  <Link to={listUrl(query, { delete: broker.id })} className={adminButton.danger} preventScrollReset>
                    Delete<span className={styles.visuallyHidden}> {broker.name}</span>
                  </Link>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}

      {(dialog?.kind === 'add' || dialog?.kind === 'edit') && (
        <AdminModal
          open
          onOpenChange={close}
          title={dialog.kind === 'add' ? 'Add New Broker' : 'Edit Broker'}
          description="Fields marked * are required. Lists are comma-separated."
          closeHref={closeHref}
        >
          <BrokerForm
            key={dialog.kind === 'edit' ? dialog.id : 'new'}
            dialog={dialog}
            csrf={csrf}
            action={dialogAction}
            closeHref={closeHref}
            serverErrors={formFailure?.fieldErrors}
            serverValues={formFailure?.values}
            serverError={formFailure?.error}
          />
        </AdminModal>
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          open
          onOpenChange={close}
          title={`Delete ${dialog.name}`}
          description="Are you sure you want to delete this broker?"
          closeHref={closeHref}
          actions={
            <Form method="post" action={dialogAction} className={styles.modalActions}>
              <input type="hidden" name="csrf" value={csrf} />
              <input type="hidden" name="intent" value="delete" />
              <input type="hidden" name="id" value={dialog.id} />
              <Link to={closeHref} className={adminButton.secondary} preventScrollReset>
                Cancel
              </Link>
              <button type="submit" className={adminButton.danger}>
                Delete
              </button>
            </Form>
          }
        />
      )}
    </AdminShell>
  );
}

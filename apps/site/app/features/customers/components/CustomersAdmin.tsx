import { Button, Notice, TextInput } from '@upm/ui';
import { Fragment } from 'react';
import { Form } from 'react-router';
import * as styles from '~/platform/admin/admin.css';
import { AdminIntentButton } from '~/platform/admin/AdminIntentButton';
import { AdminTable } from '~/platform/admin/AdminTable';
import { ConfirmAdminAction } from '~/platform/admin/ConfirmAdminAction';
import type { AdminActionData } from '~/platform/admin/admin-action';
import { customersAdminPath } from '~/platform/admin/paths';
import type { CustomerListItem } from '~/features/customers/admin-customers.server';
import { dateTime } from './account/format';

export interface CustomersAdminProps {
  csrf: string;
  query: string;
  customers: CustomerListItem[];
  done: string | null;
  answer: AdminActionData | undefined;
}

const doneMessages: Record<string, string> = {
  disable: 'The account is disabled; its sessions and API tokens ended.',
  enable: 'The account is enabled again.',
  'resend-verification': 'A new verification link was sent (valid for 24 hours).',
};

/** What can be done to an account in its state: enable or disable it, and resend an unverified address's link. */
const actionsOf = (customer: CustomerListItem) => [
  customer.disabled ? { intent: 'enable', label: 'Enable' } : { intent: 'disable', label: 'Disable' },
  ...(customer.verified ? [] : [{ intent: 'resend-verification', label: 'Resend verification' }]),
];

/** The admin's Customers page: search by e-mail, the accounts' states, and their actions. */
export function CustomersAdmin({ csrf, query, customers, done, answer }: CustomersAdminProps) {
  const notice = done ? doneMessages[done] : undefined;
  const confirming = answer?.kind === 'confirm' ? customers.find((item) => item.id === answer.values.id) : undefined;
  return (
    <>
      <div className={styles.toolbar}>
        <h1 className={styles.heading}>Customers</h1>
      </div>
      {notice ? (
        <Notice role="status" tone="positive">
          {notice}
        </Notice>
      ) : null}
      {answer?.kind === 'refused' || answer?.kind === 'invalid' ? (
        <Notice role="alert" tone="negative">
          {answer.kind === 'refused' ? answer.message : 'That request was not valid. Nothing changed.'}
        </Notice>
      ) : null}
      {answer?.kind === 'confirm' && confirming ? (
        <ConfirmAdminAction
          csrf={csrf}
          intent={answer.intent}
          values={answer.values}
          backHref={query ? `${customersAdminPath}?q=${encodeURIComponent(query)}` : customersAdminPath}
          confirmLabel="Disable the account"
        >
          Disable {confirming.email}? The customer is signed out everywhere at once and cannot sign in until the account
          is enabled again.
        </ConfirmAdminAction>
      ) : null}
      <Form method="get" className={styles.searchForm} role="search">
        <TextInput name="q" type="search" label="E-mail contains" defaultValue={query} maxLength={200} />
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </Form>
      {customers.length === 0 ? (
        <p className={styles.empty}>
          {query ? `No account's e-mail contains "${query}".` : 'No customer accounts yet.'}
        </p>
      ) : (
        <AdminTable
          columns={['E-mail', 'Name', 'E-mail verified', 'Created', 'Last sign-in', 'State', 'Actions']}
          caption="Customer accounts, newest first (at most 50: search to narrow)"
        >
          {customers.map((customer) => (
            <tr key={customer.id}>
              <th scope="row">{customer.email}</th>
              <td>{customer.name}</td>
              <td>{customer.verified ? 'Verified' : 'Not verified'}</td>
              <td>{dateTime(customer.createdAt)}</td>
              <td>{customer.lastSignInAt ? dateTime(customer.lastSignInAt) : 'Never'}</td>
              <td>{customer.disabled ? 'Disabled' : 'Active'}</td>
              <td>
                {/* The forms are laid out as their buttons (display: contents): a space keeps them apart. */}
                {actionsOf(customer).map(({ intent, label }) => (
                  <Fragment key={intent}>
                    <AdminIntentButton
                      csrf={csrf}
                      intent={intent}
                      fields={{ id: customer.id, q: query }}
                      label={label}
                      accessibleName={`${label}: ${customer.email}`}
                      variant="outline"
                    />{' '}
                  </Fragment>
                ))}
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
    </>
  );
}

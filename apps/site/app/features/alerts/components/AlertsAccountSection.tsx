import { Button, Notice } from '@upm/ui';
import { Form, useSearchParams } from 'react-router';
import type { AlertsAccountData } from '~/features/alerts/account-section.server';
import { alertsAccountPath } from '~/features/alerts/alert-paths';
import { describeInstruments } from '~/features/alerts/alert-choices';
import { alertedEventsSentence } from '~/features/alerts/alert-events';
import { AlertChoiceFields } from './AlertChoiceFields';
import * as styles from './alerts.css';

export interface AlertsAccountSectionProps {
  data: AlertsAccountData;
  csrfToken: string;
}

const outcomeMessages: Record<string, string> = {
  requested: 'We have sent a confirmation e-mail to your address: your alerts start once you follow its link.',
  saved: 'Your choice of instruments is saved.',
  unsubscribed: 'You are unsubscribed: we will send no more signal alerts.',
  choose: 'Choose at least one instrument, or all signals.',
};

/** The account's signal alerts on /account: subscribe, change the instruments, or unsubscribe. */
export function AlertsAccountSection({ data, csrfToken }: AlertsAccountSectionProps) {
  const [search] = useSearchParams();
  const outcome = outcomeMessages[search.get('alerts') ?? ''];
  const { subscription } = data;
  const token = <input type="hidden" name="csrf" value={csrfToken} />;
  return (
    <div className={styles.stack} id="alerts">
      <p role="status" className={styles.status}>
        {outcome ?? ''}
      </p>
      {subscription?.status === 'active' ? (
        <>
          <p>
            Alerts for {describeInstruments(subscription.instruments)} go to {subscription.email}.
          </p>
          <Form method="post" action={alertsAccountPath} className={styles.form}>
            {token}
            <input type="hidden" name="intent" value="change" />
            <AlertChoiceFields idPrefix="account-alerts" current={subscription.instruments} />
            <div className={styles.actions}>
              <Button type="submit">Save my choice</Button>
            </div>
          </Form>
          <Form method="post" action={alertsAccountPath}>
            {token}
            <input type="hidden" name="intent" value="unsubscribe" />
            <Button type="submit" variant="secondary">
              Unsubscribe from signal alerts
            </Button>
          </Form>
        </>
      ) : (
        <>
          {subscription?.status === 'pending' ? (
            <Notice tone="warning">
              A confirmation e-mail was sent to {subscription.email}: your alerts start once you follow its link. You
              can ask for a new one below.
            </Notice>
          ) : (
            <p>
              Get an e-mail at {data.email} when a signal is {alertedEventsSentence}.
            </p>
          )}
          <Form method="post" action={alertsAccountPath} className={styles.form}>
            {token}
            <input type="hidden" name="intent" value="subscribe" />
            <AlertChoiceFields idPrefix="account-alerts" />
            <div>
              <Button type="submit">Send me the confirmation e-mail</Button>
            </div>
          </Form>
        </>
      )}
    </div>
  );
}

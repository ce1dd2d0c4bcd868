import { Notice } from '@upm/ui';
import * as styles from '~/platform/admin/admin.css';
import { SignalTimeline } from './SignalTimeline';
import type { AdminActionData } from '~/platform/admin/admin-action';
import { orderTypeLabels, signalLevels, statusLabels } from '~/features/signals/signal-format';
import type { Signal, SignalEvent } from '~/features/signals/signal-types';
import { ConfirmSignalAction, type SignalIntentName } from './ConfirmSignalAction';
import { CorrectForm, SignalActionForms } from './SignalActionForms';

type ActionData = AdminActionData<SignalIntentName>;

export interface SignalAdminDetailProps {
  signal: Signal;
  events: SignalEvent[];
  csrf: string;
  /** The notice after a finished action (`?done=`). */
  done: string | null;
  /** The configured R bound of a close (config.signals.maxAbsR). */
  maxAbsR: number;
  /** The server's time when the page was loaded (a close's market hours are checked against it). */
  now: string;
  actionData?: ActionData;
}

const doneMessages: Record<string, string> = {
  publish: 'Signal published.',
  trigger: 'Signal marked triggered.',
  amend: 'Signal amended.',
  close: 'Signal closed.',
  correct: 'Correction recorded: it is on the public timeline.',
  cancel: 'Signal cancelled.',
};

/** One signal for the admin: its levels, its timeline, and the confirmation step or the actions its status allows. */
export function SignalAdminDetail({ signal, events, csrf, done, maxAbsR, now, actionData }: SignalAdminDetailProps) {
  const levels = signalLevels(signal, events);
  const open = signal.status === 'pending' || signal.status === 'active';
  return (
    <div className={styles.form}>
      <h1 className={styles.heading}>
        {signal.direction} {signal.instrument} {orderTypeLabels[signal.orderType]}: {statusLabels[signal.status]}
      </h1>
      {done && doneMessages[done] && (
        <Notice role="status" tone="positive">
          {doneMessages[done]}
        </Notice>
      )}
      {actionData?.kind === 'refused' && (
        <Notice role="alert" tone="negative">
          {actionData.message}
        </Notice>
      )}
      <dl className={styles.facts}>
        <dt>Entry</dt>
        <dd>{levels.entry}</dd>
        <dt>Stop-loss</dt>
        <dd>
          {levels.stopLoss} (initially {levels.initialStopLoss})
        </dd>
        <dt>Take-profit</dt>
        <dd>
          {levels.takeProfit} (initially {levels.initialTakeProfit})
        </dd>
        <dt>Result</dt>
        <dd>{levels.result}</dd>
      </dl>
      <h2>Timeline</h2>
      <SignalTimeline signal={signal} events={events} />
      {actionData?.kind === 'confirm' ? (
        <ConfirmSignalAction
          signal={signal}
          csrf={csrf}
          intent={actionData.intent}
          values={actionData.values}
          maxAbsR={maxAbsR}
          now={now}
        />
      ) : open ? (
        <SignalActionForms
          signal={signal}
          csrf={csrf}
          failed={actionData?.kind === 'invalid' ? actionData : undefined}
        />
      ) : signal.status === 'closed' ? (
        <>
          <p>This signal is closed and can no longer change; a wrong exit can be corrected in public.</p>
          <CorrectForm
            signal={signal}
            csrf={csrf}
            failed={actionData?.kind === 'invalid' && actionData.intent === 'correct' ? actionData : undefined}
          />
        </>
      ) : (
        <p>This signal is {statusLabels[signal.status].toLowerCase()} and can no longer change.</p>
      )}
    </div>
  );
}

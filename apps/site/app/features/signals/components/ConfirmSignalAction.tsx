import { Choice, Notice } from '@upm/ui';
import { AdminField } from '~/platform/admin/AdminField';
import { ConfirmAdminAction } from '~/platform/admin/ConfirmAdminAction';
import { signalAdminPath } from '~/platform/admin/paths';
import { type CloseCheck, checkClose, stopWideningDoubt } from '~/features/signals/close-check';
import { formatPrice } from '~/features/signals/instruments';
import { formatPips, formatR, outcomeLabels } from '~/features/signals/signal-format';
import { type CloseOutcome, reasonMaxLength } from '~/features/signals/signal-values';
import type { Signal } from '~/features/signals/signal-types';

export type SignalIntentName = 'trigger' | 'amend' | 'close' | 'correct' | 'cancel';

export interface ConfirmSignalActionProps {
  signal: Signal;
  csrf: string;
  intent: SignalIntentName;
  values: Record<string, string>;
  /** The configured R bound (config.signals.maxAbsR): the same check the server makes. */
  maxAbsR: number;
  /** The server's time when the page was loaded: a close is checked against its market's hours then. */
  now: string;
}

/** The field the confirmation step ticks for a doubtful price (features/signals/routes/admin-signal.server.ts reads it). */
const priceCheckedField = 'priceChecked';

/** The close a close or correct form describes, checked as the server will check it (a close at `at`). */
function closeCheck(signal: Signal, values: Record<string, string>, maxAbsR: number, at?: Date): CloseCheck {
  const typed = (values.exitPrice ?? '').trim();
  const outcome = values.outcome as CloseOutcome;
  return checkClose(signal, typed ? { outcome, exitPrice: Number(typed) } : { outcome }, maxAbsR, at);
}

/** Why the step needs a reason and a tick (close-check.ts): each doubt in the admin's words; empty when none. */
function doubtsOf(signal: Signal, intent: SignalIntentName, values: Record<string, string>, check?: CloseCheck) {
  if (check) return check.doubts;
  if (intent !== 'amend') return [];
  const widening = stopWideningDoubt(signal, Number(values.stopLoss), (value) => formatPrice(signal.instrument, value));
  return widening ? [widening] : [];
}

const reasonLabels: Partial<Record<SignalIntentName, string>> = {
  correct: 'Reason for the correction',
  amend: 'Why the stop moves further from the entry',
};

/** What the action will do, in words, before it is done. */
function summary(signal: Signal, intent: SignalIntentName, values: Record<string, string>, check?: CloseCheck) {
  const name = `${signal.direction} ${signal.instrument}`;
  if (intent === 'trigger') return `Mark ${name} as triggered now?`;
  if (intent === 'amend') return `Set the stop-loss to ${values.stopLoss} and the take-profit to ${values.takeProfit}?`;
  if (intent === 'cancel') return `Cancel ${name} with the reason “${values.reason}”?`;
  const outcome = values.outcome as keyof typeof outcomeLabels;
  const at = check ? formatPrice(signal.instrument, check.exitPrice) : values.exitPrice;
  const result = check
    ? ` This records ${formatPips({ instrument: signal.instrument, resultPips: check.pips })}, ${formatR(check.r)}.`
    : '';
  const verb = intent === 'correct' ? `Correct ${name} to` : `Close ${name}:`;
  const reason = intent === 'correct' && values.reason ? ` Reason: “${values.reason}”.` : '';
  return `${verb} ${outcomeLabels[outcome] ?? outcome} at ${at}?${result}${reason}`;
}

/**
 * The confirmation step of a signal action: the shared admin confirmation, with what this action will do. A close
 * or correction shows the pips and R it would record; a doubtful price lists why and asks for a reason and a
 * ticked box, the explicit second confirmation.
 */
export function ConfirmSignalAction({ signal, csrf, intent, values, maxAbsR, now }: ConfirmSignalActionProps) {
  const closing = intent === 'close' || intent === 'correct';
  const check = closing
    ? closeCheck(signal, values, maxAbsR, intent === 'close' ? new Date(now) : undefined)
    : undefined;
  const doubts = doubtsOf(signal, intent, values, check);
  const doubtful = doubts.length > 0;
  // The reason and the box are asked here, so they are not repeated from the first post.
  const { reason = '', [priceCheckedField]: _checked, ...repeated } = values;
  const askReason = doubtful;
  const doubtsId = `confirm-${intent}-doubts`;
  const fields = askReason ? (
    <>
      {doubtful && (
        <Notice as="div" tone="warning" padding="sm" id={doubtsId}>
          <p>{intent === 'amend' ? 'Please check this change:' : 'Please check this close:'}</p>
          <ul>
            {doubts.map((doubt) => (
              <li key={doubt}>{doubt}</li>
            ))}
          </ul>
        </Notice>
      )}
      <AdminField
        idPrefix={`confirm-${intent}`}
        name="reason"
        label={reasonLabels[intent] ?? 'Why this close is right'}
        hint="Shown publicly on the signal's timeline."
        required
        type="textarea"
        defaultValue={reason}
        // The doubts are what the reason answers: read out with the field.
        inputProps={{ maxLength: reasonMaxLength, 'aria-describedby': doubtsId }}
      />
      {doubtful && (
        <Choice id="confirm-price-checked" type="checkbox" name={priceCheckedField} value="1" required>
          {intent === 'amend'
            ? 'I have checked this change and confirm it.'
            : 'I have checked this close and confirm it.'}
        </Choice>
      )}
    </>
  ) : undefined;
  return (
    <ConfirmAdminAction
      csrf={csrf}
      intent={intent}
      values={askReason ? repeated : values}
      backHref={signalAdminPath(signal.id)}
      fields={fields}
    >
      {summary(signal, intent, values, check)} This is public and cannot be undone
      {intent === 'close' ? ', only corrected in public' : ''}.
    </ConfirmAdminAction>
  );
}

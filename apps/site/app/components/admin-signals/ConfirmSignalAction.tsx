import { Button, ButtonLink } from '@upm/ui';
import { Form } from 'react-router-dom';
import * as styles from '~/components/admin/admin.css';
import { signalAdminPath } from '~/lib/admin/paths';
import { outcomeLabels } from '~/lib/signals/signal-format';
import type { Signal } from '~/lib/signals/signal-types';

export interface ConfirmSignalActionProps {
  signal: Signal;
  csrf: string;
  intent: 'trigger' | 'amend' | 'close' | 'cancel';
  values: Record<string, string>;
}

/** What the action will do, in words, before it is done. */
function summary(signal: Signal, intent: ConfirmSignalActionProps['intent'], values: Record<string, string>): string {
  const name = `${signal.direction} ${signal.instrument}`;
  if (intent === 'trigger') return `Mark ${name} as triggered now?`;
  if (intent === 'amend') return `Set the stop-loss to ${values.stopLoss} and the take-profit to ${values.takeProfit}?`;
  if (intent === 'cancel') return `Cancel ${name} with the reason “${values.reason}”?`;
  const outcome = values.outcome as keyof typeof outcomeLabels;
  return `Close ${name}: ${outcomeLabels[outcome] ?? outcome}${outcome === 'manual' ? ` at ${values.exitPrice}` : ''}?`;
}

/** The confirmation step: the same values again in hidden fields with `confirmed=1`, or back without a change. */
export function ConfirmSignalAction({ signal, csrf, intent, values }: ConfirmSignalActionProps) {
  return (
    <Form method="post" className={styles.panel} aria-labelledby="confirm-heading">
      <h2 id="confirm-heading">Please confirm</h2>
      <p>{summary(signal, intent, values)} This is public and cannot be undone.</p>
      <input type="hidden" name="csrf" value={csrf} />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="confirmed" value="1" />
      {Object.entries(values).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className={styles.modalActions}>
        <ButtonLink href={signalAdminPath(signal.id)} variant="outline">
          Go back
        </ButtonLink>
        <Button type="submit">Confirm</Button>
      </div>
    </Form>
  );
}

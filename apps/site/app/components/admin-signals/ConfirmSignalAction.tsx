import { ConfirmAdminAction } from '~/components/admin/ConfirmAdminAction';
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

/** The confirmation step of a signal action: the shared admin confirmation, with what this action will do. */
export function ConfirmSignalAction({ signal, csrf, intent, values }: ConfirmSignalActionProps) {
  return (
    <ConfirmAdminAction csrf={csrf} intent={intent} values={values} backHref={signalAdminPath(signal.id)}>
      {summary(signal, intent, values)} This is public and cannot be undone.
    </ConfirmAdminAction>
  );
}

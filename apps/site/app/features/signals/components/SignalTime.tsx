import { formatGmt } from '~/features/signals/signal-format';

/** A server time in GMT, in a `<time>` that LocalTimes shows in the visitor's zone when scripts run. */
export function SignalTime({ at }: { at: string | null }) {
  if (!at) return <>—</>;
  return (
    <time dateTime={at} data-local-time="">
      {formatGmt(at)}
    </time>
  );
}

import { eventSentence, formatGmt } from '~/lib/signals/signal-format';
import type { Signal, SignalEvent } from '~/lib/signals/signal-types';

export interface SignalTimelineProps {
  signal: Signal;
  events: readonly SignalEvent[];
  className?: string;
}

/** A signal's public timeline, oldest first: each step in words with its server time in GMT. */
export function SignalTimeline({ signal, events, className }: SignalTimelineProps) {
  return (
    <ol className={className} aria-label="Timeline">
      {events.map((event) => (
        <li key={event.id}>
          {eventSentence(signal, event)},{' '}
          <time dateTime={event.at} data-local-time="">
            {formatGmt(event.at)}
          </time>
        </li>
      ))}
    </ol>
  );
}

import { eventSentence } from '~/features/signals/signal-format';
import type { Signal, SignalEvent } from '~/features/signals/signal-types';
import { SignalTime } from './SignalTime';

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
          {eventSentence(signal, event, events)}, <SignalTime at={event.at} />
        </li>
      ))}
    </ol>
  );
}

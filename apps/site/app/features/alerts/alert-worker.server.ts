import type { Db } from '~/platform/db/types';
import { logEvent } from '~/platform/http/log.server';
import { kickOutbox } from '~/platform/outbox/outbox.server';
import { type PassWorker, startPassWorker } from '~/platform/outbox/pass-worker.server';
import { alertsDue, fanOutNewEvents } from './fan-out.server';
import { pruneSubscriptions } from './subscriptions.server';

/*
 * Each instance's alert poll (ALERTS_POLL_INTERVAL_MS, default 5 s, well inside the minute an alert must be
 * queued in): new signal events are fanned out, and the outbox is woken while alerts are due, so a large fan-out
 * is sent batch after batch instead of one batch per outbox interval. Started and stopped by the composition root.
 */

const pruneEveryMs = 3_600_000;

export interface AlertPollerOptions {
  db: Db;
  intervalMs: number;
  /** Wakes the outbox (kickOutbox unless a test or a script has its own). */
  kick?: () => void;
  now?: () => Date;
}

/** One poll: fan out, wake the outbox if anything is due, prune now and then. */
export async function pollAlerts(
  options: AlertPollerOptions,
  state: { prunedAt: number } = { prunedAt: 0 },
): Promise<number> {
  const now = options.now ?? (() => new Date());
  const queued = await fanOutNewEvents(options.db, now());
  if (queued > 0 || (await alertsDue(options.db, now()))) (options.kick ?? kickOutbox)();
  if (now().getTime() - state.prunedAt >= pruneEveryMs) {
    state.prunedAt = now().getTime();
    await pruneSubscriptions(options.db, now());
  }
  return queued;
}

let running: PassWorker | undefined;

/** Starts this process's alert poll (once per process) and polls at once. */
export function startAlertPoller(options: AlertPollerOptions): void {
  if (running) throw new Error('The alert poll is running already.');
  const state = { prunedAt: 0 };
  running = startPassWorker(
    async () => {
      const queued = await pollAlerts(options, state);
      return { delivered: queued, failed: 0 };
    },
    {
      intervalMs: options.intervalMs,
      onPassError: (error) =>
        logEvent('signal_alert.outbox_error', { error: error instanceof Error ? error.message : String(error) }),
    },
  );
  running.kick();
}

/** Stops the poll once the one under way has ended. */
export async function stopAlertPoller(): Promise<void> {
  const worker = running;
  running = undefined;
  await worker?.stop();
}

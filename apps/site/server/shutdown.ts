import type { Server } from 'node:http';
import { logError, logInfo } from './log.ts';

export interface ShutdownOptions {
  server: Server;
  /** How long in-flight requests may run after the signal (SHUTDOWN_GRACE_SECONDS). */
  graceMs: number;
  /** Stops background work (the contact outbox) and closes the database, once no request is open. */
  release: () => Promise<void>;
  /** process.exit, replaced in tests. */
  exit?: (code: number) => void;
}

export interface Shutdown {
  /** Stops accepting, lets open requests finish, releases, exits 0 (1 when the grace period ran out). */
  begin(reason: string): void;
  /** True once shutdown began: /readyz answers 503 so a proxy or orchestrator stops sending traffic. */
  stopping(): boolean;
}

/** The longest the listener stays open after the signal while connections keep arriving. */
const acceptQueueDrainMs = 2_000;

/**
 * How long no connection may have arrived before the listener closes. A handshake the client sees completed
 * can still be waiting for the kernel to queue it (its last ACK), for milliseconds on a loaded machine.
 */
const quietMs = 50;

/** An event-loop turn this short that took no connection means the accept queue was empty a moment ago. */
const quietTurnMs = 1;

/**
 * Closing a listening socket resets every connection the kernel has queued, or half-opened, but the process has
 * not taken yet, and the client sees that as a failed request. So the listener closes only once no connection
 * arrived for `quietMs` and one short event-loop turn (its poll phase takes every queued connection) took none;
 * meanwhile /readyz already answers 503 so a proxy stops sending. After `maxMs` of steady arrivals it closes anyway.
 */
function closeWhenAcceptQueueEmpty(server: Server, maxMs: number, close: () => void): void {
  const started = performance.now();
  const deadline = started + maxMs;
  let taken = 0;
  let lastTaken = started;
  const count = () => {
    taken++;
    lastTaken = performance.now();
  };
  server.on('connection', count);
  const done = (timedOut: boolean) => {
    server.off('connection', count);
    close();
    logInfo('listener closed', {
      drainMs: Math.round(performance.now() - started),
      connectionsTaken: taken,
      drainTimedOut: timedOut,
    });
  };
  const check = () => {
    const now = performance.now();
    if (now >= deadline) return done(true);
    const wait = quietMs - (now - lastTaken);
    if (wait > 0) return void setTimeout(check, Math.min(wait, deadline - now));
    // The check phase follows the poll phase that took whatever was queued by now.
    const takenBefore = taken;
    setImmediate(() => {
      if (taken === takenBefore && performance.now() - now < quietTurnMs) done(false);
      else check();
    });
  };
  check();
}

/**
 * Graceful shutdown for a rolling restart: the listening socket closes once the connections the kernel already
 * queued are taken (new ones go to the other instances), requests already accepted run to completion, keep-alive
 * connections are closed as they go idle and answered with `Connection: close` meanwhile, so no client sends on
 * a socket we are closing.
 */
export function gracefulShutdown(options: ShutdownOptions): Shutdown {
  const { server, graceMs, release } = options;
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let stopping = false;
  let finished = false;

  // A request arriving on a kept-alive connection after the signal is still served, but ends its connection.
  server.prependListener('request', (_req, res) => {
    if (stopping) res.setHeader('Connection', 'close');
  });

  function finish(code: number): void {
    if (finished) return;
    finished = true;
    release().then(
      () => exit(code),
      (error: unknown) => {
        logError('closing the database failed', error);
        exit(1);
      },
    );
  }

  return {
    stopping: () => stopping,
    begin(reason) {
      if (stopping) return;
      stopping = true;
      logInfo('stopping', { signal: reason, graceMs });
      const hardStop = setTimeout(() => {
        logError('shutdown timed out', new Error(`requests still open after ${graceMs} ms`));
        server.closeAllConnections();
        finish(1);
      }, graceMs);
      hardStop.unref();
      // Keep-alive connections go idle between requests; close them as they do so server.close can complete.
      const reaper = setInterval(() => server.closeIdleConnections(), 100);
      reaper.unref();
      closeWhenAcceptQueueEmpty(server, Math.min(acceptQueueDrainMs, graceMs / 4), () => {
        server.close(() => {
          clearTimeout(hardStop);
          clearInterval(reaper);
          logInfo('stopped accepting; open requests finished');
          finish(0);
        });
        server.closeIdleConnections();
      });
    },
  };
}

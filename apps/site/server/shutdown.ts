import type { Server } from 'node:http';
import { Server as NetServer } from 'node:net';
import { logError, logInfo } from './log.ts';

export interface ShutdownOptions {
  server: Server;
  /** How long in-flight requests may run after the signal (SHUTDOWN_GRACE_SECONDS). */
  graceMs: number;
  /** Stops background work (the outbox) and closes the database, once no request is open. */
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

/** After the grace period, how long idle connections get to close before the ones still busy are cut. */
const idleCloseMs = 100;

/**
 * Graceful shutdown for a rolling restart: the listening socket closes once the connections the kernel already
 * queued are taken (new ones go to the other instances), and requests already accepted run to completion. A
 * kept-alive connection is never closed while idle: a client may be sending its next request at that moment, and
 * that request would be reset unanswered. It is closed by its next response, which says `Connection: close`, or by
 * the keep-alive timeout its last response announced (`Keep-Alive: timeout=5`), whichever comes first.
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
      // Past the grace period, idle connections are closed (a race is now the lesser harm); if that leaves none
      // open, the listener's close below finishes the shutdown, else what is still busy is cut.
      const hardStop = setTimeout(() => {
        server.closeIdleConnections();
        setTimeout(() => {
          if (finished) return;
          logError('shutdown timed out', new Error(`requests still open after ${graceMs} ms`));
          server.closeAllConnections();
          finish(1);
        }, idleCloseMs).unref();
      }, graceMs);
      hardStop.unref();
      closeWhenAcceptQueueEmpty(server, Math.min(acceptQueueDrainMs, graceMs / 4), () => {
        // The listening socket only: http.Server's own close() also closes every idle kept-alive connection, which
        // races the requests clients are sending on them. The callback runs once every connection has ended.
        NetServer.prototype.close.call(server, () => {
          clearTimeout(hardStop);
          logInfo('stopped accepting; open requests finished');
          finish(0);
        });
      });
    },
  };
}

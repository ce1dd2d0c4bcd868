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

/**
 * Graceful shutdown for a rolling restart: the listening socket closes at once (new connections go to the
 * other instances), requests already accepted run to completion, keep-alive connections are closed as they
 * go idle and answered with `Connection: close` meanwhile, so no client sends on a socket we are closing.
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
      server.close(() => {
        clearTimeout(hardStop);
        clearInterval(reaper);
        logInfo('stopped accepting; open requests finished');
        finish(0);
      });
      server.closeIdleConnections();
    },
  };
}

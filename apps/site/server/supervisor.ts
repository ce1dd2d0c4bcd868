import { type ChildProcess, fork } from 'node:child_process';
import { logError, logInfo } from './log.ts';

export interface SupervisorOptions {
  /** The server's entry module, run with the same Node as the supervisor. */
  module: string;
  /** First wait before a restart; it doubles after each quick crash, up to maxDelayMs. */
  minDelayMs?: number;
  maxDelayMs?: number;
  /** A server that ran this long before crashing restarts after minDelayMs again. */
  stableAfterMs?: number;
  /** Do not pass the server's output through (tests). */
  silent?: boolean;
  /** Called each time a server is up and listening (after a restart too). */
  onReady?: () => void;
  /** Called once the supervisor is done (the server stopped on request or never started). */
  onExit?: (code: number) => void;
}

/** What the server sends its supervisor (over the IPC channel) once it listens. */
export const readyMessage = 'upm:ready';

/**
 * Runs the production server in a child process and starts it again when it crashes, logging why (exit
 * code or signal). A server that fails before it ever listened (bad configuration, port in use) is not
 * restarted: the supervisor exits with its code. SIGTERM and SIGINT are passed on, and the supervisor
 * exits once the server has shut down gracefully.
 */
export function supervise(options: SupervisorOptions): { stop: (signal?: NodeJS.Signals) => void } {
  const minDelayMs = options.minDelayMs ?? 500;
  const maxDelayMs = options.maxDelayMs ?? 30_000;
  const stableAfterMs = options.stableAfterMs ?? 60_000;
  const exit = options.onExit ?? ((code: number) => process.exit(code));
  let child: ChildProcess | undefined;
  let stopping = false;
  let restarts = 0;
  let delayMs = minDelayMs;

  function start(): void {
    const startedAt = Date.now();
    let ready = false;
    child = fork(options.module, [], { stdio: options.silent ? 'ignore' : 'inherit' });
    child.on('message', (message) => {
      if (message !== readyMessage) return;
      ready = true;
      options.onReady?.();
    });
    child.on('exit', (code, signal) => {
      child = undefined;
      if (stopping) return exit(code ?? 0);
      if (!ready) {
        logError('server failed to start; not restarting', new Error(`exit ${signal ?? code}`));
        return exit(code || 1);
      }
      if (code === 0 && !signal) return exit(0);
      delayMs = Date.now() - startedAt >= stableAfterMs ? minDelayMs : delayMs;
      restarts += 1;
      logError('server crashed; restarting', new Error(signal ? `killed by ${signal}` : `exit code ${code}`), {
        restarts,
        restartInMs: delayMs,
        uptimeMs: Date.now() - startedAt,
      });
      setTimeout(() => (stopping ? exit(0) : start()), delayMs);
      delayMs = Math.min(delayMs * 2, maxDelayMs);
    });
  }

  function stop(signal: NodeJS.Signals = 'SIGTERM'): void {
    if (stopping) return;
    stopping = true;
    logInfo('supervisor stopping', { signal });
    if (child) child.kill(signal);
    else exit(0);
  }

  start();
  return { stop };
}

/*
 * The outbox's in-process worker (outbox.server.ts): a pass every `intervalMs`, passes never overlapping, one more
 * pass when work arrived during one, and a stop that waits for the pass under way.
 */

export interface PassResult {
  delivered: number;
  failed: number;
}

export interface PassWorker {
  /** Runs a pass soon (after new work was stored); passes never overlap. */
  kick(): void;
  /** Runs a pass now and resolves when it ends. */
  runOnce(): Promise<PassResult>;
  /** No more passes; resolves once the pass under way (if any) has ended, so the database can be closed. */
  stop(): Promise<void>;
}

export interface PassWorkerOptions {
  intervalMs?: number;
  onPassError?: (error: unknown) => void;
}

/** Starts a worker running `runPass` (timer unref'd, so it never holds the process open). */
export function startPassWorker(runPass: () => Promise<PassResult>, options: PassWorkerOptions): PassWorker {
  let running: Promise<PassResult> | undefined;
  let again = false;
  let stopped = false;
  const runOnce = (): Promise<PassResult> => {
    if (stopped) return Promise.resolve({ delivered: 0, failed: 0 });
    if (running) {
      // Work stored during a pass may have missed its query: run once more afterwards.
      again = true;
      return running;
    }
    running = runPass().finally(() => {
      running = undefined;
      if (again) {
        again = false;
        pass();
      }
    });
    return running;
  };
  function pass() {
    runOnce().catch((error: unknown) => options.onPassError?.(error));
  }
  const timer = setInterval(pass, options.intervalMs ?? 60_000);
  timer.unref();
  return {
    kick: () => setImmediate(pass),
    runOnce,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}

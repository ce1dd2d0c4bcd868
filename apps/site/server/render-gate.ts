import { AsyncLocalStorage } from 'node:async_hooks';
import { performance } from 'node:perf_hooks';

/**
 * The bound on renders (React Router, and the page cache's misses). A render runs on the one event loop that also
 * answers files from memory, so a flood of URLs no cache can answer (random valid tool queries, made-up broker
 * slugs) would otherwise take the whole loop: at 45 connections `/` fell from 1,575 to 4 req/s. Renders here
 * run at most `running` at once; the rest wait in a queue of `waiting`, and past that the caller answers 503 with
 * Retry-After at once. While renders wait, they start only as their share of the loop's time allows (`share` over
 * any stretch longer than `burstMs`), so the loop keeps time for everything else. Files from memory and cached
 * pages never pass through it.
 *
 * What is charged is the time the event loop was busy while at least one render was running, not the renders'
 * time from start to end. A render awaiting scrypt in the thread pool or a PostgreSQL answer leaves the loop idle
 * for files, so it costs nothing while it waits; wall time charged that wait as if it were loop work, and turned
 * away nearly every sign-in under load. Loop time spent on other requests while a render runs is charged too (the
 * loop cannot tell whose callback it ran), so under a mixed flood renders get less than their share, never more.
 */

export interface RenderGateLimits {
  /** Renders started and not yet ended, at most. */
  running: number;
  /** Renders waiting for a slot, at most; one more is refused. */
  waiting: number;
  /** The share of the event loop's time renders may keep busy while others wait (0 < share ≤ 1). */
  share: number;
  /** Loop time available at once after a quiet spell: ordinary bursts of renders never wait. */
  burstMs: number;
}

/**
 * Two at a time, so a render waiting on PostgreSQL does not idle the loop, yet few render chunks run back to back
 * between two turns of the loop; a third of its time, so files from memory keep most of their rate.
 */
export const renderLimits: RenderGateLimits = { running: 2, waiting: 32, share: 1 / 3, burstMs: 250 };

export interface RenderGate {
  /**
   * Runs `render` now, or once the bounds allow; it holds its place until the promise it returns settles. False
   * when the queue is full: `render` is not run, and the caller answers 503.
   */
  enter(render: () => Promise<unknown>): boolean;
  /** What the gate holds now (tests). */
  stats(): { running: number; waiting: number };
}

// Taken once: tests' fake timers replace the global `performance`, and the gate keeps measuring the real loop.
const eventLoopUtilization = performance.eventLoopUtilization.bind(performance);
/** Milliseconds the event loop has spent running callbacks since it started (not waiting for I/O or timers). */
export const loopBusyMs = () => eventLoopUtilization().active;

/** `now` is the wall clock; `busy` the loop's busy time, both in milliseconds (tests pass their own). */
export function createRenderGate(
  limits: RenderGateLimits = renderLimits,
  now: () => number = () => performance.now(),
  busy: () => number = loopBusyMs,
): RenderGate {
  let running = 0;
  const queue: (() => Promise<unknown>)[] = [];
  // Loop time renders may take now: refilled at `share` per millisecond of wall time up to burstMs, spent by the
  // loop's busy time while any render runs.
  let budgetMs = limits.burstMs;
  let accountedAt = now();
  let busyAt = busy();
  let timer: NodeJS.Timeout | undefined;

  // Brings the budget up to now. Called before `running` changes, so the stretch since the last call had the same
  // renders running throughout: its busy time is theirs to pay (shared, not once each, when two overlap).
  const account = () => {
    const at = now();
    const busyNow = busy();
    const spent = running > 0 ? busyNow - busyAt : 0;
    budgetMs = Math.min(limits.burstMs, budgetMs + (at - accountedAt) * limits.share - spent);
    accountedAt = at;
    busyAt = busyNow;
  };

  function start(render: () => Promise<unknown>): void {
    account();
    running += 1;
    const end = () => {
      account();
      running -= 1;
      // The next render starts after the loop's poll phase, so requests that arrived meanwhile are taken first.
      setImmediate(startWaiting);
    };
    // A render that throws synchronously ends like one that rejects; the caller reports its own failures.
    Promise.resolve().then(render).then(end, end);
  }

  function startWaiting(): void {
    account();
    while (queue.length > 0 && running < limits.running && budgetMs > 0) start(queue.shift()!);
    if (queue.length > 0 && running < limits.running && budgetMs <= 0 && !timer) {
      // Nothing else would wake the queue: wait until the budget is positive again.
      timer = setTimeout(
        () => {
          timer = undefined;
          startWaiting();
        },
        Math.ceil(-budgetMs / limits.share) + 1,
      );
    }
  }

  return {
    enter(render) {
      // A free slot with nobody waiting is taken at once, whatever the budget: a lone visitor's renders (or a test
      // run's) are never slowed. The budget only decides when waiting renders start, that is under a flood.
      if (queue.length === 0 && running < limits.running) {
        start(render);
        return true;
      }
      if (queue.length >= limits.waiting) return false;
      // Started later from another request's callback: it keeps its own request's context (id, nonce) instead.
      queue.push(AsyncLocalStorage.bind(render));
      startWaiting();
      return true;
    },
    stats: () => ({ running, waiting: queue.length }),
  };
}

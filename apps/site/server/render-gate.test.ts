import { AsyncLocalStorage } from 'node:async_hooks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRenderGate } from './render-gate.ts';

/** A render that lasts until the test ends it. */
function pendingRender() {
  let end!: () => void;
  const done = new Promise<void>((resolve) => (end = resolve));
  const render = vi.fn(() => done);
  return { render, end };
}

const settle = async () => {
  for (let turn = 0; turn < 5; turn++) await vi.advanceTimersByTimeAsync(0);
};

afterEach(() => {
  vi.useRealTimers();
});

describe('render gate', () => {
  it('runs at most `running` renders, queues `waiting` more and refuses the rest', async () => {
    vi.useFakeTimers();
    const gate = createRenderGate({ running: 2, waiting: 1, share: 1, burstMs: 1_000 }, () => Date.now());
    const renders = [pendingRender(), pendingRender(), pendingRender(), pendingRender()];
    expect(renders.map(({ render }) => gate.enter(render))).toEqual([true, true, true, false]);
    await settle();
    expect(renders.map(({ render }) => render.mock.calls.length)).toEqual([1, 1, 0, 0]);
    expect(gate.stats()).toEqual({ running: 2, waiting: 1 });
    renders[0]!.end();
    await settle();
    expect(renders[2]!.render).toHaveBeenCalledOnce();
    expect(gate.stats()).toEqual({ running: 2, waiting: 0 });
  });

  it('keeps renders to their share of the time while others wait, and never delays a render nobody is ahead of', async () => {
    vi.useFakeTimers();
    const gate = createRenderGate({ running: 1, waiting: 10, share: 0.25, burstMs: 50 }, () => Date.now());
    const first = pendingRender();
    const second = pendingRender();
    gate.enter(first.render);
    gate.enter(second.render);
    await settle();
    // The first render takes 150 ms: 50 of budget, then 100 ms owed at a quarter per ms of wall time.
    await vi.advanceTimersByTimeAsync(150);
    first.end();
    await settle();
    await vi.advanceTimersByTimeAsync(390);
    expect(second.render).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(20);
    expect(second.render).toHaveBeenCalledOnce();
    second.end();
    await settle();
    // Nobody waits: a render starts at once, the budget owed or not, so a lone visitor is never slowed.
    const third = pendingRender();
    gate.enter(third.render);
    await settle();
    expect(third.render).toHaveBeenCalledOnce();
  });

  it("runs a waiting render in its own request's async context, not in the one whose end started it", async () => {
    vi.useFakeTimers();
    const requests = new AsyncLocalStorage<string>();
    const gate = createRenderGate({ running: 1, waiting: 1, share: 1, burstMs: 1_000 }, () => Date.now());
    const first = pendingRender();
    let seen: string | undefined;
    requests.run('first', () => gate.enter(first.render));
    requests.run('second', () => gate.enter(async () => void (seen = requests.getStore())));
    await settle();
    requests.run('first', () => first.end());
    await settle();
    expect(seen).toBe('second');
  });

  it('frees the place of a render that throws', async () => {
    vi.useFakeTimers();
    const gate = createRenderGate({ running: 1, waiting: 0, share: 1, burstMs: 1_000 }, () => Date.now());
    expect(
      gate.enter(() => {
        throw new Error('render failed');
      }),
    ).toBe(true);
    await settle();
    expect(gate.stats()).toEqual({ running: 0, waiting: 0 });
    const next = pendingRender();
    expect(gate.enter(next.render)).toBe(true);
  });
});

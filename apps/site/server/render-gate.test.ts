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

/** The loop's busy time in tests: it advances only when the test says the loop worked. */
function fakeLoop() {
  let busyMs = 0;
  return { busy: () => busyMs, work: (ms: number) => (busyMs += ms) };
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
    const gate = createRenderGate(
      { running: 2, waiting: 1, share: 1, burstMs: 1_000 },
      () => Date.now(),
      fakeLoop().busy,
    );
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
    const loop = fakeLoop();
    const gate = createRenderGate({ running: 1, waiting: 10, share: 0.25, burstMs: 50 }, () => Date.now(), loop.busy);
    const first = pendingRender();
    const second = pendingRender();
    gate.enter(first.render);
    gate.enter(second.render);
    await settle();
    // The first render keeps the loop busy 150 ms while the budget refills a quarter of that: 50 + 37.5 - 150 leaves
    // 62.5 ms owed, repaid at a quarter per ms of wall time in 250 ms.
    await vi.advanceTimersByTimeAsync(150);
    loop.work(150);
    first.end();
    await settle();
    await vi.advanceTimersByTimeAsync(240);
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

  it('charges the loop time a render takes, not the time it spends awaiting work off the loop', async () => {
    vi.useFakeTimers();
    const loop = fakeLoop();
    const gate = createRenderGate({ running: 1, waiting: 10, share: 0.25, burstMs: 50 }, () => Date.now(), loop.busy);
    // The loop's work while no render runs (files from memory) is not the renders' to pay.
    loop.work(1_000);
    const first = pendingRender();
    const second = pendingRender();
    gate.enter(first.render);
    gate.enter(second.render);
    await settle();
    // 1 s awaiting the thread pool or the database, with only 10 ms of its own work on the loop: within the budget.
    loop.work(10);
    await vi.advanceTimersByTimeAsync(1_000);
    first.end();
    await settle();
    expect(second.render).toHaveBeenCalledOnce();
    // Two renders running side by side pay for the loop's busy time once, not once each.
    const pair = createRenderGate({ running: 2, waiting: 10, share: 0.5, burstMs: 100 }, () => Date.now(), loop.busy);
    const [a, b, c] = [pendingRender(), pendingRender(), pendingRender()];
    pair.enter(a.render);
    pair.enter(b.render);
    pair.enter(c.render);
    await settle();
    loop.work(80); // 80 of the 100 ms budget: charged twice it would be 160, and the third render would wait
    a.end();
    await settle();
    expect(c.render).toHaveBeenCalledOnce();
  });

  it("runs a waiting render in its own request's async context, not in the one whose end started it", async () => {
    vi.useFakeTimers();
    const requests = new AsyncLocalStorage<string>();
    const gate = createRenderGate(
      { running: 1, waiting: 1, share: 1, burstMs: 1_000 },
      () => Date.now(),
      fakeLoop().busy,
    );
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
    const gate = createRenderGate(
      { running: 1, waiting: 0, share: 1, burstMs: 1_000 },
      () => Date.now(),
      fakeLoop().busy,
    );
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

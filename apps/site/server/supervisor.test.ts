import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readyMessage, supervise } from './supervisor.ts';

/** A stand-in server: counts its starts in a file, says it is ready, then does what `behaviour` says. */
function fakeServer(behaviour: string): { module: string; starts: () => number } {
  const dir = mkdtempSync(join(tmpdir(), 'upm-supervisor-'));
  const counter = join(dir, 'starts');
  writeFileSync(counter, '0');
  const module = join(dir, 'server.mjs');
  writeFileSync(
    module,
    `import { readFileSync, writeFileSync } from 'node:fs';
const run = Number(readFileSync(${JSON.stringify(counter)}, 'utf8')) + 1;
writeFileSync(${JSON.stringify(counter)}, String(run));
process.on('SIGTERM', () => process.exit(0));
setInterval(() => {}, 1000);
${behaviour}`,
  );
  return { module, starts: () => Number(readFileSync(counter, 'utf8')) };
}

const exited = () => {
  let resolve!: (code: number) => void;
  const promise = new Promise<number>((r) => (resolve = r));
  return { promise, onExit: resolve };
};

afterEach(() => vi.restoreAllMocks());

describe('the production supervisor', () => {
  it('restarts a server that crashes after it started listening, and logs why', async () => {
    const log = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    // First run: ready, then an uncaught exception kills it. Second run: stays up.
    const server = fakeServer(
      `process.send(${JSON.stringify(readyMessage)});
if (run === 1) setTimeout(() => { throw new Error('boom'); }, 20);`,
    );
    const done = exited();
    const supervisor = supervise({ module: server.module, minDelayMs: 10, silent: true, onExit: done.onExit });
    await vi.waitFor(() => expect(server.starts()).toBe(2), { timeout: 10_000, interval: 50 });
    const lines = log.mock.calls.map(([line]) => String(line)).filter((line) => line.startsWith('{'));
    const crash = lines.map((line) => JSON.parse(line)).find((record) => record.msg === 'server crashed; restarting');
    expect(crash).toMatchObject({ level: 'error', restarts: 1, error: { message: 'exit code 1' } });
    supervisor.stop('SIGTERM');
    expect(await done.promise).toBe(0);
    expect(server.starts()).toBe(2);
  });

  it('restarts after kill -9', async () => {
    vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const server = fakeServer(
      `process.send(${JSON.stringify(readyMessage)});
if (run === 1) setTimeout(() => process.kill(process.pid, 'SIGKILL'), 20);`,
    );
    const done = exited();
    const supervisor = supervise({ module: server.module, minDelayMs: 10, silent: true, onExit: done.onExit });
    await vi.waitFor(() => expect(server.starts()).toBe(2), { timeout: 10_000, interval: 50 });
    supervisor.stop('SIGTERM');
    expect(await done.promise).toBe(0);
  });

  it('does not restart a server that fails before it is ready (bad configuration)', async () => {
    vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const server = fakeServer(`process.exit(3);`);
    const done = exited();
    supervise({ module: server.module, minDelayMs: 10, silent: true, onExit: done.onExit });
    expect(await done.promise).toBe(3);
    expect(server.starts()).toBe(1);
  });

  it('does not restart a server that shut down gracefully (SIGTERM sent to it directly, exit 0)', async () => {
    const server = fakeServer(
      `process.send(${JSON.stringify(readyMessage)});
setTimeout(() => process.kill(process.pid, 'SIGTERM'), 50);`,
    );
    const done = exited();
    supervise({ module: server.module, minDelayMs: 10, silent: true, onExit: done.onExit });
    expect(await done.promise).toBe(0);
    expect(server.starts()).toBe(1);
  });
});

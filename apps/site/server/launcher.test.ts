import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { chainIntact, launcherChain } from './launcher.ts';

describe('the launcher chain', () => {
  // npm exec (1000, started from the user's shell 900) → sh (1001) → pnpm (1002) → sh (1003) → start (1004).
  const table = new Map([
    [1000, { ppid: 900, byPackageManager: false }],
    [1001, { ppid: 1000, byPackageManager: true }],
    [1002, { ppid: 1001, byPackageManager: true }],
    [1003, { ppid: 1002, byPackageManager: true }],
    [900, { ppid: 1, byPackageManager: false }],
  ]);
  const read = (pid: number) => table.get(pid);

  it('runs up to the command the user ran, and not past it to their shell', () => {
    const chain = launcherChain({ pid: 1004, ppid: 1003, byPackageManager: true }, read);
    expect(chain.map((link) => link.pid)).toEqual([1003, 1002, 1001, 1000]);
    expect(chainIntact(chain, read)).toBe(true);
    // npm exec ends on SIGTERM; pnpm is adopted by init.
    const after = new Map(table);
    after.delete(1000);
    after.delete(1001);
    after.set(1002, { ppid: 1, byPackageManager: true });
    expect(chainIntact(chain, (pid) => after.get(pid))).toBe(false);
  });

  it('is empty for a process no package manager started (node scripts/start.ts, nohup)', () => {
    expect(launcherChain({ pid: 1004, ppid: 900, byPackageManager: false }, read)).toEqual([]);
  });
});

/** Whether something listens on the port. */
const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

const launcherModule = fileURLToPath(new URL('./launcher.ts', import.meta.url));
let started: ChildProcess | undefined;
let stubPid: number | undefined;
let dir: string | undefined;

afterEach(() => {
  started?.kill('SIGKILL');
  // Should the stub outlive its launcher (the failure this test is about), it must not outlive the test; pnpm
  // ends once its script has.
  try {
    if (stubPid) process.kill(stubPid, 'SIGKILL');
  } catch {
    // already gone
  }
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('pnpm start under npx', () => {
  it('frees its port when the command the user ran gets SIGTERM', { timeout: 60_000 }, async () => {
    dir = mkdtempSync(join(tmpdir(), 'upm-launcher-'));
    // A stand-in for scripts/start.ts: a server that stops the way start.ts does when its launcher has gone.
    writeFileSync(
      join(dir, 'stub.ts'),
      `import { createServer } from 'node:http';
import { whenLauncherGone } from ${JSON.stringify(launcherModule)};
const server = createServer((_req, res) => res.end('ok'));
server.listen(0, '127.0.0.1', () => console.log('PID ' + process.pid + ' PORT ' + server.address().port));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
whenLauncherGone(() => process.kill(process.pid, 'SIGTERM'), 100);`,
    );
    writeFileSync(
      join(dir, 'package.json'),
      JSON.stringify({ name: 'launcher-test', private: true, scripts: { start: `"${process.execPath}" stub.ts` } }),
    );
    // As from a user's shell: no package manager's variables (this test itself runs under pnpm).
    const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('npm_')));
    started = spawn('npx', ['-y', 'pnpm@12.21.0', 'start'], { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    started.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const port = await new Promise<number>((resolve, reject) => {
      started!.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const found = /PID (\d+) PORT (\d+)/.exec(output);
        if (!found) return;
        stubPid = Number(found[1]);
        resolve(Number(found[2]));
      });
      started!.once('exit', (code) => reject(new Error(`npx exited ${code} before the stub listened:\n${output}`)));
    });
    expect(await listening(port)).toBe(true);

    started.kill('SIGTERM');
    const deadline = Date.now() + 5_000;
    while ((await listening(port)) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await listening(port)).toBe(false);
  });
});

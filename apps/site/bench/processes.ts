// The bench's child processes: the production server and the bare baseline, each on a free port of its range.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { siteDir } from '../server/paths.ts';

// Where the bench looks for free ports: 3150-3199 by default, so parallel work on 3100-3149 is left alone;
// BENCH_PORT moves the range (to the next 50 ports) when several worktrees bench on one machine.
const firstPort = Number(process.env.BENCH_PORT ?? 3150);

/** A free port in the bench range. */
export function freePort(from = firstPort, to = firstPort + 49): Promise<number> {
  const attempt = (port: number): Promise<number> =>
    new Promise((resolve, reject) => {
      if (port > to) return reject(new Error(`no free port in ${from}-${to}`));
      const probe = createServer();
      probe.once('error', () => resolve(attempt(port + 1)));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(port)));
    });
  return attempt(from);
}

export function startProcess(
  args: string[],
  env: NodeJS.ProcessEnv,
  ready: RegExp,
  name: string,
): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: siteDir, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (ready.test(output)) resolve(child);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`${name} exited (${code}) before it was ready:\n${output}`)));
  });
}

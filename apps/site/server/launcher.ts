import { readFileSync } from 'node:fs';

/*
 * `npx -y pnpm@… start` runs npm exec → sh → pnpm → sh → node scripts/start.ts. A SIGTERM to the command the user
 * ran (as a service manager sends it) ends npm exec and its shell, but pnpm, now orphaned, and everything below
 * it keep running: the server stayed on its port. So `start` watches that chain and stops itself, gracefully,
 * once any process of it has gone.
 */

/** One process of the chain: its id and its parent's when the chain was read. */
export interface ChainLink {
  pid: number;
  ppid: number;
}

interface ProcessInfo {
  ppid: number;
  /** It was started by a package manager's script runner (npm and pnpm set npm_lifecycle_event for it). */
  byPackageManager: boolean;
}

/** A process's parent and environment from /proc, or undefined when it is gone (or /proc cannot say). */
export function readProcess(pid: number): ProcessInfo | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "pid (comm) state ppid …": comm may hold spaces and parentheses, so count from the last ')'.
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    let environ = '';
    try {
      environ = readFileSync(`/proc/${pid}/environ`, 'latin1');
    } catch {
      // another user's process: alive, but not one a package manager started for us
    }
    const byPackageManager = environ.split('\0').some((entry) => entry.startsWith('npm_lifecycle_event='));
    return Number.isInteger(ppid) ? { ppid, byPackageManager } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The processes from this one's parent up to the command the user ran: every ancestor a package manager started,
 * and the first one it did not. Empty when this process was not started by a package manager (`node
 * scripts/start.ts`, or under nohup where the user's shell may go without stopping the server).
 */
export function launcherChain(
  self: { pid: number; ppid: number; byPackageManager: boolean },
  read: (pid: number) => ProcessInfo | undefined = readProcess,
): ChainLink[] {
  if (!self.byPackageManager) return [];
  const chain: ChainLink[] = [];
  let pid = self.ppid;
  // Eight is more than any launcher nests (npm exec, its shell, pnpm, its shell).
  while (pid > 1 && chain.length < 8) {
    const info = read(pid);
    if (!info) break;
    chain.push({ pid, ppid: info.ppid });
    if (!info.byPackageManager) break;
    pid = info.ppid;
  }
  return chain;
}

/** Whether every process of the chain is still there under the same parent. */
export function chainIntact(chain: readonly ChainLink[], read: (pid: number) => ProcessInfo | undefined = readProcess) {
  return chain.every((link) => read(link.pid)?.ppid === link.ppid);
}

/**
 * Calls `onGone` once a process between this one and the command the user ran has gone (checked every second).
 * Where /proc is missing (macOS), only this process's own parent is watched.
 */
export function whenLauncherGone(onGone: () => void, intervalMs = 1_000): void {
  const byPackageManager = process.env.npm_lifecycle_event !== undefined;
  const hasProc = readProcess(process.pid) !== undefined;
  const chain = hasProc ? launcherChain({ pid: process.pid, ppid: process.ppid, byPackageManager }) : [];
  const parent = process.ppid;
  if (hasProc ? chain.length === 0 : !byPackageManager) return;
  const timer = setInterval(() => {
    if (hasProc ? chainIntact(chain) : process.ppid === parent) return;
    clearInterval(timer);
    onGone();
  }, intervalMs);
  // The watch alone never keeps the process alive.
  timer.unref();
}

/**
 * Story tests: builds Storybook, serves the static build on 127.0.0.1 and runs the Storybook
 * test-runner against it once: each story plays, then axe and the visual snapshot run in both themes
 * (.storybook/test-runner.ts).
 *
 *   pnpm test:stories                      # compare with the committed baselines (--ci: a missing one fails)
 *   pnpm test:stories --update-snapshots   # record baselines (on this machine kind: Debian Chromium)
 *   pnpm test:stories --skip-build         # serve storybook-static as `pnpm build-storybook` left it
 * Each run builds into its own temporary directory (removed afterwards): helpers share this tree, and a
 * rebuild of one shared storybook-static in the middle of another run made its stories go missing.
 * Any other argument is passed to test-storybook (for example a story file path filter).
 */
import { spawn } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sharedStaticDir = path.join(root, 'storybook-static');
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);
/** This project's Storybook ports for helpers' runs; any free port will do when all are taken. */
const preferredPorts = [6100, 6101, 6102, 6103, 6104, 6105, 6106, 6107, 6108, 6109, 6110, 0];

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

function log(message: string): void {
  console.log(`[test-stories] ${message}`);
}

/** Runs a command with inherited output; resolves with its exit code. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

function createStaticServer(dir: string): Server {
  return createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      let filePath = path.normalize(path.join(dir, decodeURIComponent(url.pathname)));
      // Never serve outside the build directory.
      if (filePath !== dir && !filePath.startsWith(dir + path.sep)) {
        res.writeHead(403).end();
        return;
      }
      try {
        if ((await stat(filePath)).isDirectory()) filePath = path.join(filePath, 'index.html');
        const info = await stat(filePath);
        res.writeHead(200, {
          'Content-Type': contentTypes[path.extname(filePath)] ?? 'application/octet-stream',
          'Content-Length': info.size,
          'Cache-Control': 'no-store',
        });
        if (req.method === 'HEAD') res.end();
        else createReadStream(filePath).pipe(res);
      } catch {
        res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      }
    })();
  });
}

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error) => {
      server.off('listening', onListening);
      reject(error);
    };
    const onListening = () => {
      server.off('error', onError);
      resolve((server.address() as AddressInfo).port);
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(port, '127.0.0.1');
  });
}

async function listenOnFreePort(server: Server): Promise<number> {
  for (const port of preferredPorts) {
    try {
      return await listen(server, port);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    }
  }
  throw new Error('no free port');
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const update = args.some((arg) => arg === '--update-snapshots' || arg === '-u');
  const skipBuild = args.includes('--skip-build');
  const passThrough = args.filter((arg) => !['--update-snapshots', '-u', '--skip-build'].includes(arg));

  let staticDir = sharedStaticDir;
  let ownDir: string | undefined;
  if (skipBuild) {
    log('serving storybook-static as it is (--skip-build)');
  } else {
    // The runner tests what is served, so always build first (TOOLCHAIN.md trap 7).
    ownDir = await mkdtemp(path.join(tmpdir(), 'upm-storybook-'));
    staticDir = ownDir;
    log('building Storybook...');
    const started = Date.now();
    const code = await run(bin('storybook'), ['build', '--quiet', '-o', staticDir]);
    if (code !== 0) {
      log(`Storybook build failed (exit ${code})`);
      await rm(ownDir, { recursive: true, force: true });
      return code;
    }
    log(`built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }

  const server = createStaticServer(staticDir);
  const stop = () => server.close();
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  try {
    const port = await listenOnFreePort(server);
    const url = `http://127.0.0.1:${port}`;
    log(`serving ${staticDir} at ${url}`);

    log(`running story tests in both themes${update ? ' (recording snapshots)' : ''}...`);
    const runnerArgs = ['--url', url, '--ci', '--maxWorkers=2', ...(update ? ['-u'] : []), ...passThrough];
    const code = await run(bin('test-storybook'), runnerArgs);
    log(code === 0 ? 'passed' : `failed (exit ${code})`);
    return code;
  } finally {
    server.closeAllConnections();
    server.close();
    process.off('SIGINT', stop);
    process.off('SIGTERM', stop);
    log('server stopped');
    if (ownDir) await rm(ownDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);

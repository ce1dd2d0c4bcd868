/**
 * Publishes Storybook to Chromatic for review, only when CHROMATIC_PROJECT_TOKEN is set
 * (CI secrets); everywhere else it says so and succeeds, so `pnpm chromatic` is safe to call.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('[chromatic] CHROMATIC_PROJECT_TOKEN is not set: skipped.');
  process.exit(0);
}

// The CLI reads the token from the environment, so it never appears in the process list.
const child = spawn(
  path.join(root, 'node_modules', '.bin', 'chromatic'),
  [
    '--build-script-name',
    'build-storybook',
    '--exit-zero-on-changes',
    '--exit-once-uploaded',
    ...process.argv.slice(2),
  ],
  { cwd: root, stdio: 'inherit' },
);
child.on('error', (error) => {
  console.error(error);
  process.exit(1);
});
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

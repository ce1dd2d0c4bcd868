import { rmSync } from 'node:fs';

/** Removes the run's temporary SQLite folder (created in playwright.config.ts). */
export default function globalTeardown(): void {
  const dir = process.env.E2E_DATA_DIR;
  if (dir && dir.includes('upm-e2e-')) rmSync(dir, { recursive: true, force: true });
}

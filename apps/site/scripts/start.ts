// `pnpm start`: build when build/ is missing or stale, then run the production server.
import { ensureBuild } from './ensure-build.ts';

try {
  await ensureBuild();
} catch (error) {
  console.error(`Build failed: ${(error as Error).message}`);
  process.exit(1);
}
await import('../server/main.ts');

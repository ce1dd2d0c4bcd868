import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { readCompanyIdentity } from '../app/company-identity.server.ts';
import { bakedSiteUrl } from '../app/config.server.ts';
import { readSignalPolicy } from '../app/signal-policy.server.ts';
import { buildDir, siteDir } from '../server/paths.ts';

/** What a build was made from: SITE_URL, the company identity and the year are baked into prerendered pages. */
export interface BuildStamp {
  siteUrl: string;
  /** JSON of the COMPANY_* identity (vite.config.ts __COMPANY__). */
  company?: string;
  /** JSON of the SIGNALS_* policy (vite.config.ts __SIGNAL_POLICY__). */
  signalPolicy?: string;
  /** UTC year of the build: the copyright year. */
  year?: number;
  builtAt: number;
  /** How long the build took, for the next build's estimate (written by scripts/ensure-build.ts). */
  buildSeconds?: number;
}

/** The company identity a build made now would bake in, as JSON (the same call as vite.config.ts). */
export function currentCompany(): string {
  return JSON.stringify(readCompanyIdentity(process.env));
}

/** The signal policy a build made now would bake in, as JSON (the same call as vite.config.ts). */
export function currentSignalPolicy(): string {
  return JSON.stringify(readSignalPolicy(process.env));
}

const stampFile = () => join(buildDir(), 'build-stamp.json');

/** The SITE_URL a build made now would bake in (the same expression as vite.config.ts). */
export function currentSiteUrl(): string {
  return bakedSiteUrl(process.env);
}

export async function writeBuildStamp(): Promise<void> {
  const stamp: BuildStamp = {
    siteUrl: currentSiteUrl(),
    company: currentCompany(),
    signalPolicy: currentSignalPolicy(),
    year: new Date().getUTCFullYear(),
    builtAt: Date.now(),
  };
  await writeFile(stampFile(), `${JSON.stringify(stamp, null, 2)}\n`);
}

/** Records how long the build that made the stamp took. */
export function recordBuildSeconds(seconds: number): void {
  const stamp = readStamp();
  if (stamp) writeFileSync(stampFile(), `${JSON.stringify({ ...stamp, buildSeconds: seconds }, null, 2)}\n`);
}

/** How long the last build into this folder took (a stamp written by ensure-build), if known. */
export function previousBuildSeconds(): number | undefined {
  return readStamp()?.buildSeconds;
}

function readStamp(): BuildStamp | undefined {
  try {
    return JSON.parse(readFileSync(stampFile(), 'utf8')) as BuildStamp;
  } catch {
    return undefined;
  }
}

/** The newest modification time among the files under `path` (a file or a folder). */
function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.parentPath.includes('node_modules')) continue;
    newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/** Everything a build is made from. */
export function buildInputs(): string[] {
  const root = join(siteDir, '../..');
  return [
    join(siteDir, 'app'),
    join(siteDir, 'public'),
    join(siteDir, 'vite.config.ts'),
    join(siteDir, 'react-router.config.ts'),
    join(siteDir, 'package.json'),
    join(root, 'packages/ui/src'),
    join(root, 'packages/ui/package.json'),
    join(root, 'pnpm-lock.yaml'),
  ];
}

/** Why the build folder must be (re)built, or undefined when it is up to date. */
export function staleReason(): string | undefined {
  const dir = buildDir();
  if (!existsSync(join(dir, 'server/index.js')) || !existsSync(join(dir, 'client'))) {
    return 'no build yet';
  }
  const stamp = readStamp();
  if (!stamp) return 'the build has no stamp (built without scripts/postbuild.ts)';
  const siteUrl = currentSiteUrl();
  if (stamp.siteUrl !== siteUrl) return `SITE_URL changed (${stamp.siteUrl} → ${siteUrl})`;
  if (stamp.company !== currentCompany()) return 'COMPANY_* or CONTACT_EMAIL/SUPPORT_HOURS changed';
  if (stamp.signalPolicy !== currentSignalPolicy()) return 'SIGNALS_* changed (pages state the signal policy)';
  if (stamp.year !== new Date().getUTCFullYear()) return 'a new year (the copyright year is baked in)';
  for (const input of buildInputs()) {
    if (newestMtime(input) > stamp.builtAt) return `sources changed since the last build (${input})`;
  }
  return undefined;
}

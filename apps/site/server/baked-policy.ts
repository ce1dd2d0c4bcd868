import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../app/config.server.ts';
import { type SignalPolicy, overclaims } from '../app/signal-policy.server.ts';

/**
 * What the build's pages claim about signals that this server's SIGNALS_* settings do not keep (empty: nothing).
 * The build stamp (scripts/build-stamp.ts) records the policy the pages were built with; a build without one
 * predates it and is taken at its word.
 */
export function bakedSignalPolicy(config: Pick<Config, 'buildDir' | 'signals'>): string[] {
  let stamp: { signalPolicy?: string };
  try {
    stamp = JSON.parse(readFileSync(join(config.buildDir, 'build-stamp.json'), 'utf8')) as typeof stamp;
  } catch {
    return [];
  }
  if (!stamp.signalPolicy) return [];
  return overclaims(JSON.parse(stamp.signalPolicy) as SignalPolicy, config.signals);
}

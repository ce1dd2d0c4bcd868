import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CompanyIdentity } from '../app/company-identity.server.ts';
import type { Config } from '../app/config.server.ts';
import { type SignalPolicy, overclaims } from '../app/signal-policy.server.ts';

function buildStamp(config: Pick<Config, 'buildDir'>): { signalPolicy?: string; company?: string } | undefined {
  try {
    return JSON.parse(readFileSync(join(config.buildDir, 'build-stamp.json'), 'utf8')) as {
      signalPolicy?: string;
      company?: string;
    };
  } catch {
    return undefined;
  }
}

/** The company identity the build's pages print (its stamp), or undefined for a build without one. */
export function bakedCompany(config: Pick<Config, 'buildDir'>): CompanyIdentity | undefined {
  const company = buildStamp(config)?.company;
  return company ? (JSON.parse(company) as CompanyIdentity) : undefined;
}

/**
 * What the build's pages claim about signals that this server's SIGNALS_* settings do not keep (empty: nothing).
 * The build stamp (scripts/build-stamp.ts) records the policy the pages were built with; a build without one
 * predates it and is taken at its word.
 */
export function bakedSignalPolicy(config: Pick<Config, 'buildDir' | 'signals'>): string[] {
  const stamp = buildStamp(config);
  if (!stamp?.signalPolicy) return [];
  return overclaims(JSON.parse(stamp.signalPolicy) as SignalPolicy, config.signals);
}

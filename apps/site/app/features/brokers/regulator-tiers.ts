import { type RegulatorEntry, type RegulatorName, regulatorRegisters } from './broker-facts';

/*
 * How much protection a retail client gets from each regulator the admin can pick, as three tiers, and how a
 * reader finds the firm's own entry in that regulator's register. Browser-safe data: the rating, the best-for
 * lists and the method page all read it from here, so the page states exactly the classification the code applies.
 *
 * The tiers follow ONE published criterion, not a reputation: whether the regulator's own rules cap the leverage
 * a retail client may use on a major currency pair at 1:50 or less. Each tier-1 entry names the rule it rests on.
 * Where we have not checked a regulator's rule ourselves, it is not tier 1 (`checked: false` says so on the page).
 */

export type RegulatorTier = 1 | 2 | 3;

export interface RegulatorProfile {
  tier: RegulatorTier;
  /** The jurisdiction, as the method page names it. */
  jurisdiction: string;
  /** Why it sits in its tier: the rule (tier 1) or what is missing (tiers 2 and 3). */
  basis: string;
  /** False when the basis is the absence of a rule we have not confirmed either way. */
  checked: boolean;
  /**
   * The register's page for one licence number, `{licence}` standing for the (URL-encoded) number; null when the
   * register has no address that takes the number (its pages use internal ids), so the reader searches its home.
   */
  entryUrl: string | null;
}

/** The date the tiers and register addresses below were last reviewed (shown on the method page). */
export const regulatorTiersReviewedOn = '2026-11-27';

export const regulatorProfiles: Readonly<Record<RegulatorName, RegulatorProfile>> = {
  FCA: {
    tier: 1,
    jurisdiction: 'United Kingdom',
    basis:
      'Retail leverage capped at 1:30 on major currency pairs since August 2019 (FCA policy statement PS19/18), with a standard risk warning stating the firm’s own share of losing retail accounts.',
    checked: true,
    // The register's search takes the Firm Reference Number and lists that firm.
    entryUrl: 'https://register.fca.org.uk/s/search?q={licence}&type=Companies',
  },
  CySEC: {
    tier: 1,
    jurisdiction: 'Cyprus (EU)',
    basis:
      'EU member state applying ESMA’s retail CFD measures in national rules: 1:30 on major currency pairs and a risk warning with the firm’s share of losing retail accounts.',
    checked: true,
    entryUrl: null,
  },
  BaFin: {
    tier: 1,
    jurisdiction: 'Germany (EU)',
    basis:
      'EU member state applying ESMA’s retail CFD measures in national rules: 1:30 on major currency pairs and a risk warning with the firm’s share of losing retail accounts.',
    checked: true,
    entryUrl: null,
  },
  ASIC: {
    tier: 1,
    jurisdiction: 'Australia',
    basis:
      'Retail leverage capped at 1:30 on major currency pairs by ASIC’s CFD product intervention order (March 2021).',
    checked: true,
    entryUrl: null,
  },
  NFA: {
    tier: 1,
    jurisdiction: 'United States',
    basis: 'Retail forex leverage capped at 1:50 on major currency pairs by CFTC rules, which NFA members follow.',
    checked: true,
    entryUrl: null,
  },
  FINMA: {
    tier: 2,
    jurisdiction: 'Switzerland',
    basis: 'Onshore supervisor; we have not confirmed a retail leverage cap of 1:50 or less in its rules.',
    checked: false,
    entryUrl: null,
  },
  MAS: {
    tier: 2,
    jurisdiction: 'Singapore',
    basis: 'Onshore supervisor; we have not confirmed a retail leverage cap of 1:50 or less in its rules.',
    checked: false,
    entryUrl: null,
  },
  DFSA: {
    tier: 2,
    jurisdiction: 'Dubai International Financial Centre',
    basis: 'Onshore supervisor; we have not confirmed a retail leverage cap of 1:50 or less in its rules.',
    checked: false,
    entryUrl: null,
  },
  FMA: {
    tier: 2,
    jurisdiction: 'New Zealand',
    basis: 'Onshore supervisor; we have not confirmed a retail leverage cap of 1:50 or less in its rules.',
    checked: false,
    entryUrl: null,
  },
  FSCA: {
    tier: 2,
    jurisdiction: 'South Africa',
    basis: 'Onshore supervisor; we have not confirmed a retail leverage cap of 1:50 or less in its rules.',
    checked: false,
    entryUrl: null,
  },
  'FSC Mauritius': {
    tier: 3,
    jurisdiction: 'Mauritius',
    basis:
      'Offshore licensing centre for firms serving clients abroad; we have found no retail leverage cap in its rules.',
    checked: false,
    entryUrl: null,
  },
  'FSA Seychelles': {
    tier: 3,
    jurisdiction: 'Seychelles',
    basis:
      'Offshore licensing centre for firms serving clients abroad; we have found no retail leverage cap in its rules.',
    checked: false,
    entryUrl: null,
  },
};

/** The tier of one regulator. */
export const regulatorTier = (regulator: RegulatorName): RegulatorTier => regulatorProfiles[regulator].tier;

/** The best (lowest-numbered) tier among a broker's regulated entities; null when none is recorded. */
export function bestTier(regulators: readonly Pick<RegulatorEntry, 'regulator'>[]): RegulatorTier | null {
  const tiers = regulators.map((entry) => regulatorTier(entry.regulator));
  return tiers.length === 0 ? null : (Math.min(...tiers) as RegulatorTier);
}

/** Whether at least one of the entities is licensed by a tier-1 regulator. */
export const hasTierOne = (regulators: readonly Pick<RegulatorEntry, 'regulator'>[]) => bestTier(regulators) === 1;

/**
 * Where a reader checks one licence: the entry's own page when the admin gave one (any link other than the
 * register's home), else the page the register's address template gives for the number (`kind: 'entry'`); else
 * the register's home page, where the reader searches for the number (`kind: 'search'`).
 */
export function registerLink(entry: RegulatorEntry): { href: string; kind: 'entry' | 'search' } {
  const home = regulatorRegisters[entry.regulator];
  const given = entry.registerUrl.trim();
  if (given && given !== home) return { href: given, kind: 'entry' };
  const template = regulatorProfiles[entry.regulator].entryUrl;
  const licence = entry.licence.trim();
  if (template && licence) return { href: template.replace('{licence}', encodeURIComponent(licence)), kind: 'entry' };
  return { href: home, kind: 'search' };
}

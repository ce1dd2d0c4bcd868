import type { BrokerDetails } from './broker-details';
import { regulatorRegisters } from './broker-details';

/*
 * ILLUSTRATIVE SEED VALUES (costs and fees "as of" 30 September 2026, their source links on the fictional sites). The five default brokers are fictional firms (`.example` domains), so these figures
 * describe no real company: they are plausible numbers that let the directory, the broker pages and the compare
 * page be seen working. Licence numbers say "example" on purpose. A real deployment replaces the brokers (and
 * with them these values) from the admin dashboard; the seed never overwrites a value an admin has set.
 */

type SeedDetails = Omit<BrokerDetails, 'slug'> & { slug?: string };

const entry = (regulator: keyof typeof regulatorRegisters, licence: string) => ({
  regulator,
  licence,
  registerUrl: regulatorRegisters[regulator],
});

/** The broker detail figures of each default broker, by name. */
export const defaultBrokerDetails: Readonly<Record<string, SeedDetails>> = {
  'Atlas Markets': {
    minSpreadPips: 0.6,
    swapLongUsd: -6.5,
    swapShortUsd: 1.2,
    inactivityFeeUsd: 10,
    withdrawalFeeUsd: 0,
    figuresDate: '2026-09-30',
    figuresSource: 'https://www.atlasmarkets.example/pricing',
    spreadPips: 0.9,
    commissionUsd: 0,
    minDepositAmount: 1,
    minDepositCurrency: 'USD',
    maxLeverage: 500,
    regulators: [entry('FSCA', 'Example FSP 00001'), entry('FSC Mauritius', 'Example GB00000001')],
    retailLossPercent: 71,
    retailLossDate: '2026-09-30',
    yearFounded: 2012,
    headquarters: 'South Africa',
    products: ['forex', 'indices', 'commodities', 'crypto'],
    demoAccount: true,
    islamicAccount: true,
    depositMethods: ['Bank transfer', 'Card', 'Skrill'],
  },
  'Northbridge FX': {
    minSpreadPips: 0.4,
    swapLongUsd: -7.1,
    swapShortUsd: 0.8,
    inactivityFeeUsd: null,
    withdrawalFeeUsd: 0,
    figuresDate: '2026-09-30',
    figuresSource: 'https://www.northbridgefx.example/pricing',
    spreadPips: 0.8,
    commissionUsd: 0,
    minDepositAmount: 5,
    minDepositCurrency: 'USD',
    maxLeverage: 1000,
    regulators: [entry('CySEC', 'Example 000/01'), entry('FSA Seychelles', 'Example SD000')],
    retailLossPercent: 74,
    retailLossDate: '2026-09-30',
    yearFounded: 2015,
    headquarters: 'Cyprus',
    products: ['forex', 'commodities'],
    demoAccount: true,
    islamicAccount: true,
    depositMethods: ['Bank transfer', 'Card', 'Neteller'],
  },
  'Meridian Trade': {
    minSpreadPips: 0.8,
    swapLongUsd: -8.2,
    swapShortUsd: 0.5,
    inactivityFeeUsd: 15,
    withdrawalFeeUsd: 0,
    figuresDate: '2026-09-30',
    figuresSource: 'https://www.meridiantrade.example/pricing',
    spreadPips: 1.1,
    commissionUsd: 0,
    minDepositAmount: 100,
    minDepositCurrency: 'USD',
    maxLeverage: 30,
    regulators: [entry('FCA', 'Example 000001'), entry('ASIC', 'Example AFSL 000001')],
    retailLossPercent: 68,
    retailLossDate: '2026-06-30',
    yearFounded: 2004,
    headquarters: 'United Kingdom',
    products: ['forex', 'indices', 'commodities', 'stocks'],
    demoAccount: true,
    islamicAccount: false,
    depositMethods: ['Bank transfer', 'Card'],
  },
  'Harbor Prime': {
    minSpreadPips: 1,
    swapLongUsd: null,
    swapShortUsd: null,
    inactivityFeeUsd: null,
    withdrawalFeeUsd: 5,
    figuresDate: '2026-09-30',
    figuresSource: 'https://www.harborprime.example/pricing',
    spreadPips: 1.3,
    commissionUsd: 0,
    minDepositAmount: 1,
    minDepositCurrency: 'USD',
    maxLeverage: 2000,
    regulators: [entry('FSC Mauritius', 'Example GB00000002')],
    // Not published by this (fictional) broker: its pages show the site's general warning instead.
    retailLossPercent: null,
    retailLossDate: '',
    yearFounded: 2019,
    headquarters: 'Mauritius',
    products: ['forex', 'commodities', 'crypto'],
    demoAccount: true,
    islamicAccount: false,
    depositMethods: ['Card', 'Crypto', 'Perfect Money'],
  },
  'Summit Capital Markets': {
    minSpreadPips: 0,
    swapLongUsd: -6.9,
    swapShortUsd: 1.4,
    inactivityFeeUsd: 0,
    withdrawalFeeUsd: 0,
    figuresDate: '2026-09-30',
    figuresSource: 'https://www.summitcapitalmarkets.example/pricing',
    spreadPips: 0.1,
    commissionUsd: 7,
    minDepositAmount: 200,
    minDepositCurrency: 'USD',
    maxLeverage: 50,
    regulators: [entry('FCA', 'Example 000002'), entry('CySEC', 'Example 000/02'), entry('DFSA', 'Example F000001')],
    retailLossPercent: 62,
    retailLossDate: '2026-09-30',
    yearFounded: 2008,
    headquarters: 'United Kingdom',
    products: ['forex', 'indices', 'commodities', 'stocks'],
    demoAccount: false,
    islamicAccount: false,
    depositMethods: ['Bank transfer', 'Card'],
  },
};

/** The seed id recorded once the default brokers' detail figures have been filled in. */
export const defaultBrokerDetailsSeed = 'default-broker-details';

/** The seed id recorded once the default brokers' dated costs and fees (migration 078) have been filled in. */
export const defaultBrokerCostsSeed = 'default-broker-costs';

/** The fields migration 078 added: a database seeded before it gets only these from the second seed. */
export const costSeedFields = [
  'minSpreadPips',
  'swapLongUsd',
  'swapShortUsd',
  'inactivityFeeUsd',
  'withdrawalFeeUsd',
  'figuresDate',
  'figuresSource',
] as const satisfies readonly (keyof BrokerDetails)[];

// The leverage texts the defaults had before leverage was stated per regulated entity.
const oldSeedLeverage: Readonly<Record<string, string>> = {
  'Atlas Markets': 'Up to 1:500',
  'Northbridge FX': 'Up to 1:1000',
  'Meridian Trade': 'Up to 1:30 (retail)',
  'Harbor Prime': 'Up to 1:2000',
  'Summit Capital Markets': 'Up to 1:500',
};

const notStated = (value: unknown) => value === null || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * The patch that gives a default broker stored before migration 060 its figures: only fields still "not
 * stated", and the leverage text only while it is the old seed's, so nothing an admin set is overwritten.
 */
export function seedDetailsPatch(
  broker: BrokerDetails & { name: string; leverage: string },
  newLeverage: string | undefined,
  only?: readonly (keyof BrokerDetails)[],
): Partial<BrokerDetails> & { leverage?: string } {
  const details = defaultBrokerDetails[broker.name];
  if (!details) return {};
  const patch: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(details)) {
    if (only && !only.includes(key as keyof BrokerDetails)) continue;
    // A seed's own "not stated" changes nothing, so it must not count as a fill.
    if (notStated(value)) continue;
    if (key !== 'slug' && notStated(broker[key as keyof BrokerDetails])) patch[key] = value;
  }
  if (!only && newLeverage && broker.leverage === oldSeedLeverage[broker.name]) patch.leverage = newLeverage;
  return patch;
}

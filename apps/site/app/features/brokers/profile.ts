import type { ProductName, RegulatorEntry } from './broker-facts';
import type { DirectoryBroker } from './directory';
import { groupedNumber } from '~/platform/plain-format';

/*
 * What a broker's own page and the compare page show: the card's data plus every broker detail figure. Browser-safe
 * plain data; built on the server (profile.server.ts) from stored brokers.
 */

export interface BrokerProfile extends DirectoryBroker {
  spreadPips: number | null;
  minSpreadPips: number | null;
  commissionUsd: number | null;
  swapLongUsd: number | null;
  swapShortUsd: number | null;
  inactivityFeeUsd: number | null;
  withdrawalFeeUsd: number | null;
  /** Where the cost figures were read (an http(s) link), or ''. */
  figuresSource: string;
  minDepositAmount: number | null;
  minDepositCurrency: string;
  maxLeverage: number | null;
  regulators: RegulatorEntry[];
  yearFounded: number | null;
  headquarters: string;
  products: ProductName[];
  demoAccount: boolean | null;
  islamicAccount: boolean | null;
  depositMethods: string[];
  accountTypes: string[];
}

/** "100 USD" from the stated amount and currency; null when the amount is not stated. */
export function depositText(profile: Pick<BrokerProfile, 'minDepositAmount' | 'minDepositCurrency'>): string | null {
  if (profile.minDepositAmount === null) return null;
  return `${groupedNumber(profile.minDepositAmount, { max: 2 })} ${profile.minDepositCurrency || 'USD'}`.trim();
}

/** "1:30", or null. */
export const leverageText = (ratio: number | null) => (ratio === null ? null : `1:${ratio}`);

/** "Yes", "No", or null. */
export const yesNoText = (value: boolean | null) => (value === null ? null : value ? 'Yes' : 'No');

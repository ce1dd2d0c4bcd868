/*
 * The broker facts' fixed lists (regulators with their registers, products), zod-free: the directory, broker
 * and compare pages name them in the browser, where the rules of broker-details.ts are not needed.
 */

/** Regulators an admin can pick, each with the public register a reader can check a licence in. */
export const regulatorRegisters = {
  FCA: 'https://register.fca.org.uk/',
  CySEC: 'https://www.cysec.gov.cy/en-GB/entities/investment-firms/',
  ASIC: 'https://connectonline.asic.gov.au/',
  BaFin: 'https://portal.mvp.bafin.de/database/InstInfo/',
  FSCA: 'https://www.fsca.co.za/Fais/Search_FSP.htm',
  'FSA Seychelles': 'https://fsaseychelles.sc/regulated-entities',
  'FSC Mauritius': 'https://www.fscmauritius.org/en/supervision/register-of-licensees',
  DFSA: 'https://www.dfsa.ae/public-register',
  FINMA: 'https://www.finma.ch/en/finma-public/authorised-institutions-individuals-and-products/',
  MAS: 'https://eservices.mas.gov.sg/fid',
  FMA: 'https://www.fma.govt.nz/library/registers/',
  NFA: 'https://www.nfa.futures.org/BasicNet/',
} as const;
export type RegulatorName = keyof typeof regulatorRegisters;
export const regulatorNames = Object.keys(regulatorRegisters) as RegulatorName[];

/** Products a broker can offer (the broker detail figures' list), in display order. */
export const productNames = ['forex', 'indices', 'commodities', 'crypto', 'stocks'] as const;
export type ProductName = (typeof productNames)[number];

export const productLabels: Record<ProductName, string> = {
  forex: 'Forex',
  indices: 'Indices',
  commodities: 'Commodities',
  crypto: 'Crypto',
  stocks: 'Stocks',
};

/** One regulated entity: who licenses it, its licence number, and where a reader can check it. */
export interface RegulatorEntry {
  regulator: RegulatorName;
  licence: string;
  /** The regulator's public register (the entry's own page when the admin gave one). */
  registerUrl: string;
}

import type { BrokerDetails, RegulatorEntry } from './broker-details';
import { productNames, regulatorNames } from './broker-details';
// Types only: the rows module imports this one's values, so a value import back would close a circle.
import type { BrokerColumns, BrokerRow } from './broker-rows.server';
import { parseList } from './list-column';

/*
 * Migration 060's columns to and from a broker: NULL is "not stated", lists are JSON text, booleans 0/1. A value
 * the schema would refuse (written to the table by hand) reads as "not stated" rather than breaking a page.
 */

const numberOrNull = (value: unknown): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
};

const booleanOrNull = (value: unknown): boolean | null =>
  value === null || value === undefined ? null : Number(value) === 1;

function parseRegulators(text: string): RegulatorEntry[] {
  try {
    const value: unknown = JSON.parse(text);
    if (!Array.isArray(value)) return [];
    return value.flatMap((entry: Partial<RegulatorEntry>) =>
      entry && regulatorNames.includes(entry.regulator as RegulatorEntry['regulator'])
        ? [
            {
              regulator: entry.regulator!,
              licence: String(entry.licence ?? ''),
              registerUrl: String(entry.registerUrl ?? ''),
            },
          ]
        : [],
    );
  } catch {
    return [];
  }
}

/** The broker detail figures of a stored row; a row without a slug (before bootstrap gave it one) answers by its id. */
export function detailsFromRow(row: BrokerRow): BrokerDetails & { slug: string } {
  return {
    slug: typeof row.slug === 'string' && row.slug !== '' ? row.slug : row.id,
    spreadPips: numberOrNull(row.spread_pips),
    minSpreadPips: numberOrNull(row.min_spread_pips),
    commissionUsd: numberOrNull(row.commission_usd),
    swapLongUsd: numberOrNull(row.swap_long_usd),
    swapShortUsd: numberOrNull(row.swap_short_usd),
    inactivityFeeUsd: numberOrNull(row.inactivity_fee_usd),
    withdrawalFeeUsd: numberOrNull(row.withdrawal_fee_usd),
    figuresDate: String(row.figures_date ?? ''),
    figuresSource: String(row.figures_source ?? ''),
    minDepositAmount: numberOrNull(row.min_deposit_amount),
    minDepositCurrency: String(row.min_deposit_currency ?? ''),
    maxLeverage: numberOrNull(row.max_leverage),
    regulators: parseRegulators(String(row.regulators ?? '[]')),
    retailLossPercent: numberOrNull(row.retail_loss_percent),
    retailLossDate: String(row.retail_loss_date ?? ''),
    yearFounded: numberOrNull(row.year_founded),
    headquarters: String(row.headquarters ?? ''),
    products: parseList(String(row.products ?? '[]')).filter((product): product is (typeof productNames)[number] =>
      (productNames as readonly string[]).includes(product),
    ),
    demoAccount: booleanOrNull(row.demo_account),
    islamicAccount: booleanOrNull(row.islamic_account),
    depositMethods: parseList(String(row.deposit_methods ?? '[]')),
  };
}

const flag = (value: boolean | null) => (value === null ? null : value ? 1 : 0);

/** The broker detail figures as column values. */
export function detailsToColumns(details: BrokerDetails): Partial<BrokerColumns> {
  return {
    slug: details.slug,
    spread_pips: details.spreadPips,
    min_spread_pips: details.minSpreadPips,
    commission_usd: details.commissionUsd,
    swap_long_usd: details.swapLongUsd,
    swap_short_usd: details.swapShortUsd,
    inactivity_fee_usd: details.inactivityFeeUsd,
    withdrawal_fee_usd: details.withdrawalFeeUsd,
    figures_date: details.figuresDate,
    figures_source: details.figuresSource,
    min_deposit_amount: details.minDepositAmount,
    min_deposit_currency: details.minDepositCurrency,
    max_leverage: details.maxLeverage,
    regulators: JSON.stringify(details.regulators),
    retail_loss_percent: details.retailLossPercent,
    retail_loss_date: details.retailLossDate,
    year_founded: details.yearFounded,
    headquarters: details.headquarters,
    products: JSON.stringify(details.products),
    demo_account: flag(details.demoAccount),
    islamic_account: flag(details.islamicAccount),
    deposit_methods: JSON.stringify(details.depositMethods),
  };
}

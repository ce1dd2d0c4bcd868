import { z } from '~/platform/zod-mini';
import {
  type BrokerDetails,
  type ProductName,
  type RegulatorEntry,
  type RegulatorName,
  brokerDetailRules,
  productNames,
  regulatorRegisters,
} from './broker-details';

/*
 * The admin form's fields for the broker detail figures (costs, regulation, products): text as typed in,
 * parsed into the broker details schema
 * (the same rules as the service's). Browser-safe. Empty always means "not stated".
 */

/** Text to a number ('' → null); the details schema then checks its range. */
const numberText = (label: string) =>
  z.pipe(
    z._default(z.string().check(z.trim()), ''),
    z.transform((value: string, ctx) => {
      if (value === '') return null;
      const number = Number(value.replace(/,/g, ''));
      if (!Number.isFinite(number)) {
        ctx.issues.push({ code: 'custom', message: `${label} must be a number`, input: value });
        return z.NEVER;
      }
      return number;
    }),
  );

/** yes / no / '' (not stated) from a select. */
const yesNoText = z.pipe(
  z._default(z.enum(['', 'yes', 'no'], 'Choose yes, no or not stated'), ''),
  z.transform((value: '' | 'yes' | 'no') => (value === '' ? null : value === 'yes')),
);

const commaList = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/**
 * One regulated entity per line: `FCA | 123456 | https://register…` (the link is optional: the regulator's
 * register is used when it is left out).
 */
export function parseRegulatorLines(text: string): RegulatorEntry[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(0, 11) // one over the limit, so the schema reports "at most 10" instead of silently dropping
    .map((line) => {
      const [regulator = '', licence = '', registerUrl = ''] = line.split('|').map((part) => part.trim());
      const known = Object.keys(regulatorRegisters).find((name) => name.toLowerCase() === regulator.toLowerCase());
      // An unknown name passes through as typed: the schema's enum then refuses it with its message.
      return {
        regulator: (known ?? regulator) as RegulatorName,
        licence,
        registerUrl: registerUrl || (known ? regulatorRegisters[known as keyof typeof regulatorRegisters] : ''),
      };
    });
}

const text = (max: number) => z._default(z.string().check(z.maxLength(max, `At most ${max} characters`)), '');

/** The form fields of the broker detail figures, each text in and a broker detail out. */
export const brokerDetailFormFields = {
  slug: z._default(brokerDetailRules.slug, ''),
  spreadPips: z.pipe(numberText('Typical EUR/USD spread'), brokerDetailRules.spreadPips),
  minSpreadPips: z.pipe(numberText('Minimum EUR/USD spread'), brokerDetailRules.minSpreadPips),
  commissionUsd: z.pipe(numberText('Commission per lot'), brokerDetailRules.commissionUsd),
  swapLongUsd: z.pipe(numberText('Swap per night, long'), brokerDetailRules.swapLongUsd),
  swapShortUsd: z.pipe(numberText('Swap per night, short'), brokerDetailRules.swapShortUsd),
  inactivityFeeUsd: z.pipe(numberText('Inactivity fee per month'), brokerDetailRules.inactivityFeeUsd),
  withdrawalFeeUsd: z.pipe(numberText('Withdrawal fee'), brokerDetailRules.withdrawalFeeUsd),
  figuresDate: z.pipe(
    z.pipe(
      text(10),
      z.transform((value: string) => value.trim()),
    ),
    brokerDetailRules.figuresDate,
  ),
  figuresSource: z._default(brokerDetailRules.figuresSource, ''),
  minDepositAmount: z.pipe(numberText('Minimum deposit amount'), brokerDetailRules.minDepositAmount),
  minDepositCurrency: z.pipe(
    z.pipe(
      text(3),
      z.transform((value: string) => value.trim().toUpperCase()),
    ),
    brokerDetailRules.minDepositCurrency,
  ),
  maxLeverage: z.pipe(numberText('Maximum retail leverage'), brokerDetailRules.maxLeverage),
  regulators: z.pipe(z.pipe(text(5000), z.transform(parseRegulatorLines)), brokerDetailRules.regulators),
  retailLossPercent: z.pipe(numberText('Retail loss percentage'), brokerDetailRules.retailLossPercent),
  retailLossDate: z.pipe(
    z.pipe(
      text(10),
      z.transform((value: string) => value.trim()),
    ),
    brokerDetailRules.retailLossDate,
  ),
  yearFounded: z.pipe(numberText('Year founded'), brokerDetailRules.yearFounded),
  headquarters: z._default(brokerDetailRules.headquarters, ''),
  products: z.pipe(
    // Unknown names pass through as typed: the schema's enum refuses them.
    z.pipe(
      text(200),
      z.transform((value: string) => commaList(value.toLowerCase()) as ProductName[]),
    ),
    brokerDetailRules.products,
  ),
  demoAccount: yesNoText,
  islamicAccount: yesNoText,
  depositMethods: z.pipe(z.pipe(text(2000), z.transform(commaList)), brokerDetailRules.depositMethods),
};

export type BrokerDetailFormField = keyof typeof brokerDetailFormFields;

const numberOrEmpty = (value: number | null) => (value === null ? '' : String(value));
const yesNo = (value: boolean | null) => (value === null ? '' : value ? 'yes' : 'no');

/** A broker's details as the form's text values (for editing). */
export function detailsToFormValues(broker: BrokerDetails): Record<BrokerDetailFormField, string> {
  return {
    slug: broker.slug,
    spreadPips: numberOrEmpty(broker.spreadPips),
    minSpreadPips: numberOrEmpty(broker.minSpreadPips),
    commissionUsd: numberOrEmpty(broker.commissionUsd),
    swapLongUsd: numberOrEmpty(broker.swapLongUsd),
    swapShortUsd: numberOrEmpty(broker.swapShortUsd),
    inactivityFeeUsd: numberOrEmpty(broker.inactivityFeeUsd),
    withdrawalFeeUsd: numberOrEmpty(broker.withdrawalFeeUsd),
    figuresDate: broker.figuresDate,
    figuresSource: broker.figuresSource,
    minDepositAmount: numberOrEmpty(broker.minDepositAmount),
    minDepositCurrency: broker.minDepositCurrency,
    maxLeverage: numberOrEmpty(broker.maxLeverage),
    regulators: broker.regulators
      .map((entry) => `${entry.regulator} | ${entry.licence} | ${entry.registerUrl}`)
      .join('\n'),
    retailLossPercent: numberOrEmpty(broker.retailLossPercent),
    retailLossDate: broker.retailLossDate,
    yearFounded: numberOrEmpty(broker.yearFounded),
    headquarters: broker.headquarters,
    products: broker.products.join(', '),
    demoAccount: yesNo(broker.demoAccount),
    islamicAccount: yesNo(broker.islamicAccount),
    depositMethods: broker.depositMethods.join(', '),
  };
}

export const yesNoOptions = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
] as const;

export const productHint = `Comma-separated, from: ${productNames.join(', ')}.`;
export const regulatorHint = `One per line: regulator | licence number | link to the entity's own register entry (optional: without it the page links the register's entry for the number where the register has such an address, else its home page with the number to search). Regulators: ${Object.keys(regulatorRegisters).join(', ')}.`;

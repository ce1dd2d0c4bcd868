import { z } from '~/platform/zod-mini';
import { productNames, type RegulatorName, regulatorNames } from './broker-facts';
import { hasControlCharacter, isHttpUrl } from './text-rules';

/*
 * The broker detail figures: the numbers and lists readers sort and compare brokers by. Browser-safe (the
 * admin form validates with them too). Every field is optional: a broker without a figure shows "Not stated"
 * and sorts last, never a guessed value.
 */

export {
  productLabels,
  productNames,
  type ProductName,
  type RegulatorEntry,
  type RegulatorName,
  regulatorNames,
  regulatorRegisters,
} from './broker-facts';

const regulatorEntry = z.object({
  regulator: z.enum(regulatorNames as [RegulatorName, ...RegulatorName[]], 'Choose a regulator from the list'),
  licence: z.string().check(
    z.trim(),
    z.maxLength(60, 'A licence number must be at most 60 characters'),
    z.refine((value) => !hasControlCharacter(value), 'A licence number must not contain control characters'),
  ),
  registerUrl: z.string().check(
    z.trim(),
    z.maxLength(2048, 'A register link must be at most 2048 characters'),
    z.refine((value) => !hasControlCharacter(value), 'A register link must not contain control characters'),
    z.refine((value) => isHttpUrl(value), 'A register link must start with http:// or https://'),
  ),
});

/** An optional number in [min, max]: null means "not stated". */
const optionalNumber = (label: string, min: number, max: number, integer = false) =>
  z.nullable(
    z.number(`${label} must be a number`).check(
      z.gte(min, `${label} must be between ${min} and ${max}`),
      z.lte(max, `${label} must be between ${min} and ${max}`),
      z.refine((value) => !integer || Number.isInteger(value), `${label} must be a whole number`),
    ),
  );

const shortList = (label: string, max: number) =>
  z
    .array(z.string().check(z.trim(), z.minLength(1), z.maxLength(60, `Each ${label} must be at most 60 characters`)))
    .check(z.maxLength(max, `At most ${max} ${label} entries`));

/** The slug rule: lower-case letters, digits and single hyphens, 1 to 80 characters. */
export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The detail figures' rules, one per field, without defaults (the admin form pipes its parsed text into them). */
export const brokerDetailRules = {
  slug: z.string().check(
    z.trim(),
    z.maxLength(80, 'Slug must be at most 80 characters'),
    z.refine((value) => value === '' || slugPattern.test(value), 'Slug may hold only a-z, 0-9 and single hyphens'),
  ),
  spreadPips: optionalNumber('Typical EUR/USD spread', 0, 100),
  minSpreadPips: optionalNumber('Minimum EUR/USD spread', 0, 100),
  commissionUsd: optionalNumber('Commission per lot', 0, 1000),
  swapLongUsd: optionalNumber('Swap per night, long', -1000, 1000),
  swapShortUsd: optionalNumber('Swap per night, short', -1000, 1000),
  inactivityFeeUsd: optionalNumber('Inactivity fee per month', 0, 10_000),
  withdrawalFeeUsd: optionalNumber('Withdrawal fee', 0, 10_000),
  figuresDate: z.string().check(z.regex(/^(?:\d{4}-\d{2}-\d{2})?$/, 'Figures checked on must be a date (YYYY-MM-DD)')),
  figuresSource: z.string().check(
    z.trim(),
    z.maxLength(2048, 'A source link must be at most 2048 characters'),
    z.refine((value) => !hasControlCharacter(value), 'A source link must not contain control characters'),
    z.refine((value) => value === '' || isHttpUrl(value), 'A source link must start with http:// or https://'),
  ),
  minDepositAmount: optionalNumber('Minimum deposit amount', 0, 1_000_000),
  minDepositCurrency: z.string().check(z.regex(/^(?:[A-Z]{3})?$/, 'Currency must be a three-letter code such as USD')),
  maxLeverage: optionalNumber('Maximum retail leverage', 1, 5000, true),
  regulators: z.array(regulatorEntry).check(z.maxLength(10, 'At most 10 regulators')),
  retailLossPercent: optionalNumber('Retail loss percentage', 0, 100),
  retailLossDate: z.string().check(z.regex(/^(?:\d{4}-\d{2}-\d{2})?$/, 'Published date must be a date (YYYY-MM-DD)')),
  yearFounded: optionalNumber('Year founded', 1800, 2100, true),
  headquarters: z.string().check(z.trim(), z.maxLength(80, 'Headquarters must be at most 80 characters')),
  products: z.array(z.enum(productNames)).check(z.maxLength(productNames.length)),
  demoAccount: z.nullable(z.boolean()),
  islamicAccount: z.nullable(z.boolean()),
  depositMethods: shortList('deposit method', 20),
};

/** The detail figures' fields, merged into brokerInputSchema: each optional, defaulting to "not stated". */
export const brokerDetailFields = {
  slug: z._default(brokerDetailRules.slug, ''),
  spreadPips: z._default(brokerDetailRules.spreadPips, null),
  minSpreadPips: z._default(brokerDetailRules.minSpreadPips, null),
  commissionUsd: z._default(brokerDetailRules.commissionUsd, null),
  swapLongUsd: z._default(brokerDetailRules.swapLongUsd, null),
  swapShortUsd: z._default(brokerDetailRules.swapShortUsd, null),
  inactivityFeeUsd: z._default(brokerDetailRules.inactivityFeeUsd, null),
  withdrawalFeeUsd: z._default(brokerDetailRules.withdrawalFeeUsd, null),
  figuresDate: z._default(brokerDetailRules.figuresDate, ''),
  figuresSource: z._default(brokerDetailRules.figuresSource, ''),
  minDepositAmount: z._default(brokerDetailRules.minDepositAmount, null),
  minDepositCurrency: z._default(brokerDetailRules.minDepositCurrency, ''),
  maxLeverage: z._default(brokerDetailRules.maxLeverage, null),
  regulators: z._default(brokerDetailRules.regulators, []),
  retailLossPercent: z._default(brokerDetailRules.retailLossPercent, null),
  retailLossDate: z._default(brokerDetailRules.retailLossDate, ''),
  yearFounded: z._default(brokerDetailRules.yearFounded, null),
  headquarters: z._default(brokerDetailRules.headquarters, ''),
  products: z._default(brokerDetailRules.products, []),
  demoAccount: z._default(brokerDetailRules.demoAccount, null),
  islamicAccount: z._default(brokerDetailRules.islamicAccount, null),
  depositMethods: z._default(brokerDetailRules.depositMethods, []),
};

/** The "not stated" value of every detail: spread into inputs that predate the detail figures. */
export const emptyBrokerDetails: BrokerDetails = {
  slug: '',
  spreadPips: null,
  minSpreadPips: null,
  commissionUsd: null,
  swapLongUsd: null,
  swapShortUsd: null,
  inactivityFeeUsd: null,
  withdrawalFeeUsd: null,
  figuresDate: '',
  figuresSource: '',
  minDepositAmount: null,
  minDepositCurrency: '',
  maxLeverage: null,
  regulators: [],
  retailLossPercent: null,
  retailLossDate: '',
  yearFounded: null,
  headquarters: '',
  products: [],
  demoAccount: null,
  islamicAccount: null,
  depositMethods: [],
};

/** The stored form of the detail figures' fields. */
export type BrokerDetails = { [Key in keyof typeof brokerDetailFields]: z.output<(typeof brokerDetailFields)[Key]> };

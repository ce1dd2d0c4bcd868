import { z } from '~/platform/zod-mini';
import {
  type Broker,
  optionalEmail,
  optionalHttpUrl,
  optionalLogo,
  requiredText,
  splitPlatforms,
  textList,
} from './broker-schema';
import { brokerDetailFormFields, detailsToFormValues, productHint, regulatorHint } from './broker-form-details';

/*
 * The dashboard's add/edit form: the original dashboard's fields plus every other broker field, so an admin can
 * set all of them. Its one schema is shared by the browser and the action, so both validate alike, and its output
 * is what the broker service stores. No server-only imports here.
 */

/**
 * The fixed values the original dashboard form sent for the fields it did not show, used here for extra fields
 * left empty. The original's contact e-mail was a redacted placeholder; ours is a reserved example address.
 */
export const brokerFormDefaults = {
  regulation: ['FCA'],
  accountTypes: ['Standard', 'Pro'],
  contactEmail: 'partners@example.com',
} as const;

/** Comma-separated lists other than platforms drop empty items (keeping empty items is the platforms field's quirk, kept from the original). */
const listField = (label: string, entry: string, max: number, fallback: readonly string[] = []) =>
  z.pipe(
    z.pipe(
      z._default(z.string().check(z.maxLength(max, `${label} must be at most ${max} characters`)), ''),
      z.transform((value: string) => {
        const items = value
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean);
        return items.length > 0 ? items : [...fallback];
      }),
    ),
    textList(entry),
  );

/**
 * The add/edit form and its output, the broker to save. Empty extra fields take the original dashboard's
 * fixed values: features [], one regulator, Standard and Pro, the placeholder e-mail,
 * referral link = website. isActive is always true: editing re-activates a broker (the original's quirk, kept on purpose).
 */
const brokerFormObject = z.object({
  name: requiredText('Broker Name', 120),
  description: requiredText('Description', 2000),
  logo: z._default(optionalLogo('Logo URL'), ''),
  website: z._default(optionalHttpUrl('Website URL'), ''),
  minDeposit: requiredText('Minimum Deposit', 60),
  spreads: requiredText('Spreads', 120),
  leverage: requiredText('Leverage', 60),
  tradingPlatforms: z.pipe(z.pipe(requiredText('Platforms', 1000), z.transform(splitPlatforms)), textList('platform')),
  features: listField('Features', 'feature', 5000),
  regulation: listField('Regulation', 'regulation', 2000, brokerFormDefaults.regulation),
  accountTypes: listField('Account types', 'account type', 2000, brokerFormDefaults.accountTypes),
  contactEmail: z.pipe(
    z._default(optionalEmail('Contact email'), ''),
    z.transform((value: string) => value || brokerFormDefaults.contactEmail),
  ),
  referralLink: z._default(optionalHttpUrl('Referral link'), ''),
  ...brokerDetailFormFields,
});

export const brokerFormSchema = z.pipe(
  brokerFormObject,
  z.transform(({ referralLink, ...broker }: z.output<typeof brokerFormObject>) => ({
    ...broker,
    referralLink: referralLink || broker.website,
    isActive: true as const,
  })),
);

/** The broker a valid form saves: the broker service's input. */
export type BrokerFormData = z.output<typeof brokerFormSchema>;

/** The form's fields, in the order they are shown: the schema's keys, so the two cannot drift apart. */
export const brokerFormFieldNames = Object.keys(brokerFormObject.shape) as (keyof typeof brokerFormObject.shape)[];
export type BrokerFormField = (typeof brokerFormFieldNames)[number];
/** What the inputs hold: all text. */
export type BrokerFormValues = Record<BrokerFormField, string>;

export const emptyBrokerFormValues: BrokerFormValues = Object.fromEntries(
  brokerFormFieldNames.map((name) => [name, '']),
) as BrokerFormValues;

/** The form prefilled for editing: lists joined with commas (the edit dialog shows platforms comma-separated). */
export function brokerToFormValues(broker: Broker): BrokerFormValues {
  return {
    name: broker.name,
    description: broker.description,
    logo: broker.logo,
    website: broker.website,
    minDeposit: broker.minDeposit,
    spreads: broker.spreads,
    leverage: broker.leverage,
    tradingPlatforms: broker.tradingPlatforms.join(', '),
    features: broker.features.join(', '),
    regulation: broker.regulation.join(', '),
    accountTypes: broker.accountTypes.join(', '),
    contactEmail: broker.contactEmail,
    referralLink: broker.referralLink,
    ...detailsToFormValues(broker),
  };
}

/** The form's fieldsets, in display order. */
export const brokerFormGroups = ['Listing', 'Costs and terms', 'Regulation and risk', 'Company and accounts'] as const;
export type BrokerFormGroup = (typeof brokerFormGroups)[number];

export interface BrokerFormFieldSpec {
  name: BrokerFormField;
  label: string;
  required?: boolean;
  type?: 'text' | 'url' | 'email' | 'textarea' | 'number' | 'decimal' | 'date' | 'yes-no';
  hint?: string;
  /** The fieldset it sits in; Listing when absent. */
  group?: BrokerFormGroup;
}

/** Labels, input types and hints of the form, in display order (copy as data, not JSX). */
export const brokerFormFields: readonly BrokerFormFieldSpec[] = [
  { name: 'name', label: 'Broker Name', required: true },
  { name: 'description', label: 'Description', required: true, type: 'textarea' },
  { name: 'logo', label: 'Logo URL', type: 'url', hint: 'Optional. An http(s) address.' },
  { name: 'website', label: 'Website URL', type: 'url', hint: 'Optional. An http(s) address.' },
  { name: 'minDeposit', label: 'Minimum Deposit', required: true, hint: 'For example $100.' },
  {
    name: 'spreads',
    label: 'Spreads',
    required: true,
    hint: 'Not shown publicly: the public pages derive the spread label from the spread and commission figures.',
  },
  { name: 'leverage', label: 'Leverage', required: true, hint: 'For example 1:500.' },
  { name: 'tradingPlatforms', label: 'Platforms', required: true, hint: 'Comma-separated, for example MT4, MT5.' },
  {
    name: 'features',
    label: 'Features',
    hint: 'Comma-separated. Optional. Entries about spreads, pips, commission, ECN or raw pricing are not shown: the figures state those.',
  },
  { name: 'regulation', label: 'Regulation', hint: 'Comma-separated. FCA when left empty.' },
  { name: 'accountTypes', label: 'Account Types', hint: 'Comma-separated. Standard, Pro when left empty.' },
  {
    name: 'contactEmail',
    label: 'Contact Email',
    type: 'email',
    hint: `Optional. ${brokerFormDefaults.contactEmail} when left empty.`,
  },
  { name: 'referralLink', label: 'Referral Link', type: 'url', hint: 'Optional. The website when left empty.' },
  {
    name: 'slug',
    label: 'Page address (slug)',
    hint: 'Optional. /ib-partners/<slug>; from the name when empty. Changing it redirects the old address.',
  },
  ...detailFormFields(),
];

/** The broker detail figures' fields: optional; empty means "not stated" on the public pages. */
function detailFormFields(): BrokerFormFieldSpec[] {
  const costs = 'Costs and terms' as const;
  const regulation = 'Regulation and risk' as const;
  const company = 'Company and accounts' as const;
  return [
    {
      name: 'spreadPips',
      label: 'Typical EUR/USD spread (pips)',
      type: 'decimal',
      group: costs,
      hint: 'For example 0.8.',
    },
    {
      name: 'minSpreadPips',
      label: 'Minimum EUR/USD spread (pips)',
      type: 'decimal',
      group: costs,
      hint: 'The lowest spread the broker publishes, for example 0.0. Only a stored 0.0 shows “From 0.0 pips”.',
    },
    {
      name: 'commissionUsd',
      label: 'Commission per standard lot, round turn (USD)',
      type: 'decimal',
      group: costs,
      hint: 'For example 7. 0 when there is none.',
    },
    {
      name: 'swapLongUsd',
      label: 'Swap per standard lot per night, EUR/USD long (USD)',
      group: costs,
      // A text field, not 'decimal': a phone's decimal keypad has no minus sign, and a swap is often negative.
      hint: 'Optional. Negative is a charge, for example -6.5.',
    },
    {
      name: 'swapShortUsd',
      label: 'Swap per standard lot per night, EUR/USD short (USD)',
      group: costs,
      hint: 'Optional. Negative is a charge, for example 1.2.',
    },
    {
      name: 'inactivityFeeUsd',
      label: 'Inactivity fee per month (USD)',
      type: 'decimal',
      group: costs,
      hint: 'Optional. 0 when there is none.',
    },
    {
      name: 'withdrawalFeeUsd',
      label: 'Withdrawal fee (USD)',
      type: 'decimal',
      group: costs,
      hint: 'Optional. 0 when there is none.',
    },
    {
      name: 'figuresDate',
      label: 'Costs and fees checked on',
      type: 'date',
      group: costs,
      hint: 'YYYY-MM-DD: shown as “as of” beside every cost.',
    },
    {
      name: 'figuresSource',
      label: 'Where the costs and fees are published',
      type: 'url',
      group: costs,
      hint: 'Optional. The broker’s own pricing page.',
    },
    {
      name: 'minDepositAmount',
      label: 'Deposit amount (number)',
      type: 'decimal',
      group: costs,
      hint: 'A number, for example 100.',
    },
    {
      name: 'minDepositCurrency',
      label: 'Deposit currency',
      group: costs,
      hint: 'Three letters, for example USD.',
    },
    {
      name: 'maxLeverage',
      label: 'Maximum retail ratio (1:N)',
      type: 'decimal',
      group: costs,
      hint: 'The highest leverage a retail client can use: N only, for example 30.',
    },
    { name: 'regulators', label: 'Regulated entities', type: 'textarea', group: regulation, hint: regulatorHint },
    {
      name: 'retailLossPercent',
      label: 'Retail accounts losing money (%)',
      type: 'decimal',
      group: regulation,
      hint: "The broker's own published figure, for example 74.",
    },
    {
      name: 'retailLossDate',
      label: 'Retail loss figure published on',
      type: 'date',
      group: regulation,
      hint: 'YYYY-MM-DD.',
    },
    { name: 'yearFounded', label: 'Year founded', type: 'decimal', group: company },
    { name: 'headquarters', label: 'Headquarters country', group: company },
    { name: 'products', label: 'Products', group: company, hint: productHint },
    { name: 'demoAccount', label: 'Demo account', type: 'yes-no', group: company },
    { name: 'islamicAccount', label: 'Islamic (swap-free) account', type: 'yes-no', group: company },
    {
      name: 'depositMethods',
      label: 'Deposit methods',
      group: company,
      hint: 'Comma-separated, for example Bank transfer, Card.',
    },
  ];
}

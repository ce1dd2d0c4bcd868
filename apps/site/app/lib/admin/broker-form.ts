import { z } from '~/lib/zod';
import {
  type Broker,
  type BrokerInput,
  brokerFormDefaults,
  brokerFormSchema,
  brokerToFormValues,
  fieldErrors,
  optionalHttpUrl,
} from '../brokers/broker-schema';

/**
 * The dashboard's add/edit form: the spec §5 form (brokerFormSchema) plus every other broker field
 * (issue 5, "beyond the original"). Shared by the browser and the action, so both validate alike.
 * No server-only imports here.
 */
export const adminBrokerFormSchema = brokerFormSchema.extend({
  features: z.string().max(5000, 'Features must be at most 5000 characters').default(''),
  rating: z
    .string()
    .trim()
    .default('')
    .refine(
      (value) => value === '' || (/^\d+(\.\d+)?$/.test(value) && Number(value) <= 5),
      'Rating must be a number between 0 and 5',
    ),
  regulation: z.string().max(2000, 'Regulation must be at most 2000 characters').default(''),
  accountTypes: z.string().max(2000, 'Account types must be at most 2000 characters').default(''),
  contactEmail: z
    .string()
    .trim()
    .max(254, 'Contact email must be at most 254 characters')
    .default('')
    .refine(
      (value) => value === '' || z.email().safeParse(value).success,
      'Contact email must be a valid email address',
    ),
  // The shared URL rule (control characters refused, stored normalised), as website and logo use.
  referralLink: optionalHttpUrl('Referral link').default(''),
});

export const adminBrokerFieldNames = [
  'name',
  'description',
  'logo',
  'website',
  'minDeposit',
  'spreads',
  'leverage',
  'tradingPlatforms',
  'features',
  'rating',
  'regulation',
  'accountTypes',
  'contactEmail',
  'referralLink',
] as const;
export type AdminBrokerFieldName = (typeof adminBrokerFieldNames)[number];
/** What the inputs hold: all text. */
export type AdminBrokerFormValues = Record<AdminBrokerFieldName, string>;

export const emptyBrokerFormValues: AdminBrokerFormValues = Object.fromEntries(
  adminBrokerFieldNames.map((name) => [name, '']),
) as AdminBrokerFormValues;

/** Comma-separated lists other than platforms drop empty items (the kept-empties quirk is the platforms field's, spec §5). */
const list = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/**
 * The broker the form saves. Empty extra fields take the original's fixed values (spec §3):
 * features [], rating 4.5, one regulator, Standard and Pro, the placeholder e-mail, referral link = website.
 * isActive is always true: editing re-activates a broker (spec §4, a quirk kept on purpose).
 */
export function brokerFromAdminForm(form: z.output<typeof adminBrokerFormSchema>): BrokerInput & { isActive: true } {
  const regulation = list(form.regulation);
  const accountTypes = list(form.accountTypes);
  return {
    name: form.name,
    description: form.description,
    logo: form.logo,
    website: form.website,
    minDeposit: form.minDeposit,
    spreads: form.spreads,
    leverage: form.leverage,
    tradingPlatforms: form.tradingPlatforms,
    features: list(form.features),
    rating: form.rating === '' ? brokerFormDefaults.rating : Number(form.rating),
    regulation: regulation.length > 0 ? regulation : [...brokerFormDefaults.regulation],
    accountTypes: accountTypes.length > 0 ? accountTypes : [...brokerFormDefaults.accountTypes],
    contactEmail: form.contactEmail || brokerFormDefaults.contactEmail,
    referralLink: form.referralLink || form.website,
    isActive: true,
  };
}

/** The form prefilled for editing: lists joined with commas (spec §4: platforms comma-separated). */
export function brokerToAdminFormValues(broker: Broker): AdminBrokerFormValues {
  return {
    ...brokerToFormValues(broker),
    features: broker.features.join(', '),
    rating: String(broker.rating),
    regulation: broker.regulation.join(', '),
    accountTypes: broker.accountTypes.join(', '),
    contactEmail: broker.contactEmail,
    referralLink: broker.referralLink,
  };
}

/** The text values of the form fields in a FormData (anything else is ignored). */
export function formValues(form: FormData): AdminBrokerFormValues {
  const values = { ...emptyBrokerFormValues };
  for (const name of adminBrokerFieldNames) {
    const value = form.get(name);
    values[name] = typeof value === 'string' ? value : '';
  }
  return values;
}

export type AdminBrokerFormResult =
  | { success: true; broker: BrokerInput & { isActive: true } }
  | { success: false; errors: Partial<Record<AdminBrokerFieldName | 'form', string>> };

/** Validates the form's values: the broker to save, or the first error per field. */
export function parseAdminBrokerForm(values: AdminBrokerFormValues): AdminBrokerFormResult {
  const result = adminBrokerFormSchema.safeParse(values);
  if (!result.success) return { success: false, errors: fieldErrors(result.error) };
  return { success: true, broker: brokerFromAdminForm(result.data) };
}

/** Labels, input types and hints of the form, in display order (copy as data, not JSX). */
export const brokerFormFields: ReadonlyArray<{
  name: AdminBrokerFieldName;
  label: string;
  required?: boolean;
  type?: 'text' | 'url' | 'email' | 'textarea' | 'number';
  hint?: string;
}> = [
  { name: 'name', label: 'Broker Name', required: true },
  { name: 'description', label: 'Description', required: true, type: 'textarea' },
  { name: 'logo', label: 'Logo URL', type: 'url', hint: 'Optional. An http(s) address.' },
  { name: 'website', label: 'Website URL', type: 'url', hint: 'Optional. An http(s) address.' },
  { name: 'minDeposit', label: 'Minimum Deposit', required: true, hint: 'For example $100.' },
  { name: 'spreads', label: 'Spreads', required: true, hint: 'For example From 0.0 pips.' },
  { name: 'leverage', label: 'Leverage', required: true, hint: 'For example 1:500.' },
  { name: 'tradingPlatforms', label: 'Platforms', required: true, hint: 'Comma-separated, for example MT4, MT5.' },
  { name: 'features', label: 'Features', hint: 'Comma-separated. Optional.' },
  { name: 'rating', label: 'Rating (0-5)', type: 'number', hint: 'Optional. 4.5 when left empty.' },
  { name: 'regulation', label: 'Regulation', hint: 'Comma-separated. FCA when left empty.' },
  { name: 'accountTypes', label: 'Account Types', hint: 'Comma-separated. Standard, Pro when left empty.' },
  {
    name: 'contactEmail',
    label: 'Contact Email',
    type: 'email',
    hint: `Optional. ${brokerFormDefaults.contactEmail} when left empty.`,
  },
  { name: 'referralLink', label: 'Referral Link', type: 'url', hint: 'Optional. The website when left empty.' },
];

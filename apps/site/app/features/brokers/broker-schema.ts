import { z } from '~/platform/zod-mini';
import { maxEmailLength, optionalEmailField } from '~/platform/forms/email';
import { brokerDetailFields } from './broker-details';
import { hasControlCharacter, isHttpUrl } from './text-rules';

export { hasControlCharacter, isHttpUrl };

/**
 * Broker validation shared by the browser (admin form) and the server (service, actions): every rule a
 * broker field follows is written here once. No server-only imports here: the admin dashboard bundles this module.
 * Written with zod/mini, like the public forms' schemas: zod's core is one chunk shared by every form, so what the
 * admin's schemas use is what /contact's validation loads too (docs/decisions/011-javascript-budget.md).
 */

/**
 * A path on this site such as `/brokers/atlas.svg`. The seeded brokers use local logos because the
 * site must render offline and without third-party image hosts; `//host` (protocol-relative) and
 * `/\host` (which browsers read as `//host`) would leave the site, so both are refused.
 */
export function isSitePath(value: string): boolean {
  return /^\/(?![/\\])[^\s\\]*$/.test(value);
}

/**
 * The normalised form (`new URL(value).href`) of an http(s) URL without control characters, else null.
 * Security finding "referral links with CR/LF": `new URL` silently drops CR/LF/TAB, so a stored
 * `https://a.example/\r\nSet-Cookie: x=1` passed isHttpUrl, and /go/:id then put the raw value in a
 * Location header (a 500). Values with control characters are refused outright, not repaired.
 */
export function safeHttpUrl(value: string): string | null {
  if (hasControlCharacter(value) || !isHttpUrl(value)) return null;
  return new URL(value).href;
}

const maxUrl = 2048;

/** A URL field as text: trimmed, bounded, and refused with a clear message when it holds a control character. */
const urlText = (label: string) =>
  z.string().check(
    z.trim(),
    z.maxLength(maxUrl, `${label} must be at most ${maxUrl} characters`),
    z.refine(
      (value) => !hasControlCharacter(value),
      `${label} must not contain control characters such as line breaks or tabs`,
    ),
  );

/** An optional http(s) URL, stored normalised (`new URL(v).href`): empty string means "not set". */
export const optionalHttpUrl = (label: string) =>
  z.pipe(
    urlText(label).check(
      z.refine(
        (value) => value === '' || isHttpUrl(value),
        `${label} must be a valid URL starting with http:// or https://`,
      ),
    ),
    z.transform((value: string) => (value === '' ? '' : new URL(value).href)),
  );

/** Logo: an http(s) URL (stored normalised), a site path (seeded logos live under /brokers/), or empty. */
export const optionalLogo = (label: string) =>
  z.pipe(
    urlText(label).check(
      z.refine(
        (value) => value === '' || isHttpUrl(value) || isSitePath(value),
        `${label} must be a valid URL starting with http:// or https://`,
      ),
    ),
    z.transform((value: string) => (isHttpUrl(value) ? new URL(value).href : value)),
  );

/** An optional e-mail address: empty string means "not set". */
export const optionalEmail = (label: string) =>
  optionalEmailField({
    tooLong: `${label} must be at most ${maxEmailLength} characters`,
    invalid: `${label} must be a valid email address`,
  });

/** A required line of text: trimmed, not empty, bounded. */
export const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .check(
      z.trim(),
      z.minLength(1, `${label} is required`),
      z.maxLength(max, `${label} must be at most ${max} characters`),
    );

/** A list of short texts (features, regulators, platforms, account types). */
export const textList = (label: string) =>
  z
    .array(z.string().check(z.trim(), z.maxLength(200, `Each ${label} entry must be at most 200 characters`)))
    .check(z.maxLength(50, `At most 50 ${label} entries`));

/**
 * Every field of a broker an admin or the seed supplies; id, isActive and timestamps belong to the service.
 * No rating: it is computed from the figures by the published method (rating.ts), so nobody can type one in.
 */
export const brokerInputSchema = z.object({
  name: requiredText('Broker Name', 120),
  description: requiredText('Description', 2000),
  website: optionalHttpUrl('Website URL'),
  logo: optionalLogo('Logo URL'),
  features: textList('feature'),
  minDeposit: requiredText('Minimum Deposit', 60),
  leverage: requiredText('Leverage', 60),
  spreads: requiredText('Spreads', 120),
  regulation: textList('regulation'),
  tradingPlatforms: textList('platform'),
  accountTypes: textList('account type'),
  contactEmail: optionalEmail('Contact email'),
  referralLink: optionalHttpUrl('Referral link'),
  ...brokerDetailFields,
});
export type BrokerInput = z.infer<typeof brokerInputSchema>;

/** A partial update (an update merges fields). `isActive` is accepted because the dashboard's edit saves it as true. */
export const brokerPatchSchema = z.extend(z.partial(brokerInputSchema), { isActive: z.optional(z.boolean()) });
export type BrokerPatch = z.infer<typeof brokerPatchSchema>;

/** A stored broker, as the service returns it. */
export interface Broker extends BrokerInput {
  id: string;
  /** Never empty once stored: the service derives it from the name when the input's is ''. */
  slug: string;
  isActive: boolean;
  /** ISO 8601 timestamps. */
  createdAt: string;
  updatedAt: string;
}

/**
 * Splits the comma-separated platforms field: split and trimmed on save, and empty items are kept as the original
 * kept them, so `MT4, , MT5` gives `['MT4', '', 'MT5']` (a quirk kept on purpose).
 */
export function splitPlatforms(value: string): string[] {
  return value.split(',').map((item) => item.trim());
}

import { z } from 'zod';
import { parseEnvironment, type Source, unset } from './environment.server.ts';

/*
 * Who runs the site (decision 017): one set of variables, read at build like SITE_URL (vite.config.ts defines
 * __COMPANY__ from it) because prerendered pages print it; `pnpm start` rebuilds when it changes
 * (scripts/build-stamp.ts). The defaults are visibly examples so no real-looking identity ships by accident.
 * Why at build: docs/decisions/017-company-identity-at-build.md.
 */

/** The operator's identity as pages show it (footer, /about, /contact, legal pages, JSON-LD Organization). */
export interface CompanyIdentity {
  /** Registered company name (the legal entity behind the brand). */
  name: string;
  /** Registered address, one line. */
  address: string;
  /** Company registration number. */
  number: string;
  /** Where visitors write to (contact page, privacy requests). */
  email: string;
  /** When a person answers, as shown to visitors; "24/7" claims must agree with it. */
  supportHours: string;
}

const line = (fallback: string) => z.preprocess(unset, z.string().trim().min(2).max(200).default(fallback));

/** Development defaults: each says it is an example. */
export const exampleCompanyIdentity: CompanyIdentity = {
  name: 'Example Trading Education Ltd (example name: set COMPANY_NAME)',
  address: '1 Example Street, London EC1A 1AA, United Kingdom (example address: set COMPANY_ADDRESS)',
  number: '00000000 (example: set COMPANY_NUMBER)',
  email: 'support@example.com',
  supportHours: 'Monday to Friday, 08:00-17:00 GMT',
};

const schema = z.object({
  COMPANY_NAME: line(exampleCompanyIdentity.name),
  COMPANY_ADDRESS: line(exampleCompanyIdentity.address),
  COMPANY_NUMBER: line(exampleCompanyIdentity.number),
  CONTACT_EMAIL: z.preprocess(
    unset,
    z.email('must be the e-mail address visitors write to').default(exampleCompanyIdentity.email),
  ),
  SUPPORT_HOURS: line(exampleCompanyIdentity.supportHours),
});

/** Reads COMPANY_NAME, COMPANY_ADDRESS, COMPANY_NUMBER, CONTACT_EMAIL and SUPPORT_HOURS; throws naming a bad one. */
export function readCompanyIdentity(source: Source): CompanyIdentity {
  const env = parseEnvironment(schema, source);
  return {
    name: env.COMPANY_NAME,
    address: env.COMPANY_ADDRESS,
    number: env.COMPANY_NUMBER,
    email: env.CONTACT_EMAIL,
    supportHours: env.SUPPORT_HOURS,
  };
}

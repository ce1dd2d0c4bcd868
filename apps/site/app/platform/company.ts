import type { CompanyIdentity } from '~/company-identity.server';

export type { CompanyIdentity };

/** The operator's identity, baked in at build from COMPANY_* variables (app/company-identity.server.ts). */
export const companyIdentity: CompanyIdentity = __COMPANY__;

/** The copyright year: the year the pages were built (`pnpm start` rebuilds when the year changes). */
export const copyrightYear: number = __BUILD_YEAR__;

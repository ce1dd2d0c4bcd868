/** The public origin of the site, from SITE_URL at build time. */
declare const __SITE_URL__: string;

/** The operator's identity from COMPANY_* variables at build time (app/company-identity.server.ts). */
declare const __COMPANY__: { name: string; address: string; number: string; email: string; supportHours: string };

/** The UTC year of the build: the copyright year. */
declare const __BUILD_YEAR__: number;

/** The signal policy from SIGNALS_* variables at build time (app/signal-policy.server.ts). */
declare const __SIGNAL_POLICY__: { minRiskReward: number; fourEyes: boolean; maxAbsR: number };

/** The public origin of the site, from SITE_URL at build time. */
declare const __SITE_URL__: string;

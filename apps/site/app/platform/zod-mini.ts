import * as z from 'zod/mini';

/*
 * zod/mini for every schema the browser loads (the contact, sign-in and admin forms validate on both sides):
 * the same validators as classic zod, which ship only the checks a schema uses. zod probes whether it may
 * compile validators with `new Function`; our Content-Security-Policy forbids eval, so the probe made Chrome
 * report a CSP violation on every such page. jitless skips the probe (and the eval).
 */
z.config({ jitless: true });

export { z };

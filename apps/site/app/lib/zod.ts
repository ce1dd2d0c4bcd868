import { z } from 'zod';

/*
 * zod for modules the browser loads (the contact and admin forms validate on both sides). zod probes
 * whether it may compile validators with `new Function`; our Content-Security-Policy forbids eval, so the
 * probe made Chrome report a CSP violation on every such page. jitless skips the probe (and the eval).
 */
z.config({ jitless: true });

export { z };

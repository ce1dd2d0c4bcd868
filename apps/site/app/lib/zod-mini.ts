import * as z from 'zod/mini';

/*
 * zod/mini for forms on public pages, whose scripts count against the page's JavaScript budget: the same
 * validators as classic zod, which ship only the checks a schema uses. jitless for the reason given in ./zod.ts
 * (the setting is zod's global configuration, shared by both APIs).
 */
z.config({ jitless: true });

export { z };

import { z } from 'zod';
import { pages } from './pages';

/** Every href of the navigation must be a public page of pages.ts. */
const knownPaths = new Set(pages.map((page) => page.path));
const href = z.string().refine((path) => knownPaths.has(path), { message: 'not a public page in pages.ts' });
const label = z.string().trim().min(1);

export const navLinkSchema = z.object({ label, href });
export const navGroupSchema = navLinkSchema.extend({
  overviewLabel: label.optional(),
  links: z.array(navLinkSchema).min(1),
});
export const navItemSchema = z.union([navGroupSchema, navLinkSchema]);
export const footerGroupSchema = z.object({ title: label, links: z.array(navLinkSchema).min(1) });

export type NavLink = z.infer<typeof navLinkSchema>;
export type NavGroup = z.infer<typeof navGroupSchema>;
export type NavItem = z.infer<typeof navItemSchema>;
export type FooterGroup = z.infer<typeof footerGroupSchema>;

export const mainNavigationSchema = z.array(navItemSchema);
export const footerNavigationSchema = z.array(footerGroupSchema);

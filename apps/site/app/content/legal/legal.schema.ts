import { z } from 'zod';
import { proseSectionSchema, text } from '~/content/schemas';

/** A legal page: when it last changed, an introduction and prose sections. */
export const legalPageSchema = z.object({
  /** ISO date of the last change, shown as "Last updated". */
  updated: z.iso.date(),
  intro: z.array(text).min(1),
  sections: z.array(proseSectionSchema).min(1),
});
export type LegalPage = z.infer<typeof legalPageSchema>;

/** One cookie or browser-storage item the site or an embed may set (/cookies lists every one). */
export const storageItemSchema = z.object({
  name: text,
  kind: z.enum(['Cookie', 'Local storage', 'Cookies and local storage']),
  setBy: text,
  /** When it is set: only then does it exist. */
  when: text,
  purpose: text,
  lasts: text,
});
export type StorageItem = z.infer<typeof storageItemSchema>;

export const storageItemsSchema = z.array(storageItemSchema).min(1);

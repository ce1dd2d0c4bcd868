/*
 * Lengths the form rules share, zod-free: a page renders its inputs' `maxLength` from here without loading the
 * schema that checks them (docs/decisions/011-javascript-budget.md).
 */

/** Longest e-mail address accepted: RFC 5321 limits a forward path to 256 octets, two of them the angle brackets. */
export const maxEmailLength = 254;

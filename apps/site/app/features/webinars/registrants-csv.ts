import type { Registration } from './webinar-types';

/* A webinar's registrants as CSV (RFC 4180): name, e-mail and when they registered. */

export const registrantsCsvHeader = 'name,email,registered_at';

/**
 * One field: a value a spreadsheet would run as a formula (=, +, -, @, tab, CR first) gets a leading
 * apostrophe (visitors type these names); quoted when it holds a comma, a quote or a line break.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The whole file, CRLF line endings. */
export function registrantsCsv(registrations: readonly Registration[]): string {
  const rows = registrations.map((registration) =>
    [registration.name, registration.email, registration.createdAt].map(csvField).join(','),
  );
  return [registrantsCsvHeader, ...rows].map((row) => `${row}\r\n`).join('');
}

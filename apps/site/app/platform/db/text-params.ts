/**
 * Thrown before a query runs when a text parameter holds U+0000. PostgreSQL text cannot hold it (the query
 * fails deep in the driver); SQLite would store it, so it refuses it too and both dialects behave alike. The
 * HTTP boundary (app/platform/http: URLs and bodies) refuses such input first: reaching this is a missed boundary.
 */
export class NullCharacterError extends Error {
  constructor() {
    super('A query parameter holds U+0000, which the database cannot store or compare');
    this.name = 'NullCharacterError';
  }
}

/** Refuses parameters that no dialect can take as text. */
export function checkTextParams(params: readonly unknown[]): void {
  if (params.some((value) => typeof value === 'string' && value.includes('\0'))) throw new NullCharacterError();
}

import type { z } from 'zod';

/*
 * Reading a group of environment variables with a zod schema, for the groups read both at build (vite.config.ts)
 * and at start (config.server.ts): the company identity and the signal policy.
 */

/** The environment, or any record of variables a test passes instead. */
export type Source = Readonly<Record<string, string | undefined>>;

/** A blank variable counts as unset, so its default applies (an empty `KEY=` line in a .env file). */
export const unset = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** The variables as the schema reads them; throws "Invalid environment:" with one line per bad variable. */
export function parseEnvironment<Schema extends z.ZodType>(schema: Schema, source: Source): z.output<Schema> {
  const result = schema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return result.data;
}

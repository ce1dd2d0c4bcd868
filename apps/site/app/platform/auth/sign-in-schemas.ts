import { maxEmailLength } from '~/platform/forms/field-limits';
import { z } from '~/platform/zod-mini';

/*
 * The sign-in forms' schemas, shared by browser and server (no server-only imports: the pages bundle this
 * module, so it is written with zod/mini). Length caps keep a huge value from reaching scrypt.
 */

/** Longest password accepted anywhere (password.server.ts hashes nothing longer). */
export const maxPasswordLength = 1024;

/** The admin sign-in's message when a field is empty (the original's wording). */
export const adminSignInRequiredMessage = 'Please enter your username and password.';

/** The admin sign-in form (exact username and password, as the original's). */
export const adminSignInSchema = z.object({
  username: z.string({ error: adminSignInRequiredMessage }).check(z.minLength(1, adminSignInRequiredMessage)),
  password: z.string({ error: adminSignInRequiredMessage }).check(z.minLength(1, adminSignInRequiredMessage)),
});

/** The API's message when e-mail or password is missing, and for every failed sign-in (the original's customer login read only a message). */
export const customerSignInRequiredMessage = 'Email and password are required';
export const invalidCredentialsMessage = 'Invalid email or password';

/** The customer sign-in: the /login form and the body of POST /api/auth/login. */
export const customerSignInSchema = z.object({
  email: z
    .string({ error: customerSignInRequiredMessage })
    .check(
      z.trim(),
      z.minLength(1, customerSignInRequiredMessage),
      z.maxLength(maxEmailLength, invalidCredentialsMessage),
    ),
  password: z
    .string({ error: customerSignInRequiredMessage })
    .check(z.minLength(1, customerSignInRequiredMessage), z.maxLength(maxPasswordLength, invalidCredentialsMessage)),
});

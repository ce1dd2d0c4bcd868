import { emailField, publicEmailMessages } from '~/platform/forms/email';
import { maxPasswordLength } from '~/platform/auth/sign-in-schemas';
import { z } from '~/platform/zod-mini';

/*
 * The account forms' schemas, shared by browser and server (zod/mini, no server-only imports). The password
 * policy's list check needs the server (the common-password list), so the handlers run passwordProblem after these.
 */

export const maxNameLength = 100;

export const signUpFields = ['name', 'email', 'password', 'passkey'] as const;
export type SignUpField = (typeof signUpFields)[number];

export const signUpMessages = {
  name: 'Please enter your name.',
  nameTooLong: `Your name must be at most ${maxNameLength} characters.`,
  password: 'Please choose a password, or choose to use a passkey.',
  passwordTooLong: `The password must be at most ${maxPasswordLength} characters long.`,
};

export const signUpSchema = z.object({
  name: z
    .string({ error: signUpMessages.name })
    .check(z.trim(), z.minLength(1, signUpMessages.name), z.maxLength(maxNameLength, signUpMessages.nameTooLong)),
  email: emailField(publicEmailMessages),
  password: z.string().check(z.maxLength(maxPasswordLength, signUpMessages.passwordTooLong)),
  passkey: z.string(),
});
export type SignUpValues = z.infer<typeof signUpSchema>;

export const codeFields = ['s', 'code'] as const;
export const codeMessage = 'Please enter the 6-digit code from the e-mail.';
export const codeSchema = z.object({
  s: z.string().check(z.minLength(1), z.maxLength(100)),
  code: z.string({ error: codeMessage }).check(z.trim(), z.regex(/^\d{6}$/, codeMessage)),
});

export const forgotFields = ['email'] as const;
export const forgotSchema = z.object({ email: emailField(publicEmailMessages) });

export const resetFields = ['token', 'password'] as const;
export const resetSchema = z.object({
  token: z.string().check(z.minLength(1), z.maxLength(100)),
  password: z
    .string({ error: 'Please choose a new password.' })
    .check(
      z.minLength(1, 'Please choose a new password.'),
      z.maxLength(maxPasswordLength, signUpMessages.passwordTooLong),
    ),
});

/** A same-site path to return to after signing in, else the account page. */
export function safeNext(next: string | null | undefined): string {
  const path = next ?? '';
  // Browsers read `\` as `/` and drop control characters, so either could turn the path into another site's.
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
  const ok = path.startsWith('/') && !path.startsWith('//') && !/[\\\u0000-\u001f\u007f]/.test(path);
  return ok && path.length <= 500 && !path.startsWith('/login') ? path : '/account';
}

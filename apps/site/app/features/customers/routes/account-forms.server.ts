import { data, redirect } from 'react-router';
import type { RequestContext } from '~/context.server';
import { hintCookie } from '~/features/customers/signed-in-hint.server';
import {
  createCustomerSession,
  destroyCustomerSession,
  getCustomerSession,
  readCustomerForm,
} from '~/platform/auth/customer-session.server';
import { passwordProblem } from '~/platform/auth/password.server';
import { customerSignInSchema } from '~/platform/auth/sign-in-schemas';
import { type FieldErrors, formValues, parseSubmission } from '~/platform/forms/submission';
import { type PublicForm, publicFormAnswer, readPublicForm } from '~/platform/forms/public-form.server';
import { tryAgainIn } from '~/platform/forms/public-form';
import { readForm } from '~/platform/http/body.server';
import { clientIp } from '~/platform/http/client-ip.server';
import { hashClientIp } from '~/platform/http/ip-hash.server';
import { assertSameOrigin } from '~/platform/http/origin.server';
import { kickOutbox } from '~/platform/outbox/outbox.server';
import {
  type SignUpField,
  type SignUpValues,
  codeFields,
  codeSchema,
  forgotFields,
  forgotSchema,
  resetFields,
  resetSchema,
  safeNext,
  signUpFields,
  signUpMessages,
  signUpSchema,
} from '~/features/customers/account-schemas';
import { checkCustomerPassword } from '~/features/customers/customers.server';
import { requestPasswordReset, resetLinkIsLive, resetPassword } from '~/features/customers/password-reset.server';
import {
  type SignUpFailure,
  type VerifiedAccount,
  pendingSignUp,
  resendSignUpCode,
  signUpLinkIsLive,
  startSignUp,
  verifyPath,
  verifySignUpCode,
  verifySignUpLink,
} from '~/features/customers/sign-up.server';

/*
 * The handlers of the account pages: sign-up and its verification, sign-in and sign-out, the forgotten password.
 * Every page works without JavaScript: forms post here, answers carry what was typed (never a password), and a
 * finished step redirects (so a reload never posts twice).
 */

const noStore = { 'Cache-Control': 'no-store' };

/**
 * Starts a session for `customerId` and sends the browser to `to` with its cookies (the session and the header's
 * hint): every way in ends here, a passkey sign-in too.
 */
export async function signInAndGo(request: Request, context: RequestContext, customerId: string, to: string) {
  const ipHash = await hashClientIp(context.db, clientIp(request, context));
  const { setCookie } = await createCustomerSession(context.db, request, customerId, { context, ipHash });
  return redirect(to, {
    headers: [
      ['Set-Cookie', setCookie],
      ['Set-Cookie', hintCookie(request, context, true)],
      ['Cache-Control', 'no-store'],
    ],
  });
}

// ---------------------------------------------------------------- sign-up

const signUpForm: PublicForm<SignUpField, SignUpValues> = {
  fields: signUpFields,
  schema: signUpSchema,
  maxBytes: 8 * 1024,
  acceptedMessage: 'Check your e-mail for a code.',
};

const withoutPassword = <V extends Record<string, string>>(values: V): V => ({ ...values, password: '' });

/** POST /signup: the pending sign-up and its e-mail, then the code page; the same for an address with an account. */
export async function signUpAction(request: Request, context: RequestContext) {
  const read = await readPublicForm(request, context, signUpForm);
  if (!read.ok) {
    const answer = read.answer;
    if (answer.data.status === 'invalid') {
      return publicFormAnswer.invalid<SignUpField>(answer.data.errors, withoutPassword(answer.data.values));
    }
    return answer;
  }
  const { name, email, password, passkey } = read.value;
  const usePasskey = passkey === 'on';
  if (!usePasskey) {
    const problem = password === '' ? signUpMessages.password : passwordProblem(password, { who: 'customer', email });
    if (problem) return publicFormAnswer.invalid<SignUpField>({ password: problem }, withoutPassword(read.values));
  }
  const ipHash = await hashClientIp(context.db, read.ip);
  const result = await startSignUp(
    context.db,
    { name, email, password: usePasskey ? undefined : password },
    { ipHash },
  );
  if (!result.ok) {
    const minutes = result.reason === 'rate-limited' ? result.retryAfterMinutes : 60;
    context.log('customer.sign_up_rate_limited', { path: '/signup' });
    return publicFormAnswer.refused<SignUpField>(
      `Too many sign-ups from your network. ${tryAgainIn(minutes)}`,
      withoutPassword(read.values),
      429,
      minutes,
    );
  }
  kickOutbox();
  return redirect(verifyPath(result.value.id), { headers: noStore });
}

// ---------------------------------------------------------------- verification

export type VerifyPage =
  { mode: 'code'; id: string; email: string; resendsLeft: number } | { mode: 'link'; token: string } | { mode: 'gone' };

/** GET /signup/verify: the code form (?s=<pending id>), the link's confirm button (?token=), or "start again". */
export async function verifyLoader(request: Request, context: RequestContext): Promise<VerifyPage> {
  const url = new URL(request.url);
  const token = url.searchParams.get('token');
  if (token && token.length <= 100) {
    return (await signUpLinkIsLive(context.db, token)) ? { mode: 'link', token } : { mode: 'gone' };
  }
  const id = url.searchParams.get('s') ?? '';
  const pending = id.length <= 100 ? await pendingSignUp(context.db, id) : undefined;
  return pending ? { mode: 'code', id, ...pending } : { mode: 'gone' };
}

export interface VerifyAnswer {
  codeError?: string;
  message?: string;
  tone?: 'positive' | 'negative';
}

function failureAnswer(failure: SignUpFailure): VerifyAnswer {
  switch ('problem' in failure ? failure.problem : 'rate-limited') {
    case 'wrong-code': {
      const left = 'triesLeft' in failure ? failure.triesLeft : undefined;
      return { codeError: `That code is not right. ${left === 1 ? '1 try' : `${left} tries`} left for this code.` };
    }
    case 'too-many-tries':
      return { codeError: 'Too many wrong tries for this code. Send a new code below.' };
    case 'expired':
      return { codeError: 'This code has expired. Send a new code below.' };
    case 'resend-limit':
      return { tone: 'negative', message: 'No more codes can be sent for this sign-up. Please sign up again.' };
    case 'account-exists':
      return { tone: 'negative', message: 'An account with this e-mail address already exists. Sign in instead.' };
    case 'rate-limited': {
      const minutes = 'retryAfterMinutes' in failure ? failure.retryAfterMinutes : 60;
      return { tone: 'negative', message: `Too many requests from your network. ${tryAgainIn(minutes)}` };
    }
    default:
      return { tone: 'negative', message: 'This sign-up has expired or is finished. Please sign up again.' };
  }
}

const statusOf = (failure: SignUpFailure) =>
  ({ 'rate-limited': 429, 'not-found': 410, invalid: 400, conflict: 409 })[failure.reason];

async function verified(request: Request, context: RequestContext, account: VerifiedAccount) {
  context.log('customer.signed_up', { customerId: account.customerId });
  // Without a password the passkey is the next step (the account page adds it).
  return signInAndGo(request, context, account.customerId, account.hasPassword ? '/account' : '/account#passkeys');
}

/** POST /signup/verify: `intent` code (the typed code), resend (a new code), or link (the e-mailed link's confirm). */
export async function verifyAction(request: Request, context: RequestContext) {
  const ip = clientIp(request, context);
  assertSameOrigin(request, context, ip);
  const form = await readForm(request, 4 * 1024);
  const intent = form.get('intent');
  if (intent === 'link') {
    const token = form.get('token');
    const result =
      typeof token === 'string' && token.length <= 100
        ? await verifySignUpLink(context.db, token)
        : ({ ok: false, reason: 'not-found', problem: 'gone' } as const);
    if (result.ok) return verified(request, context, result.value);
    return data<VerifyAnswer>(failureAnswer(result), { status: statusOf(result), headers: noStore });
  }
  if (intent === 'resend') {
    const id = form.get('s');
    const ipHash = await hashClientIp(context.db, ip);
    const result =
      typeof id === 'string' && id.length <= 100
        ? await resendSignUpCode(context.db, id, { ipHash })
        : ({ ok: false, reason: 'not-found', problem: 'gone' } as const);
    if (!result.ok) return data<VerifyAnswer>(failureAnswer(result), { status: statusOf(result), headers: noStore });
    kickOutbox();
    return data<VerifyAnswer>(
      { tone: 'positive', message: 'We sent a new code. The earlier code and link no longer work.' },
      { headers: noStore },
    );
  }
  const parsed = parseSubmission(codeSchema, formValues(form, codeFields));
  if (!parsed.ok) {
    return data<VerifyAnswer>(
      { codeError: parsed.errors.code ?? 'Please enter the 6-digit code.' },
      {
        status: 400,
        headers: noStore,
      },
    );
  }
  const result = await verifySignUpCode(context.db, { id: parsed.value.s, code: parsed.value.code });
  if (result.ok) return verified(request, context, result.value);
  return data<VerifyAnswer>(failureAnswer(result), { status: statusOf(result), headers: noStore });
}

// ---------------------------------------------------------------- sign-in, sign-out

/** GET /login: a signed-in customer goes straight on. */
export async function loginLoader(request: Request, context: RequestContext) {
  const session = await getCustomerSession(context.db, request, { context });
  const url = new URL(request.url);
  if (session) throw redirect(safeNext(url.searchParams.get('next')), { headers: noStore });
  return { next: url.searchParams.get('next') ?? '', reset: url.searchParams.get('reset') === '1' };
}

export interface LoginAnswer {
  message: string;
  email: string;
}

/** POST /login: the password checked (throttled like the API), a cookie session, then back to `next` or /account. */
export async function loginAction(request: Request, context: RequestContext) {
  const ip = clientIp(request, context);
  assertSameOrigin(request, context, ip);
  const form = await readForm(request, 8 * 1024);
  const values = formValues(form, ['email', 'password', 'next'] as const);
  const parsed = parseSubmission(customerSignInSchema, values);
  if (!parsed.ok) {
    return data<LoginAnswer>(
      { message: 'Please enter your e-mail address and password.', email: values.email.slice(0, 254) },
      { status: 400, headers: noStore },
    );
  }
  const result = await checkCustomerPassword(context.db, { ...parsed.value, ip });
  if (!result.ok) {
    const minutes = /in (\d+) minute/.exec(result.message)?.[1];
    const headers: Record<string, string> = { ...noStore };
    if (result.status === 429 && minutes) headers['Retry-After'] = String(Number(minutes) * 60);
    return data<LoginAnswer>(
      { message: result.message, email: parsed.value.email },
      { status: result.status, headers },
    );
  }
  return signInAndGo(request, context, result.customer.id, safeNext(values.next));
}

/** GET /logout: the sign-out button for a signed-in customer; anyone else goes to /login. */
export async function logoutLoader(request: Request, context: RequestContext) {
  const session = await getCustomerSession(context.db, request, { context });
  if (!session) throw redirect('/login', { headers: noStore });
  return { csrfToken: session.csrfToken, email: session.customer.email };
}

/** POST /logout (with the session's form token): ends this browser's session. */
export async function logoutAction(request: Request, context: RequestContext) {
  const session = await getCustomerSession(context.db, request, { context });
  if (!session) throw redirect('/login', { headers: noStore });
  await readCustomerForm(request, session, { context });
  const cleared = await destroyCustomerSession(context.db, request, { context });
  context.log('customer.sign_out', { customerId: session.customer.id });
  return redirect('/login?signed-out=1', {
    headers: [
      ['Set-Cookie', cleared],
      ['Set-Cookie', hintCookie(request, context, false)],
      ['Cache-Control', 'no-store'],
    ],
  });
}

/** GET /api/auth/session: who is signed in by cookie (the header's name), never cached. */
export async function sessionLoader(request: Request, context: RequestContext) {
  const session = await getCustomerSession(context.db, request, { context });
  if (session)
    return Response.json(
      { user: { name: session.customer.name, email: session.customer.email } },
      { headers: noStore },
    );
  return Response.json({ user: null }, { headers: { ...noStore, 'Set-Cookie': hintCookie(request, context, false) } });
}

// ---------------------------------------------------------------- forgotten password

export const forgotAcceptedMessage =
  'If an account uses this address, we have sent it a link to choose a new password. It works for 30 minutes.';

const forgotForm: PublicForm<'email', { email: string }> = {
  fields: forgotFields,
  schema: forgotSchema,
  maxBytes: 4 * 1024,
  acceptedMessage: forgotAcceptedMessage,
};

/** POST /forgot-password: the same answer for every address. */
export async function forgotAction(request: Request, context: RequestContext) {
  const read = await readPublicForm(request, context, forgotForm);
  if (!read.ok) return read.answer;
  const ipHash = await hashClientIp(context.db, read.ip);
  const result = await requestPasswordReset(context.db, read.value, { ipHash });
  if (!result.ok) {
    return publicFormAnswer.refused<'email'>(
      `Too many requests from your network. ${tryAgainIn(result.retryAfterMinutes)}`,
      read.values,
      429,
      result.retryAfterMinutes,
    );
  }
  kickOutbox();
  return publicFormAnswer.accepted<'email'>(forgotAcceptedMessage);
}

/** GET /reset-password?token=…: the form while the link works. */
export async function resetLoader(request: Request, context: RequestContext) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const live = token.length > 0 && token.length <= 100 && (await resetLinkIsLive(context.db, token));
  return { token: live ? token : '', live };
}

export interface ResetAnswer {
  errors?: FieldErrors<'password'>;
  message?: string;
}

/** POST /reset-password: the new password, then every session ends and the customer signs in again. */
export async function resetAction(request: Request, context: RequestContext) {
  const ip = clientIp(request, context);
  assertSameOrigin(request, context, ip);
  const form = await readForm(request, 8 * 1024);
  const parsed = parseSubmission(resetSchema, formValues(form, resetFields));
  if (!parsed.ok) {
    return data<ResetAnswer>(
      parsed.errors.password ? { errors: { password: parsed.errors.password } } : { message: linkDead },
      { status: 400, headers: noStore },
    );
  }
  const result = await resetPassword(context.db, parsed.value);
  if (result.ok) {
    kickOutbox();
    context.log('customer.password_reset', { customerId: result.value.customerId });
    return redirect('/login?reset=1', { headers: noStore });
  }
  if (result.problem === 'password') {
    return data<ResetAnswer>({ errors: { password: result.message } }, { status: 400, headers: noStore });
  }
  return data<ResetAnswer>(
    {
      message:
        result.problem === 'passkey'
          ? 'This account signs in with a passkey, so its password is not reset by e-mail. Sign in with your passkey and change the password on your account page.'
          : linkDead,
    },
    { status: result.problem === 'passkey' ? 409 : 410, headers: noStore },
  );
}

const linkDead = 'This link has expired or was already used. Ask for a new one below.';

import { data, redirect } from 'react-router';
import { z } from 'zod';
import type { RequestContext } from '~/context.server';
import {
  type CustomerSession,
  destroyCustomerSession,
  readCustomerForm,
  requireCustomer,
} from '~/platform/auth/customer-session.server';
import { clientIp } from '~/platform/http/client-ip.server';
import { kickOutbox } from '~/platform/outbox/outbox.server';
import {
  type AccountFailure,
  changeName,
  changePassword,
  checkCurrentPassword,
  deleteAccount,
  endOtherSessions,
  endSession,
  loadAccount,
  removePasskey,
  renamePasskey,
  requestEmailChange,
} from './account.server';
import { accountPaths } from './account-paths';
import { hintCookie } from '~/features/customers/signed-in-hint.server';

/*
 * The account page's loader and action (the page itself is composed in app/routes/account/account.tsx, where
 * other features' sections join it). Every post is one intent, checked by requireCustomer and readCustomerForm
 * (same origin, size, form token) before anything else; answers are never cached.
 */

export const accountHeaders = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' };

/** What the page gets back from a post: which form, the outcome, messages by field, and what was typed. */
export interface AccountAnswer {
  intent: string;
  ok: boolean;
  message?: string;
  fieldErrors?: Record<string, string>;
  values?: Record<string, string>;
}

const text = (max: number) => z.string().max(max).default('');
const intents = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('name'), name: text(400) }),
  z.object({ intent: z.literal('email'), email: text(400) }),
  z.object({ intent: z.literal('password'), currentPassword: text(4096), newPassword: text(4096) }),
  z.object({ intent: z.literal('rename-passkey'), id: text(100), passkeyName: text(400) }),
  z.object({ intent: z.literal('remove-passkey'), id: text(100) }),
  z.object({ intent: z.literal('end-session'), handle: text(100) }),
  z.object({ intent: z.literal('end-other-sessions') }),
  z.object({ intent: z.literal('sign-out') }),
  z.object({ intent: z.literal('delete'), currentPassword: text(4096), confirm: text(10) }),
]);

export async function accountLoader(request: Request, context: RequestContext) {
  const session = await requireCustomer(request, { db: context.db, context });
  const account = await loadAccount(context.db, session.customer.id, session.idHash);
  if (!account) throw redirect('/login', { headers: accountHeaders });
  return { account, customer: session.customer, csrfToken: session.csrfToken };
}

const answer = (body: AccountAnswer, status = 200) => data(body, { status, headers: accountHeaders });

const refused = (intent: string, failure: AccountFailure, values?: Record<string, string>) => {
  const status = { invalid: 400, 'not-found': 404, conflict: 409, 'rate-limited': 429 }[failure.reason];
  return answer(
    {
      intent,
      ok: false,
      ...(failure.field ? { fieldErrors: { [failure.field]: failure.message } } : { message: failure.message }),
      ...(values ? { values } : {}),
    },
    status,
  );
};

async function run(request: Request, context: RequestContext, session: CustomerSession, form: FormData) {
  const { db } = context;
  const parsed = intents.safeParse(Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string')));
  if (!parsed.success)
    return answer({ intent: 'unknown', ok: false, message: 'That request was not understood.' }, 400);
  const input = parsed.data;
  const id = session.customer.id;
  switch (input.intent) {
    case 'name': {
      const result = await changeName(db, id, input.name);
      return result.ok
        ? answer({ intent: 'name', ok: true, message: 'Your name was saved.' })
        : refused('name', result, { name: input.name });
    }
    case 'email': {
      const result = await requestEmailChange(db, id, input.email);
      if (!result.ok) return refused('email', result, { email: input.email });
      kickOutbox();
      return answer({
        intent: 'email',
        ok: true,
        message: `We sent a link to ${result.value.email}. Your address changes when you open it (within one hour).`,
      });
    }
    case 'password': {
      const result = await changePassword(
        db,
        { customerId: id, idHash: session.idHash },
        { currentPassword: input.currentPassword, newPassword: input.newPassword, ip: clientIp(request, context) },
      );
      if (!result.ok) return refused('password', result);
      kickOutbox();
      context.log('customer.account_changed', { customerId: id, change: 'password' });
      const others = result.value.endedSessions;
      return answer({
        intent: 'password',
        ok: true,
        message: `Your password was changed.${others ? ` ${others === 1 ? 'One other session was' : `${others} other sessions were`} signed out.` : ''}`,
      });
    }
    case 'rename-passkey': {
      const result = await renamePasskey(db, id, input.id, input.passkeyName);
      return result.ok
        ? answer({ intent: 'rename-passkey', ok: true, message: `The passkey is now called "${result.value}".` })
        : refused('rename-passkey', result, { id: input.id, passkeyName: input.passkeyName });
    }
    case 'remove-passkey': {
      const result = await removePasskey(db, id, input.id);
      if (!result.ok) return refused('remove-passkey', result);
      kickOutbox();
      context.log('customer.account_changed', { customerId: id, change: 'passkey_removed' });
      return answer({ intent: 'remove-passkey', ok: true, message: `The passkey "${result.value}" was removed.` });
    }
    case 'end-session': {
      const ended = await endSession(db, id, input.handle, session.idHash);
      if (ended) kickOutbox();
      return answer(
        ended
          ? { intent: 'end-session', ok: true, message: 'That session was signed out.' }
          : { intent: 'end-session', ok: false, message: 'That session had already ended.' },
        ended ? 200 : 404,
      );
    }
    case 'end-other-sessions': {
      const ended = await endOtherSessions(db, id, session.idHash);
      if (ended) kickOutbox();
      return answer({
        intent: 'end-other-sessions',
        ok: true,
        message: ended
          ? `Signed out everywhere else (${ended} ${ended === 1 ? 'session' : 'sessions'}).`
          : 'No other session was signed in.',
      });
    }
    case 'sign-out': {
      const setCookie = await destroyCustomerSession(db, request, { context });
      context.log('customer.sign_out', { customerId: id });
      return signedOut('/', setCookie, request, context);
    }
    case 'delete': {
      if (input.confirm !== 'yes') {
        return answer(
          {
            intent: 'delete',
            ok: false,
            fieldErrors: { confirm: 'Tick the box to confirm that the account is to be deleted.' },
          },
          400,
        );
      }
      const checked = await checkCurrentPassword(db, id, input.currentPassword, clientIp(request, context));
      if (!checked.ok) return refused('delete', checked);
      return accountDeleted(request, context, id);
    }
  }
}

/** Deletes the signed-in account after its re-authentication, and signs this browser out. */
export async function accountDeleted(request: Request, context: RequestContext, customerId: string) {
  await deleteAccount(context.db, customerId);
  kickOutbox();
  context.log('customer.account_changed', { customerId, change: 'deleted' });
  const setCookie = await destroyCustomerSession(context.db, request, { context });
  return signedOut(accountPaths.deleted, setCookie, request, context);
}

/** A redirect that clears the session cookie and the header's signed-in hint. */
function signedOut(to: string, setCookie: string, request: Request, context: RequestContext) {
  return redirect(to, {
    headers: [
      ...Object.entries(accountHeaders),
      ['Set-Cookie', setCookie],
      ['Set-Cookie', hintCookie(request, context, false)],
    ],
  });
}

export async function accountAction(request: Request, context: RequestContext) {
  const session = await requireCustomer(request, { db: context.db, context });
  const form = await readCustomerForm(request, session, { context });
  return run(request, context, session, form);
}

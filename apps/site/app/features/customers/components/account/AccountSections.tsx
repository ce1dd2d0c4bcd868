import { Button, Choice, Notice, TextInput } from '@upm/ui';
import type { ReactNode } from 'react';
import { Form } from 'react-router';
import type { AccountView } from '~/features/customers/account/account.server';
import type { AccountAnswer } from '~/features/customers/account/account-action.server';
import { accountPaths } from '~/features/customers/account/account-paths';
import { AddPasskey, DeleteWithPasskey } from './AccountPasskeys';
import { dateTime, deviceLabel } from './format';
import * as styles from './Account.css';

/*
 * The account's own sections of /account. Every form posts to the page (works without JavaScript) with the
 * session's form token; the answer of a post is shown in the section that sent it, with what was typed kept
 * (never a password).
 */

export interface AccountSectionProps {
  account: AccountView;
  csrfToken: string;
  answer: AccountAnswer | undefined;
}

const Hidden = ({ csrfToken, intent }: { csrfToken: string; intent: string }) => (
  <>
    <input type="hidden" name="csrf" value={csrfToken} />
    <input type="hidden" name="intent" value={intent} />
  </>
);

/** A section's form: posts `intent` with the form token, its fields, then its submit button on its own line. */
function SectionForm({
  csrfToken,
  intent,
  submit,
  variant = 'secondary',
  children,
}: {
  csrfToken: string;
  intent: string;
  submit: string;
  variant?: 'secondary' | 'danger';
  children: ReactNode;
}) {
  return (
    <Form method="post" className={styles.form}>
      <Hidden csrfToken={csrfToken} intent={intent} />
      {children}
      <div>
        <Button type="submit" variant={variant}>
          {submit}
        </Button>
      </div>
    </Form>
  );
}

/** The answer of a post from this section, when it came from one of its intents. */
function Outcome({ answer, intents }: { answer: AccountAnswer | undefined; intents: string[] }) {
  if (!answer || !intents.includes(answer.intent) || !answer.message) return null;
  return (
    <Notice role={answer.ok ? 'status' : 'alert'} tone={answer.ok ? 'positive' : 'negative'} padding="sm">
      {answer.message}
    </Notice>
  );
}

const fieldError = (answer: AccountAnswer | undefined, intent: string, field: string) =>
  answer?.intent === intent ? answer.fieldErrors?.[field] : undefined;
const typed = (answer: AccountAnswer | undefined, intent: string, field: string) =>
  answer?.intent === intent && !answer.ok ? answer.values?.[field] : undefined;

/**
 * The account's password, asked before a change that needs it; a password manager fills it in under the
 * account's address (the hidden username beside it).
 */
function CurrentPassword({
  answer,
  intent,
  label,
}: {
  answer: AccountAnswer | undefined;
  intent: string;
  label: string;
}) {
  return (
    <TextInput
      name="currentPassword"
      type="password"
      label={label}
      autoComplete="current-password"
      required
      error={fieldError(answer, intent, 'currentPassword')}
    />
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

export function ProfileSection({ account, csrfToken, answer }: AccountSectionProps) {
  return (
    <Section id="profile" title="Name and e-mail">
      <Outcome answer={answer} intents={['name', 'email']} />
      <SectionForm csrfToken={csrfToken} intent="name" submit="Save name">
        <TextInput
          name="name"
          label="Name"
          autoComplete="name"
          maxLength={100}
          required
          defaultValue={typed(answer, 'name', 'name') ?? account.name}
          error={fieldError(answer, 'name', 'name')}
        />
      </SectionForm>
      <p className={styles.text}>
        Your e-mail address is <strong>{account.email}</strong>.
        {account.pendingEmail ? ` A link to confirm ${account.pendingEmail} is waiting in that inbox.` : ''}
      </p>
      <SectionForm csrfToken={csrfToken} intent="email" submit="Change e-mail">
        <TextInput
          name="email"
          type="email"
          label="New e-mail address"
          hint="We send a link to the new address; it changes when you open it. Your current address is told."
          autoComplete="email"
          required
          defaultValue={typed(answer, 'email', 'email') ?? ''}
          error={fieldError(answer, 'email', 'email')}
        />
      </SectionForm>
    </Section>
  );
}

export function PasswordSection({ account, csrfToken, answer }: AccountSectionProps) {
  return (
    <Section id="password" title="Password">
      <Outcome answer={answer} intents={['password']} />
      <p className={styles.text}>
        {account.hasPassword
          ? 'Changing your password signs out every other session of this account.'
          : 'This account signs in with a passkey only. You may add a password as a second way in.'}
      </p>
      <SectionForm
        csrfToken={csrfToken}
        intent="password"
        submit={account.hasPassword ? 'Change password' : 'Set password'}
      >
        {/* A password manager files the new password under this account's address. */}
        <input type="hidden" name="username" autoComplete="username" value={account.email} />
        {account.hasPassword ? <CurrentPassword answer={answer} intent="password" label="Current password" /> : null}
        <TextInput
          name="newPassword"
          type="password"
          label="New password"
          hint="At least 15 characters (8 when the account also has a passkey); a passphrase of a few words is easiest."
          autoComplete="new-password"
          required
          error={fieldError(answer, 'password', 'newPassword')}
        />
      </SectionForm>
    </Section>
  );
}

export function PasskeysSection({ account, csrfToken, answer }: AccountSectionProps) {
  return (
    <Section id="passkeys" title="Passkeys">
      <Outcome answer={answer} intents={['rename-passkey', 'remove-passkey']} />
      <p className={styles.text}>
        A passkey signs you in with this device&apos;s screen lock or security key instead of a password. Adding one
        needs JavaScript (the browser&apos;s WebAuthn); renaming and removing do not.
      </p>
      {account.passkeys.length === 0 ? (
        <p className={styles.text}>No passkey yet.</p>
      ) : (
        <ul className={styles.list}>
          {account.passkeys.map((key) => (
            <li key={key.id} className={styles.item}>
              <strong>{key.name}</strong>
              <span>
                Added {dateTime(key.createdAt)}
                {key.lastUsedAt ? `; last used ${dateTime(key.lastUsedAt)}` : '; not used yet'}
              </span>
              <Form method="post" className={styles.row}>
                <Hidden csrfToken={csrfToken} intent="rename-passkey" />
                <input type="hidden" name="id" value={key.id} />
                <TextInput
                  name="passkeyName"
                  label={`New name for "${key.name}"`}
                  maxLength={64}
                  required
                  defaultValue={
                    answer?.values?.id === key.id
                      ? (typed(answer, 'rename-passkey', 'passkeyName') ?? key.name)
                      : key.name
                  }
                  error={
                    answer?.values?.id === key.id ? fieldError(answer, 'rename-passkey', 'passkeyName') : undefined
                  }
                />
                <Button type="submit" variant="secondary" size="sm">
                  Rename
                </Button>
              </Form>
              <Form method="post">
                <Hidden csrfToken={csrfToken} intent="remove-passkey" />
                <input type="hidden" name="id" value={key.id} />
                <Button type="submit" variant="outline" size="sm" aria-label={`Remove passkey "${key.name}"`}>
                  Remove
                </Button>
              </Form>
            </li>
          ))}
        </ul>
      )}
      <AddPasskey csrfToken={csrfToken} />
    </Section>
  );
}

export function SessionsSection({ account, csrfToken, answer }: AccountSectionProps) {
  const others = account.sessions.filter((session) => !session.current);
  return (
    <Section id="sessions" title="Where you are signed in">
      <Outcome answer={answer} intents={['end-session', 'end-other-sessions']} />
      <ul className={styles.list}>
        {account.sessions.map((session) => (
          <li key={session.handle} className={styles.item}>
            <strong>
              {deviceLabel(session.userAgent)}
              {session.current ? ' (this browser)' : ''}
            </strong>
            <span>
              Signed in {dateTime(session.createdAt)}; last seen {dateTime(session.lastSeenAt)}
            </span>
            {session.current ? (
              <Form method="post">
                <Hidden csrfToken={csrfToken} intent="sign-out" />
                <Button type="submit" variant="outline" size="sm">
                  Sign out
                </Button>
              </Form>
            ) : (
              <Form method="post">
                <Hidden csrfToken={csrfToken} intent="end-session" />
                <input type="hidden" name="handle" value={session.handle} />
                <Button
                  type="submit"
                  variant="outline"
                  size="sm"
                  aria-label={`Sign out ${deviceLabel(session.userAgent)}, last seen ${dateTime(session.lastSeenAt)}`}
                >
                  Sign out
                </Button>
              </Form>
            )}
          </li>
        ))}
      </ul>
      {others.length > 0 ? (
        <Form method="post">
          <Hidden csrfToken={csrfToken} intent="end-other-sessions" />
          <Button type="submit" variant="secondary">
            Sign out everywhere else
          </Button>
        </Form>
      ) : (
        <p className={styles.text}>No other browser is signed in.</p>
      )}
    </Section>
  );
}

export function WebinarsSection({ account }: Pick<AccountSectionProps, 'account'>) {
  return (
    <Section id="webinars" title="Webinar registrations">
      {account.webinarRegistrations.length === 0 ? (
        <p className={styles.text}>
          No webinar registration with {account.email}. <a href="/services/webinar">See the webinars</a>.
        </p>
      ) : (
        <ul className={styles.list}>
          {account.webinarRegistrations.map((registration) => (
            <li key={`${registration.webinarTitle}-${registration.startsAt}`} className={styles.item}>
              <strong>{registration.webinarTitle}</strong>
              <span>
                {dateTime(registration.startsAt)}
                {registration.status === 'cancelled' ? ' (cancelled by the team)' : ''}; registered{' '}
                {dateTime(registration.registeredAt)}
              </span>
            </li>
          ))}
        </ul>
      )}
      <p className={styles.text}>Each registration e-mail has its own link to cancel it.</p>
    </Section>
  );
}

export interface DataSectionProps extends AccountSectionProps {
  /** What other features keep after deletion and why (their parts' `kept`). */
  kept: string[];
}

export function DataSection({ account, csrfToken, answer, kept }: DataSectionProps) {
  return (
    <Section id="data" title="Your data">
      <p className={styles.text}>
        Download everything we store about your account as one JSON file: your name and address, sessions, passkeys
        (names and dates), the e-mails we sent you (subjects and dates), webinar registrations and your course and alert
        data.
      </p>
      <div>
        <a href={accountPaths.data} download>
          Download my data (JSON)
        </a>
      </div>
      <h3 className={styles.sectionTitle}>Delete my account</h3>
      <p className={styles.text}>
        Deleting signs you out everywhere at once, and the account can no longer be used. Its personal data (name,
        address, password hash, passkeys, sessions, progress and webinar registrations with this address) is erased 7
        days later, well within 30 days: the wait lets us answer &quot;that was not me&quot; before the data is gone.
        The e-mails already sent stay in your inbox; our server logs keep no name or address.
        {kept.length > 0 ? ` ${kept.join(' ')}` : ''}
      </p>
      <Outcome answer={answer} intents={['delete']} />
      {account.hasPassword ? (
        <SectionForm csrfToken={csrfToken} intent="delete" submit="Delete my account" variant="danger">
          <input type="hidden" name="username" autoComplete="username" value={account.email} />
          <CurrentPassword answer={answer} intent="delete" label="Your password, to confirm" />
          <Choice type="checkbox" name="confirm" value="yes" required>
            I understand that my account and its data will be deleted.
          </Choice>
          {fieldError(answer, 'delete', 'confirm') ? (
            <Notice role="alert" tone="negative" padding="sm">
              {fieldError(answer, 'delete', 'confirm')}
            </Notice>
          ) : null}
        </SectionForm>
      ) : null}
      {account.passkeys.length > 0 ? <DeleteWithPasskey csrfToken={csrfToken} /> : null}
    </Section>
  );
}

import { afterAll, describe, expect, it } from 'vitest';
import type { Db } from '~/platform/db/types';
import { newCustomer } from '~/platform/test-support/customer-session.server';
import { captureLog, freshDialects } from '~/platform/test-support/test-helpers.server';
import { adminPasskeyTables, customerPasskeyTables, passkeyStore } from './passkey-store.server';
import { webauthnService } from './webauthn.server';

/*
 * The customers' use of the shared ceremonies: a challenge is bound to its purpose and account, and the two kinds
 * of account never share a passkey or a challenge. (The ceremonies' other rules are tested through the admin's
 * use of them, in admin-auth/factors/webauthn.test.ts.)
 */

const dialects = await freshDialects();
captureLog();
const rp = { rpID: 'localhost', origin: 'http://localhost:3000', rpName: 'test' };
const b64 = (value: string) => Buffer.from(value).toString('base64url');
const customers = webauthnService(customerPasskeyTables, { maxPerOwner: 10 });
const admins = webauthnService(adminPasskeyTables, { maxPerOwner: 10 });

/** A browser's answer naming `challenge` with a junk signature: the challenge is checked (and spent) first. */
const answer = (challenge: string, id: string) => {
  const clientDataJSON = b64(JSON.stringify({ type: 'webauthn.get', challenge, origin: rp.origin }));
  const junk = b64('junk');
  return {
    id,
    rawId: id,
    type: 'public-key' as const,
    clientExtensionResults: {},
    response: { clientDataJSON, authenticatorData: junk, signature: junk },
  };
};

const outstanding = async (db: Db) =>
  Number((await db.get<{ n: number }>('SELECT COUNT(*) AS n FROM customer_webauthn_challenges'))?.n);

describe.each(dialects)('customer passkey challenges on $name', ({ fresh, closeAll }) => {
  afterAll(closeAll);

  const setup = async () => {
    const db = await fresh();
    const owner = await newCustomer(db, 'Owner');
    const other = await newCustomer(db, 'Other');
    const id = b64('cred-owner');
    await passkeyStore(customerPasskeyTables).save(db, {
      credentialId: id,
      ownerId: owner.id,
      publicKey: new Uint8Array(32) as Uint8Array<ArrayBuffer>,
      counter: 0,
      transports: [],
      name: 'Phone',
    });
    return { db, owner, other, id };
  };

  it("spends a deletion's confirmation challenge only for its own account, never as a sign-in", async () => {
    const { db, owner, other, id } = await setup();
    const options = (await customers.confirmationOptions(db, rp, owner.id))!;
    expect(options.allowCredentials?.map((key) => key.id)).toEqual([id]);
    expect(await customers.confirmationOptions(db, rp, other.id)).toBeUndefined();
    const response = answer(options.challenge, id);
    // As a sign-in, or as the other account's confirmation: refused before the challenge is touched.
    expect(await customers.finishAuthentication(db, rp, response)).toBeUndefined();
    expect(await customers.finishAuthentication(db, rp, response, { confirm: { ownerId: other.id } })).toBeUndefined();
    expect(await outstanding(db)).toBe(1);
    // For its account it is spent (the junk signature then fails): single use.
    expect(await customers.finishAuthentication(db, rp, response, { confirm: { ownerId: owner.id } })).toBeUndefined();
    expect(await outstanding(db)).toBe(0);
  });

  it("keeps customers' passkeys and challenges apart from the admins'", async () => {
    const { db, id } = await setup();
    const options = (await customers.authenticationOptions(db, rp, { address: '203.0.113.5' }))!;
    // The admin ceremony does not know the customer's credential, so it never reaches the challenge.
    expect(await admins.finishAuthentication(db, rp, answer(options.challenge, id))).toBeUndefined();
    expect(await outstanding(db)).toBe(1);
    expect(await db.get('SELECT 1 AS found FROM admin_webauthn_challenges')).toBeUndefined();
    expect(await customers.finishAuthentication(db, rp, answer(options.challenge, id))).toBeUndefined();
    expect(await outstanding(db)).toBe(0);
  });
});

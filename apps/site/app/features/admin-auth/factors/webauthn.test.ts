import { afterAll, describe, expect, it } from 'vitest';
import type { Db } from '~/platform/db/types';
import { createAdmin } from '~/platform/auth/admins.server';
import { freshDialects, captureLog, fastParams, randomPassword } from '~/platform/test-support/test-helpers.server';
import { savePasskey } from './passkeys.server';
import {
  anonymousChallengeLimits,
  authenticationOptions,
  challengeLifetimeMs,
  finishAuthentication,
  finishRegistration,
  registrationOptions,
} from './webauthn.server';

const dialects = await freshDialects();
captureLog();
const rp = { rpID: 'localhost', origin: 'http://localhost:3000', rpName: 'test' };
const b64 = (value: string) => Buffer.from(value).toString('base64url');

/**
 * A browser's answer carrying `challenge` whose signature part is junk: the library checks the challenge (and so
 * spends it) before it reaches the junk, which makes it fail after that.
 */
const answer = (type: 'webauthn.create' | 'webauthn.get', challenge: string, id = b64('cred-1')) => {
  const clientDataJSON = b64(JSON.stringify({ type, challenge, origin: rp.origin }));
  const junk = b64('junk');
  return {
    id,
    rawId: id,
    type: 'public-key' as const,
    clientExtensionResults: {},
    response: { clientDataJSON, attestationObject: junk, authenticatorData: junk, signature: junk },
  };
};

const challenges = async (db: Db) =>
  Number((await db.get<{ n: number }>('SELECT COUNT(*) AS n FROM admin_webauthn_challenges'))?.n);

describe.each(dialects)('passkey challenges on $name', ({ fresh, closeAll }) => {
  afterAll(closeAll);
  const setup = async () => {
    const db = await fresh();
    const admin = await createAdmin(
      db,
      { username: 'kim', email: 'k@example.com', password: randomPassword() },
      { params: fastParams },
    );
    return { db, admin };
  };

  it('spends a registration challenge when the answer names it', async () => {
    const { db, admin } = await setup();
    const options = await registrationOptions(db, admin, rp);
    expect(await challenges(db)).toBe(1);
    const response = answer('webauthn.create', options!.challenge);
    expect(await finishRegistration(db, admin, rp, { response, name: 'Laptop' })).toBe(false);
    expect(await challenges(db)).toBe(0);
  });

  it('spends a sign-in challenge (issued to no admin) when the answer names it', async () => {
    const { db, admin } = await setup();
    const id = b64('cred-1');
    await savePasskey(db, {
      credentialId: id,
      adminId: admin.id,
      publicKey: new Uint8Array(32) as Uint8Array<ArrayBuffer>,
      counter: 0,
      transports: [],
      name: 'Laptop',
    });
    const options = (await authenticationOptions(db, rp, { address: '203.0.113.7' }))!;
    expect(await challenges(db)).toBe(1);
    expect(await finishAuthentication(db, rp, answer('webauthn.get', options.challenge, id))).toBeUndefined();
    expect(await challenges(db)).toBe(0);
  });

  it('throws a database error of the challenge check instead of taking it for a wrong answer', async () => {
    const { db, admin } = await setup();
    const options = await registrationOptions(db, admin, rp);
    const broken: Db = {
      ...db,
      run: (sql, params) =>
        sql.startsWith('DELETE FROM admin_webauthn_challenges WHERE challenge')
          ? Promise.reject(new Error('database gone'))
          : db.run(sql, params),
    };
    const response = answer('webauthn.create', options!.challenge);
    await expect(finishRegistration(broken, admin, rp, { response, name: 'Laptop' })).rejects.toThrow('database gone');
  });

  it('keeps at most the limit of anonymous sign-in challenges per address group, an IPv6 /64 counting as one', async () => {
    const { db } = await setup();
    const ask = (address: string) => authenticationOptions(db, rp, { address });
    const answers = [];
    for (let i = 0; i < 30; i++) answers.push(await ask(`2001:db8:0:1::${(i + 1).toString(16)}`));
    expect(answers.filter(Boolean)).toHaveLength(anonymousChallengeLimits.perAddress);
    expect(await challenges(db)).toBe(anonymousChallengeLimits.perAddress);
    expect(await ask('2001:db8:0:2::1')).toBeDefined();
    // Once they expire, the address may ask again (and the expired rows are gone).
    const later = new Date(Date.now() + challengeLifetimeMs + 1_000);
    expect(await authenticationOptions(db, rp, { address: '2001:db8:0:1::1' }, later)).toBeDefined();
    expect(await challenges(db)).toBe(1);
  });

  it('keeps at most the overall limit of anonymous sign-in challenges, whatever the addresses', async () => {
    const { db } = await setup();
    const expiresAt = new Date(Date.now() + challengeLifetimeMs).toISOString();
    await db.transaction(async (tx) => {
      for (let i = 0; i < anonymousChallengeLimits.total; i++) {
        await tx.run(
          "INSERT INTO admin_webauthn_challenges (challenge, admin_id, purpose, expires_at, address_hash) VALUES (?, NULL, 'sign-in', ?, ?)",
          [`c${i}`, expiresAt, `a${i}`],
        );
      }
    });
    expect(await authenticationOptions(db, rp, { address: '198.51.100.1' })).toBeUndefined();
    expect(await challenges(db)).toBe(anonymousChallengeLimits.total);
  });

  it('keeps one registration challenge per admin, however often the options are asked for', async () => {
    const { db, admin } = await setup();
    for (let i = 0; i < 5; i++) await registrationOptions(db, admin, rp);
    expect(await challenges(db)).toBe(1);
  });
});

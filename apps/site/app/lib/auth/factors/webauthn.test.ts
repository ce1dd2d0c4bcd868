import { afterAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/types';
import { createAdmin } from '../admins.server';
import { authDialects, fastParams, randomPassword } from '../test-helpers.server';
import { savePasskey } from './passkeys.server';
import {
  authenticationOptions,
  finishAuthentication,
  finishRegistration,
  registrationOptions,
} from './webauthn.server';

const dialects = await authDialects();
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
    const options = await authenticationOptions(db, rp);
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
});

import { afterAll, describe, expect, it } from 'vitest';
import { freshDialects, captureLog, fastParams, randomPassword } from '~/platform/test-support/test-helpers.server';
import { CustomerSetupError, createCustomer } from './customers.server';

const dialects = await freshDialects();
captureLog();

// Weak example passwords (ASVS 5.0 §6.2) for a customer whose e-mail starts with sec-admin, with their messages.
const weakPasswords = [
  ['aaaaaaaaaaaaaaa', 'The password must not be a short sequence repeated (like "abcabcabcabc").'],
  ['1qaz2wsx3edc4rfv', 'This password is one of the most commonly used passwords; choose another.'],
  [' '.repeat(15), 'The password cannot be made of spaces only.'],
  ['sec-adminsec-admin', 'The password must not contain the e-mail address or its part before the @.'],
] as const;

describe.each(dialects)('customer accounts on $name', ({ fresh, closeAll }) => {
  afterAll(closeAll);

  it('refuses the weak example passwords in createCustomer (customer:create), creating nothing', async () => {
    const db = await fresh();
    for (const [password, message] of weakPasswords) {
      const created = createCustomer(db, { email: 'sec-admin@example.com', password }, { params: fastParams });
      await expect(created).rejects.toThrow(CustomerSetupError);
      await expect(created).rejects.toThrow(message);
    }
    expect(await db.get('SELECT id FROM customers')).toBeUndefined();
  });

  it('refuses a short unit repeated for any e-mail, and accepts a strong passphrase', async () => {
    const db = await fresh();
    await expect(
      createCustomer(db, { email: 'trader@example.com', password: 'sec-adminsec-admin' }, { params: fastParams }),
    ).rejects.toThrow(/short sequence repeated/);
    const customer = await createCustomer(
      db,
      { email: 'sec-admin@example.com', password: randomPassword() },
      { params: fastParams },
    );
    expect(customer.email).toBe('sec-admin@example.com');
  });
});

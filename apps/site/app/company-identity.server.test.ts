import { describe, expect, it } from 'vitest';
import { readConfig } from './config.server';
import { exampleCompanyIdentity, readCompanyIdentity } from './company-identity.server';

describe('company identity', () => {
  it('defaults to values that say they are examples', () => {
    const identity = readCompanyIdentity({});
    expect(identity).toEqual(exampleCompanyIdentity);
    expect(identity.name).toMatch(/example/i);
    expect(identity.address).toMatch(/example/i);
    expect(identity.number).toMatch(/example/i);
  });

  it('reads the five variables', () => {
    expect(
      readCompanyIdentity({
        COMPANY_NAME: 'UPM Education Ltd',
        COMPANY_ADDRESS: '2 High Street, Leeds LS1 1AA, United Kingdom',
        COMPANY_NUMBER: '12345678',
        CONTACT_EMAIL: 'help@upm.test',
        SUPPORT_HOURS: 'Monday to Saturday, 07:00-19:00 GMT',
      }),
    ).toEqual({
      name: 'UPM Education Ltd',
      address: '2 High Street, Leeds LS1 1AA, United Kingdom',
      number: '12345678',
      email: 'help@upm.test',
      supportHours: 'Monday to Saturday, 07:00-19:00 GMT',
    });
  });

  it('refuses a contact address that is not an e-mail address, naming the variable', () => {
    expect(() => readCompanyIdentity({ CONTACT_EMAIL: 'nobody' })).toThrow(/CONTACT_EMAIL/);
    expect(() => readConfig({ CONTACT_EMAIL: 'nobody' }, '/tmp')).toThrow(/CONTACT_EMAIL/);
  });

  it('is part of the configuration', () => {
    expect(readConfig({ COMPANY_NUMBER: '987' }, '/tmp').company.number).toBe('987');
  });
});

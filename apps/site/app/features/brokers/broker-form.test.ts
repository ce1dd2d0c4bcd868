import { describe, expect, it } from 'vitest';
import { parseSubmission } from '~/platform/forms/submission';
import {
  type BrokerFormValues,
  brokerFormSchema,
  brokerToFormValues as brokerToAdminFormValues,
  emptyBrokerFormValues,
} from './broker-form';
import { emptyBrokerDetails } from './broker-details';

/** The form's one schema through the shared form helper, in the shape these tests were written against. */
const parseAdminBrokerForm = (values: BrokerFormValues) => {
  const result = parseSubmission(brokerFormSchema, values);
  return result.ok
    ? { success: true as const, broker: result.value }
    : { success: false as const, errors: result.errors };
};

const required = {
  ...emptyBrokerFormValues,
  name: 'Atlas Markets',
  description: 'A broker.',
  minDeposit: '$100',
  spreads: 'From 0.1 pips',
  leverage: '1:500',
  tradingPlatforms: 'MT4, , MT5',
};

describe('admin broker form', () => {
  it("requires the original dashboard form's fields with their labels", () => {
    const result = parseAdminBrokerForm(emptyBrokerFormValues);
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.errors).toMatchObject({
      name: 'Broker Name is required',
      description: 'Description is required',
      minDeposit: 'Minimum Deposit is required',
      spreads: 'Spreads is required',
      leverage: 'Leverage is required',
      tradingPlatforms: 'Platforms is required',
    });
  });

  it('fills the original fixed values when the extra fields are empty, and saves isActive true', () => {
    const result = parseAdminBrokerForm({ ...required, website: 'https://atlas.example' });
    expect(result).toEqual({
      success: true,
      broker: expect.objectContaining({
        tradingPlatforms: ['MT4', '', 'MT5'],
        features: [],
        regulation: ['FCA'],
        accountTypes: ['Standard', 'Pro'],
        contactEmail: 'partners@example.com',
        // The website as stored: normalised (new URL(v).href).
        referralLink: 'https://atlas.example/',
        isActive: true,
      }),
    });
  });

  it('edits every field and checks URLs and e-mail', () => {
    const full = {
      ...required,
      features: 'Fast, Cheap',
      regulation: 'CySEC, ASIC',
      accountTypes: 'ECN',
      contactEmail: 'ib@atlas.example',
      referralLink: 'https://atlas.example/ref',
    };
    const ok = parseAdminBrokerForm(full);
    expect(ok.success && ok.broker).toMatchObject({
      features: ['Fast', 'Cheap'],
      regulation: ['CySEC', 'ASIC'],
    });
    const bad = parseAdminBrokerForm({
      ...full,
      logo: 'javascript:alert(1)',
      website: 'ftp://x',
      contactEmail: 'nope',
      referralLink: 'data:text/html,x',
    });
    expect(bad.success).toBe(false);
    if (bad.success) return;
    expect(Object.keys(bad.errors).sort()).toEqual(['contactEmail', 'logo', 'referralLink', 'website']);
  });

  it('refuses a referral link with CR/LF with the shared message (finding: CR/LF referral links)', () => {
    const result = parseAdminBrokerForm({ ...required, referralLink: 'https://a.example/\r\nSet-Cookie: x=1' });
    expect(result).toEqual({
      success: false,
      errors: { referralLink: 'Referral link must not contain control characters such as line breaks or tabs' },
    });
    const ok = parseAdminBrokerForm({ ...required, referralLink: 'https://A.example/ref' });
    expect(ok.success && ok.broker.referralLink).toBe('https://a.example/ref');
  });

  it('prefills an edit with lists joined by commas', () => {
    const values = brokerToAdminFormValues({
      ...emptyBrokerDetails,
      slug: 'a',
      id: '1',
      name: 'A',
      description: 'B',
      website: '',
      logo: '',
      features: ['x', 'y'],
      minDeposit: '$1',
      leverage: '1:30',
      spreads: '1',
      regulation: ['FCA'],
      tradingPlatforms: ['MT4', 'MT5'],
      accountTypes: ['Standard', 'Pro'],
      contactEmail: '',
      referralLink: '',
      isActive: false,
      createdAt: '',
      updatedAt: '',
    });
    expect(values).toMatchObject({
      tradingPlatforms: 'MT4, MT5',
      features: 'x, y',
      accountTypes: 'Standard, Pro',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { brokerToAdminFormValues, emptyBrokerFormValues, parseAdminBrokerForm } from './broker-form';

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
  it('requires the spec §5 fields with their labels', () => {
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
        rating: 4.5,
        regulation: ['FCA'],
        accountTypes: ['Standard', 'Pro'],
        contactEmail: 'partners@example.com',
        referralLink: 'https://atlas.example',
        isActive: true,
      }),
    });
  });

  it('edits every field and checks rating, URLs and e-mail', () => {
    const full = {
      ...required,
      features: 'Fast, Cheap',
      rating: '3.5',
      regulation: 'CySEC, ASIC',
      accountTypes: 'ECN',
      contactEmail: 'ib@atlas.example',
      referralLink: 'https://atlas.example/ref',
    };
    const ok = parseAdminBrokerForm(full);
    expect(ok.success && ok.broker).toMatchObject({
      features: ['Fast', 'Cheap'],
      rating: 3.5,
      regulation: ['CySEC', 'ASIC'],
    });
    const bad = parseAdminBrokerForm({
      ...full,
      rating: '6',
      logo: 'javascript:alert(1)',
      website: 'ftp://x',
      contactEmail: 'nope',
      referralLink: 'data:text/html,x',
    });
    expect(bad.success).toBe(false);
    if (bad.success) return;
    expect(Object.keys(bad.errors).sort()).toEqual(['contactEmail', 'logo', 'rating', 'referralLink', 'website']);
  });

  it('prefills an edit with lists joined by commas', () => {
    const values = brokerToAdminFormValues({
      id: '1',
      name: 'A',
      description: 'B',
      website: '',
      logo: '',
      features: ['x', 'y'],
      rating: 4,
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
      rating: '4',
      accountTypes: 'Standard, Pro',
    });
  });
});

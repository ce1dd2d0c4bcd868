import { describe, expect, it } from 'vitest';
import {
  brokerFormSchema,
  brokerFromForm,
  brokerInputSchema,
  brokerToFormValues,
  fieldErrors,
  isHttpUrl,
  isSitePath,
  splitPlatforms,
} from './broker-schema';
import { defaultBrokers } from './seed-brokers.server';

const form = {
  name: 'New Broker',
  description: 'Described',
  logo: '',
  website: '',
  minDeposit: '$10',
  spreads: 'From 1 pip',
  leverage: '1:500',
  tradingPlatforms: 'MT4, MT5',
};

describe('broker schemas', () => {
  it('accepts only http(s) URLs, and site paths for logos', () => {
    expect(isHttpUrl('https://broker.example/a?b=c')).toBe(true);
    expect(isHttpUrl('http://broker.example')).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      'data:text/html,x',
      'ftp://x.example',
      '//x.example',
      'broker.example',
      '',
    ])
      expect(isHttpUrl(bad)).toBe(false);
    expect(isSitePath('/brokers/atlas.svg')).toBe(true);
    for (const bad of ['//evil.example/x.svg', '/\\evil.example', 'brokers/x.svg', '/a b.svg'])
      expect(isSitePath(bad)).toBe(false);
  });

  it('validates every seeded broker', () => {
    for (const broker of defaultBrokers) expect(brokerInputSchema.safeParse(broker).success).toBe(true);
  });

  it('requires the form fields of spec §5 with readable messages', () => {
    const result = brokerFormSchema.safeParse({
      ...form,
      name: ' ',
      description: '',
      minDeposit: '',
      spreads: '',
      leverage: '',
      tradingPlatforms: '',
    });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)).toEqual({
      name: 'Broker Name is required',
      description: 'Description is required',
      minDeposit: 'Minimum Deposit is required',
      spreads: 'Spreads is required',
      leverage: 'Leverage is required',
      tradingPlatforms: 'Platforms is required',
    });
  });

  it('leaves Logo URL and Website URL optional but requires http(s) when filled', () => {
    expect(brokerFormSchema.safeParse(form).success).toBe(true);
    const bad = brokerFormSchema.safeParse({ ...form, logo: 'javascript:x', website: 'www.broker.example' });
    expect(fieldErrors(bad.error!)).toEqual({
      logo: 'Logo URL must be a valid URL starting with http:// or https://',
      website: 'Website URL must be a valid URL starting with http:// or https://',
    });
    expect(brokerFormSchema.parse({ ...form, logo: '/brokers/atlas-markets.svg' }).logo).toBe(
      '/brokers/atlas-markets.svg',
    );
  });

  it('splits and trims platforms, keeping empty items (spec §5)', () => {
    expect(splitPlatforms(' MT4 ,, MT5 , ')).toEqual(['MT4', '', 'MT5', '']);
    expect(brokerFormSchema.parse({ ...form, tradingPlatforms: 'MT4,  cTrader' }).tradingPlatforms).toEqual([
      'MT4',
      'cTrader',
    ]);
  });

  it('builds the dashboard payload with the fixed values of spec §3 and round-trips for editing', () => {
    const payload = brokerFromForm(brokerFormSchema.parse({ ...form, website: 'https://new.example/' }));
    expect(payload).toMatchObject({
      features: [],
      rating: 4.5,
      accountTypes: ['Standard', 'Pro'],
      referralLink: 'https://new.example/',
      isActive: true,
    });
    expect(payload.regulation).toHaveLength(1);
    expect(brokerInputSchema.safeParse(payload).success).toBe(true);
    const values = brokerToFormValues({
      ...payload,
      id: 'x',
      createdAt: '2025-01-01T00:00:00.000Z',
      updatedAt: '2025-01-01T00:00:00.000Z',
    });
    expect(values.tradingPlatforms).toBe('MT4, MT5');
  });
});

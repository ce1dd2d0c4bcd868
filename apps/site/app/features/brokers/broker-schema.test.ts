import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { brokerFormSchema, brokerToFormValues } from './broker-form';
import {
  brokerInputSchema,
  hasControlCharacter,
  isHttpUrl,
  isSitePath,
  safeHttpUrl,
  splitPlatforms,
} from './broker-schema';
import { defaultBrokers } from './seed-brokers.server';

/** The first message per field, as a form shows them (what parseSubmission gives). */
const fieldErrors = (error: z.core.$ZodError) =>
  Object.fromEntries(
    Object.entries(z.flattenError(error).fieldErrors as Record<string, string[]>).map(([field, [first]]) => [
      field,
      first,
    ]),
  );

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

  it('refuses control characters in every stored URL field with a clear message (finding: CR/LF referral links)', () => {
    const [seeded] = defaultBrokers;
    const crlf = 'https://a.example/\r\nSet-Cookie: x=1';
    const result = brokerInputSchema.safeParse({
      ...seeded,
      referralLink: crlf,
      website: 'https://a.example/\tx',
      logo: '/brokers/a\u0001.svg',
    });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)).toEqual({
      referralLink: 'Referral link must not contain control characters such as line breaks or tabs',
      website: 'Website URL must not contain control characters such as line breaks or tabs',
      logo: 'Logo URL must not contain control characters such as line breaks or tabs',
    });
    for (const bad of ['https://a.example/\u0000', 'https://a.example/\u007f', 'https://a.example/\u001b[0m'])
      expect(brokerInputSchema.safeParse({ ...seeded, referralLink: bad }).success).toBe(false);
    // Leading and trailing whitespace (a pasted newline) is trimmed, not refused.
    expect(brokerInputSchema.parse({ ...seeded, referralLink: ' https://a.example/ref\n' }).referralLink).toBe(
      'https://a.example/ref',
    );
  });

  it('stores URLs normalised (new URL(v).href), and keeps site paths and empty values', () => {
    const [seeded] = defaultBrokers;
    const parsed = brokerInputSchema.parse({
      ...seeded,
      website: 'HTTPS://Broker.Example',
      referralLink: 'https://broker.example/a b?x=ü',
      logo: 'http://broker.example:80/logo.png',
    });
    expect(parsed.website).toBe('https://broker.example/');
    expect(parsed.referralLink).toBe('https://broker.example/a%20b?x=%C3%BC');
    expect(parsed.logo).toBe('http://broker.example/logo.png');
    expect(brokerInputSchema.parse({ ...seeded, logo: '/brokers/atlas.svg', referralLink: '' })).toMatchObject({
      logo: '/brokers/atlas.svg',
      referralLink: '',
    });
    expect(brokerFormSchema.parse({ ...form, website: 'https://New.example' }).website).toBe('https://new.example/');
  });

  it('gives a safe target only for http(s) URLs without control characters', () => {
    expect(hasControlCharacter('a\u007fb')).toBe(true);
    expect(hasControlCharacter('ü é')).toBe(false);
    expect(safeHttpUrl('https://a.example/\r\nSet-Cookie: x=1')).toBeNull();
    expect(safeHttpUrl('javascript:alert(1)')).toBeNull();
    expect(safeHttpUrl('HTTPS://A.example')).toBe('https://a.example/');
  });

  it('validates every seeded broker', () => {
    for (const broker of defaultBrokers) expect(brokerInputSchema.safeParse(broker).success).toBe(true);
  });

  it("requires the original dashboard form's fields with readable messages", () => {
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

  it('splits and trims platforms, keeping empty items as the original did', () => {
    expect(splitPlatforms(' MT4 ,, MT5 , ')).toEqual(['MT4', '', 'MT5', '']);
    expect(brokerFormSchema.parse({ ...form, tradingPlatforms: 'MT4,  cTrader' }).tradingPlatforms).toEqual([
      'MT4',
      'cTrader',
    ]);
  });

  it("builds the dashboard payload with the original dashboard's fixed values and round-trips for editing", () => {
    // The form's schema gives the dashboard payload itself (brokerFromForm is gone).
    const payload = brokerFormSchema.parse({ ...form, website: 'https://new.example/' });
    expect(payload).toMatchObject({
      features: [],
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

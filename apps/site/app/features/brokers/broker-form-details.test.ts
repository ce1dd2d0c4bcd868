import { describe, expect, it } from 'vitest';
import { parseSubmission } from '~/platform/forms/submission';
import { type BrokerFormValues, brokerFormSchema, brokerToFormValues, emptyBrokerFormValues } from './broker-form';

const required = {
  ...emptyBrokerFormValues,
  name: 'Atlas',
  description: 'A broker',
  minDeposit: '$100',
  spreads: 'From 0.8 pips',
  leverage: '1:30',
  tradingPlatforms: 'MT5',
};

const parse = (values: Partial<BrokerFormValues>) => parseSubmission(brokerFormSchema, { ...required, ...values });

describe('the admin form for the broker detail figures', () => {
  it('reads every new field from text, and empty as "not stated"', () => {
    const result = parse({
      slug: 'atlas',
      spreadPips: '0.8',
      commissionUsd: '7',
      minDepositAmount: '1,000',
      minDepositCurrency: 'eur',
      maxLeverage: '30',
      regulators: 'fca | 123456\nCySEC | 109/10 | https://www.cysec.gov.cy/en-GB/entities/investment-firms/cyprus/1/',
      retailLossPercent: '74',
      retailLossDate: '2026-09-30',
      yearFounded: '2010',
      headquarters: 'Cyprus',
      products: 'Forex, stocks',
      demoAccount: 'yes',
      islamicAccount: 'no',
      depositMethods: 'Card, , Bank transfer',
    });
    expect(result.ok && result.value).toMatchObject({
      slug: 'atlas',
      spreadPips: 0.8,
      commissionUsd: 7,
      minDepositAmount: 1000,
      minDepositCurrency: 'EUR',
      maxLeverage: 30,
      regulators: [
        { regulator: 'FCA', licence: '123456', registerUrl: 'https://register.fca.org.uk/' },
        {
          regulator: 'CySEC',
          licence: '109/10',
          registerUrl: 'https://www.cysec.gov.cy/en-GB/entities/investment-firms/cyprus/1/',
        },
      ],
      retailLossPercent: 74,
      retailLossDate: '2026-09-30',
      yearFounded: 2010,
      headquarters: 'Cyprus',
      products: ['forex', 'stocks'],
      demoAccount: true,
      islamicAccount: false,
      depositMethods: ['Card', 'Bank transfer'],
    });
    const empty = parse({});
    expect(empty.ok && empty.value).toMatchObject({ spreadPips: null, regulators: [], demoAccount: null, slug: '' });
  });

  it('names the field of each mistake', () => {
    const result = parse({
      spreadPips: 'cheap',
      regulators: 'SEC | 1',
      products: 'bonds',
      retailLossPercent: '120',
      slug: 'Not A Slug',
      demoAccount: 'maybe',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toMatchObject({
      spreadPips: 'Typical EUR/USD spread must be a number',
      regulators: 'Choose a regulator from the list',
      retailLossPercent: 'Retail loss percentage must be between 0 and 100',
      slug: 'Slug may hold only a-z, 0-9 and single hyphens',
    });
    expect(result.errors.products).toBeTruthy();
    expect(result.errors.demoAccount).toBeTruthy();
  });

  it('prefills an edit so that saving it unchanged gives the same broker', () => {
    const parsed = parse({
      spreadPips: '0.1',
      regulators: 'FCA | 1 | https://register.fca.org.uk/x',
      demoAccount: 'no',
    });
    if (!parsed.ok) throw new Error('expected a valid form');
    const stored = { ...parsed.value, id: 'b1', slug: 'atlas', createdAt: '', updatedAt: '' };
    const again = parseSubmission(brokerFormSchema, brokerToFormValues(stored));
    expect(again.ok && again.value).toMatchObject({ ...parsed.value, slug: 'atlas' });
  });
});

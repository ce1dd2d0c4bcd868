import { afterAll, describe, expect, it } from 'vitest';
import { readConfig } from '~/config.server';
import { createRequestContext } from '~/context.server';
import { signedInCustomer } from '~/platform/test-support/customer-session.server';
import { captureLog, freshDialects } from '~/platform/test-support/test-helpers.server';
import { customerDataParts } from '~/lib/customer-data-parts.server';
import { loader } from './account-data';

const dialects = await freshDialects();
captureLog();

describe.each(dialects)('"Download my data" on $name', ({ fresh, closeAll }) => {
  afterAll(closeAll);

  it('is a JSON attachment no cache keeps, with every listed part', async () => {
    const db = await fresh();
    const { customer, cookie } = await signedInCustomer(db, 'Reader');
    const context = createRequestContext({ db, config: readConfig({}), clientIp: '', nonce: '' });
    const request = new Request('http://localhost:3700/account/data.json', { headers: { cookie } });
    const response = (await loader({ request, context, params: {} } as never)) as Response;
    expect(response.headers.get('Content-Type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('Content-Disposition')).toMatch(
      /^attachment; filename="upm-trading-account-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const body = (await response.json()) as Record<string, unknown>;
    expect(body.account).toMatchObject({ email: customer.email });
    for (const part of customerDataParts) expect(body).toHaveProperty(part.name);
  });
});

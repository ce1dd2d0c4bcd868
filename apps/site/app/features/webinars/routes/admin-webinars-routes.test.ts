import { afterAll, describe, expect, it } from 'vitest';
import { listAudit } from '~/platform/admin/audit.server';
import { signedInAdmin } from '~/platform/test-support/admin-session.server';
import { freshDialects, captureLog, testContext } from '~/platform/test-support/test-helpers.server';
import { webinarAdmin } from '~/features/webinars/webinar-admin.server';
import { testAdmin, upcomingInput } from '~/features/webinars/webinar-test-fixtures';
import { registrantsCsvLoader } from './admin-webinars.server';

const dialects = await freshDialects();
captureLog();
const base = 'http://localhost:3700';

describe.each(dialects)('the registrants download on $name', ({ fresh, closeAll }) => {
  afterAll(closeAll);

  it('records who downloaded which webinar’s registrants in the audit log', async () => {
    const db = await fresh();
    const { cookie } = await signedInAdmin(db, 'host');
    // A week from now on the real clock the route reads: a fixed date would fall into the past.
    const startsAt = new Date(Date.now() + 7 * 24 * 3600_000).toISOString();
    const created = await webinarAdmin(db, testAdmin).create({ ...upcomingInput, startsAt });
    if (!created.ok) throw new Error('create failed');
    const request = new Request(`${base}/secure/admin/webinars/${created.value.id}/registrants.csv`, {
      headers: { Cookie: cookie },
    });
    const response = await registrantsCsvLoader(request, created.value.id, testContext(db));
    expect(response.status).toBe(200);
    expect((await listAudit(db)).entries[0]).toMatchObject({
      action: 'webinar.registrants_export',
      adminUsername: 'host',
      entityId: created.value.id,
      after: { title: upcomingInput.title, registrants: 0 },
    });
  });
});

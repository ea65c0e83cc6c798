import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { refusedCallers, withStaffFactors } from '../test/access-matrix/roles.js';
import { buildTestApp, type TestApp } from '../test/app.js';
import { createCampaign, give, namedGift, notify, type Started } from '../test/donations.js';
import { TEST_SANDBOX_KEY } from '../test/payments.js';
import { donations } from './schema.js';

// A campaign's totals by day (the admin's chart), on a site where staff must show a second factor.
let t: TestApp;
before(async () => {
  t = withStaffFactors(await buildTestApp({ PAYMENT_SANDBOX_KEY: TEST_SANDBOX_KEY, STAFF_SECOND_FACTOR: 'required' }));
});
after(() => t.close());

/** A visitor's gift, paid by the provider's word, as if paid at `paidAt`. */
async function paidAt(campaignId: number, amount: number, at: string, word = 'settlement'): Promise<Started> {
  const started = await give(await t.as('anonymous'), namedGift(campaignId, amount));
  assert.equal((await notify(t, started, word)).statusCode, 200);
  await t.app.db
    .update(donations)
    .set({ paidAt: new Date(at) })
    .where(eq(donations.order_id, started.order_id));
  return started;
}

test("a campaign's totals by WIB day count its paid gifts gross: not pending, failed or refunded ones, nor another campaign's", async () => {
  const campaign = await createCampaign(t);
  const other = await createCampaign(t);
  await paidAt(campaign.id, 100_000, '2026-03-01T03:00:00Z');
  // 23:00 WIB on 1 March, though 16:00 UTC: still the first
  await paidAt(campaign.id, 50_000, '2026-03-01T16:00:00Z');
  // 00:30 WIB on 3 March, though 2 March in UTC
  await paidAt(campaign.id, 25_000, '2026-03-02T17:30:00Z');
  const refunded = await paidAt(campaign.id, 70_000, '2026-03-02T03:00:00Z');
  assert.equal((await notify(t, refunded, 'refund')).statusCode, 200);
  await give(await t.as('anonymous'), namedGift(campaign.id, 40_000));
  await paidAt(other.id, 999_000, '2026-03-01T03:00:00Z');

  const admin = await t.as('admin');
  const res = await admin.get(`/api/v1/kampanyes/${campaign.id}/daily`);
  assert.equal(res.statusCode, 200, res.body);
  assert.deepEqual(res.json().data, { days: ['2026-03-01', '2026-03-03'], values: [150_000, 25_000] });
  assert.deepEqual((await admin.get(`/api/v1/kampanyes/${(await createCampaign(t)).id}/daily`)).json().data, {
    days: [],
    values: [],
  });
  assert.equal((await admin.get('/api/v1/kampanyes/999999/daily')).statusCode, 404);
  assert.equal((await admin.get('/api/v1/kampanyes/abc/daily')).statusCode, 400);
  assert.equal((await admin.get('/api/v1/kampanyes/%00/daily')).statusCode, 400);
});

test('hostile callers: nobody but an admin who showed a second factor reads the daily totals', async () => {
  const campaign = await createCampaign(t);
  const callers = await refusedCallers(t);
  for (const [who, caller] of Object.entries(callers)) {
    const res = await caller.get(`/api/v1/kampanyes/${campaign.id}/daily`);
    assert.equal(res.statusCode, who === 'anonymous' ? 401 : 403, `${who}: ${res.body.slice(0, 120)}`);
  }
});

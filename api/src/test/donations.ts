import assert from 'node:assert/strict';
import type { CampaignProgress } from '@teater/contract';
import type { Caller, TestApp } from './app.js';
import { hoursFromNow, providerNotification } from './payments.js';

/** A campaign made through the admin API: running now (unless told), a goal of Rp 10.000.000. */
export async function createCampaign(t: TestApp, overrides: Record<string, string> = {}) {
  const admin = await t.as('admin');
  const form = new FormData();
  const fields = {
    judul: 'Lampu Baru untuk Panggung',
    cerita: 'Lampu panggung kami berumur dua puluh tahun: bantu kami menggantinya sebelum Maret.',
    target: '10000000',
    mulai: hoursFromNow(-1),
    selesai: hoursFromNow(24 * 30),
    nominal_saran: '50000, 150000, 500000',
    ...overrides,
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const res = await admin.post('/api/v1/kampanyes', form);
  assert.equal(res.statusCode, 201, res.body);
  return res.json().data as { id: number; judul: string };
}

export interface Started {
  token: string;
  order_id: string;
  gross_amount: number;
}

/** Starts a gift (the checkout's answer); asserts it started. */
export async function give(caller: Caller, body: Record<string, unknown>): Promise<Started> {
  const res = await caller.post('/api/v1/donations', body);
  assert.equal(res.statusCode, 201, res.body);
  return res.json().data;
}

/** The provider's signed word that a gift was paid (or refunded …), sent to the webhook as it would be. */
export async function notify(
  t: TestApp,
  gift: Started,
  transaction_status = 'settlement',
  remoteAddress = '127.0.0.1',
) {
  const payload = await providerNotification(t, {
    order_id: gift.order_id,
    transaction_status,
    gross_amount: gift.gross_amount,
  });
  return t.app.inject({ method: 'POST', url: '/api/v1/payment/webhook', payload, remoteAddress });
}

/** A campaign's public progress, as its page reads it. */
export async function progress(t: TestApp, campaignId: number): Promise<CampaignProgress> {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/kampanyes/${campaignId}/progress` });
  assert.equal(res.statusCode, 200, res.body);
  return res.json().data;
}

/** A visitor's named gift with a message on the wall. */
export const namedGift = (campaign_id: number, amount = 150_000) => ({
  campaign_id,
  amount,
  name: 'Made Wirawan',
  email: 'made@contoh.id',
  on_wall: true,
  message: 'Semoga panggungnya makin terang!',
});

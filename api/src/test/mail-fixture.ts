import assert from 'node:assert/strict';
import { after, before } from 'node:test';
import { buildTestApp, type TestApp } from './app.js';
import { createShow, decide, order, TEST_SANDBOX_KEY } from './payments.js';
import { startSmtp, type TestSmtp } from './smtp.js';

// Live bindings: set by useMailApp's before(), read by the tests that import them.
export let smtp: TestSmtp;
export let t: TestApp;

/** One app for the test file that calls it, sending over a real SMTP server (smtp-server); `env`: more settings. */
export function useMailApp(env: Record<string, string> = {}) {
  before(async () => {
    smtp = await startSmtp();
    t = await buildTestApp({
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Teater Satu <kabar@teater.test>',
      PAYMENT_SANDBOX_KEY: TEST_SANDBOX_KEY,
      ...env,
    });
  });
  after(async () => {
    await t.close();
    await smtp.stop();
  });
}

/** Signs up through the API and answers a logged-in caller. */
export async function signUp(email: string, password = 'rahasia-123') {
  const anonymous = await t.as('anonymous');
  const res = await anonymous.post('/api/v1/users/signup', { name: 'Putu Ayu', email, password, accept_terms: true });
  assert.equal(res.statusCode, 201, res.body);
  return res.json().data as { id: number };
}
export const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/users/login', payload: { email, password } });
export const deliver = () => t.app.mail.deliverDue();

/** A new SMTP server on the same port, after a test stopped the first. */
export async function restartSmtp() {
  smtp = await startSmtp(smtp.port);
}

/** A paid order of `count` seats for 'Bila Malam Bertambah Malam', its mails delivered. */
export async function paidTicketOrder(email: string, count: number) {
  const buyer = await t.newUser('user', email);
  const show = await createShow(t, {
    nama_pertujukan: 'Bila Malam Bertambah Malam',
    tempat_pertujukan: 'Taman Budaya',
  });
  const placed = (await order(buyer, show.id, count)).json().data as { order_id: string; token: string };
  await decide(buyer, placed.token, 'settlement');
  await deliver();
  return placed;
}

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadConfig } from './config.js';

test('defaults run the demo site on the embedded database', () => {
  const config = loadConfig({});
  assert.equal(config.PORT, 3000);
  assert.equal(config.SITE_NAME, 'Teater Satu');
  assert.equal(config.SEED_DEMO, true);
  assert.equal(config.DATABASE_URL, undefined);
  assert.match(config.dataDir, /data$/);
});

test('a bad configuration fails at once, naming every bad variable', () => {
  assert.throws(
    () => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', ADMIN_EMAIL: 'bukan-email', SEED_DEMO: 'kadang' }),
    (error: Error) => {
      for (const name of ['PORT', 'DATABASE_URL', 'ADMIN_EMAIL', 'SEED_DEMO'])
        assert.match(error.message, new RegExp(name));
      return true;
    },
  );
});

test('settings that go in pairs are refused alone', () => {
  assert.throws(() => loadConfig({ ADMIN_EMAIL: 'admin@contoh.id' }), /ADMIN_PASSWORD/);
  assert.throws(() => loadConfig({ MIDTRANS_SERVER_KEY: 'x' }), /MIDTRANS_CLIENT_KEY/);
});

test('TRUST_PROXY counts the proxies in front: true is one, a made-up word is refused', () => {
  assert.equal(loadConfig({}).TRUST_PROXY, 0);
  assert.equal(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY, 1);
  assert.equal(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY, 2);
  assert.equal(loadConfig({ TRUST_PROXY: 'no' }).TRUST_PROXY, 0);
  assert.throws(() => loadConfig({ TRUST_PROXY: 'semua' }), /TRUST_PROXY/);
});

test("WhatsApp's Cloud API settings go together, and a template names only parameters its notification has", () => {
  assert.throws(() => loadConfig({ WHATSAPP_TOKEN: 'token-meta' }), /WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID/);
  assert.throws(
    () => loadConfig({ WHATSAPP_TEMPLATE_TICKET_PAID: 'e_tiket:name,kursi' }),
    /WHATSAPP_TEMPLATE_TICKET_PAID: unknown parameters kursi; known: name, show/,
  );
  assert.throws(
    () => loadConfig({ WHATSAPP_TEMPLATE_PAYMENT_REMINDER: 'Pengingat Bayar' }),
    /WHATSAPP_TEMPLATE_PAYMENT_REMINDER/,
  );
  assert.equal(
    loadConfig({ WHATSAPP_TEMPLATE_TICKET_PAID: 'e_tiket_v2:show,codes' }).WHATSAPP_TEMPLATE_TICKET_PAID,
    'e_tiket_v2:show,codes',
  );
  assert.equal(loadConfig({}).ANNOUNCEMENT_MAILS_PER_MINUTE, 600);
});

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

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { filledTemplate } from './templates.js';
import { translationOf } from './worker.js';

const site = { name: 'Teater Satu', url: 'https://teater.example' };
const reminder = { name: 'Rara', count: 2, show: 'Kapai-Kapai', amount: 130000, until: '2026-12-01T10:00:00Z' };

test('a template is filled in its reader’s language: amounts, dates and links as that language has them', () => {
  const en = filledTemplate(undefined, 'payment-reminder', reminder, site, 'en');
  const [, , , amount, until, link] = en.parameters;
  assert.equal(amount, 'Rp 130,000');
  assert.equal(until, '1 December 2026 at 17:00 WIB');
  assert.equal(link, 'https://teater.example/en/history-pembelian-tiket');
  assert.match(en.preview, /^Hello Rara, your order of 2 tickets for Kapai-Kapai \(Rp 130,000\) awaits payment/);
  const id = filledTemplate(undefined, 'payment-reminder', reminder, site, 'id');
  assert.deepEqual(id.parameters.slice(3), [
    'Rp 130.000,00',
    '1 Desember 2026 pukul 17.00 WIB',
    'https://teater.example/history-pembelian-tiket',
  ]);
  assert.match(id.preview, /^Halo Rara, pesanan 2 tiket Kapai-Kapai/);
  assert.equal(en.name, id.name, 'one template, two translations');
});

test('an English reader gets the English translation only where one was approved', () => {
  const approved = { WHATSAPP_LANGUAGE: 'id', WHATSAPP_LANGUAGE_EN: 'en_US' };
  assert.deepEqual(translationOf(approved, 'en'), { locale: 'en', code: 'en_US' });
  assert.deepEqual(translationOf(approved, 'id'), { locale: 'id', code: 'id' });
  assert.deepEqual(translationOf({ ...approved, WHATSAPP_LANGUAGE_EN: 'none' }, 'en'), { locale: 'id', code: 'id' });
});

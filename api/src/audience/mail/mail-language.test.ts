import assert from 'node:assert/strict';
import { test } from 'node:test';
import { withLocale } from '../../core/locale.js';
import { layout } from './layout.js';
import { recipientLocaleOf } from './recipient-locale.js';
import { renderMail } from './templates/index.js';

const site = { name: 'Teater Satu', url: 'https://teater.example' };

test('a mail is written in the language it is rendered in, Indonesian by default', () => {
  const data = { name: 'Rara', until: '2026-12-01T10:00:00Z' };
  const id = renderMail('subscription-ending', data, site);
  assert.equal(id.subject, 'Langganan kamu segera berakhir | Teater Satu');
  assert.match(id.html, /<html lang="id">/);
  assert.match(id.html, /Email ini dikirim oleh Teater Satu/);
  const en = withLocale('en', () => renderMail('subscription-ending', data, site));
  assert.equal(en.subject, 'Your subscription ends soon | Teater Satu');
  assert.match(en.html, /<html lang="en">/);
  assert.match(en.text, /^Teater Satu\n\nHello Rara,\n\nYour subscription ends on /);
  assert.match(en.html, /This email was sent by Teater Satu/);
  assert.doesNotMatch(en.html, /Halo|Langganan|dikirim/);
  assert.equal(withLocale('en', () => layout(site, { subject: 'S', html: '', text: '' })).subject, 'S | Teater Satu');
});

test("a recipient's language is their account's preference, Indonesian when they have none", () => {
  assert.equal(recipientLocaleOf({ bahasa: 'en' }), 'en');
  assert.equal(recipientLocaleOf({ bahasa: 'id' }), 'id');
  assert.equal(recipientLocaleOf({ email: 'a@contoh.id' }), 'id');
  assert.equal(recipientLocaleOf(undefined), 'id');
});

test('English mails count in the singular and the plural: 1 ticket, 2 tickets', () => {
  const order = (count: number) =>
    withLocale('en', () =>
      renderMail('order-expired', { name: 'Rara', order_id: 'T-1', count, show: 'Bunga Penutup Abad' }, site),
    );
  assert.match(order(1).text, /your order for 1 ticket to Bunga Penutup Abad/i);
  assert.doesNotMatch(order(1).text, /1 tickets/);
  assert.match(order(2).text, /your order for 2 tickets to Bunga Penutup Abad/i);
});

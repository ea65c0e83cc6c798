import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type Consents, type Locale, setLocaleSource } from '@teater/contract';
import * as React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

// classic JSX transform in the test runner: the components find React as a global
Object.assign(globalThis, { React });
let locale: Locale = 'id';
setLocaleSource(() => locale);
const { ConsentToggle } = await import('./consent-toggle');
const { DataExport } = await import('./data-export');

const at = '2026-11-20T03:00:00.000Z';
const record = (id: number, kind: 'privacy' | 'announcements', granted: boolean) => ({
  id,
  kind,
  granted,
  version: kind === 'privacy' ? '2026-11' : null,
  source: 'registration' as const,
  createdAt: at,
});
const consents: Consents = {
  announcements: true,
  terms: null,
  privacy: record(1, 'privacy', true),
  history: [record(2, 'announcements', true), record(1, 'privacy', true)],
};
const render = (language: Locale) => {
  locale = language;
  return [
    renderToStaticMarkup(React.createElement(ConsentToggle, { consents })),
    renderToStaticMarkup(React.createElement(DataExport)),
  ].join('\n');
};

// the consent and "My data" parts of /en/account were Indonesian
test('the account page’s consent and "My data" parts speak the page’s language, with WIB on their times', () => {
  const english = render('en');
  for (const text of ['Consent history', 'Privacy policy version 2026-11 accepted on', 'WIB', 'Download my data']) {
    assert.ok(english.includes(text), text);
  }
  for (const text of ['Riwayat persetujuan', 'Kebijakan privasi', 'disetujui', 'Unduh data saya', 'arsip', ' versi ']) {
    assert.ok(!english.includes(text), `no "${text}" on an English page`);
  }
  const indonesian = render('id');
  for (const text of ['Riwayat persetujuan', 'Kebijakan privasi versi 2026-11 disetujui pada', 'Unduh data saya']) {
    assert.ok(indonesian.includes(text), text);
  }
});

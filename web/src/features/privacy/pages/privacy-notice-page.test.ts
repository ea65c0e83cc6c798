import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type Locale, type PrivacyNotice, setLocaleSource } from '@teater/contract';
import * as React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

// classic JSX transform in the test runner: the page finds React as a global
Object.assign(globalThis, { React });
let locale: Locale = 'id';
setLocaleSource(() => locale);
const { Notice } = await import('./privacy-notice-page');

// what the server sends in the page's language; the page's own words around it are the page's
const notice = {
  version: '2026-11',
  termsVersion: '2026-10',
  controller: {
    name: 'Teater Satu',
    address: 'Jl. Cut Nyak Dien 1, Bandar Lampung',
    email: 'privasi@teatersatu.id',
    phone: '0721 123456',
    officer: 'Rina',
  },
  collected: [],
  retention: [],
  recipients: [],
  rights: [],
  breach: '',
  terms: [],
} as unknown as PrivacyNotice;

const render = (language: Locale) => {
  locale = language;
  return renderToStaticMarkup(React.createElement(Notice, { notice }));
};

// the opening of /en/kebijakan-privasi was Indonesian
test('the privacy notice opens in the page’s language: its version, what it explains, who the controller is', () => {
  const english = render('en');
  for (const text of ['Version 2026-11. This policy explains', 'Personal data controller:', 'Contact us at', ' or ']) {
    assert.ok(english.includes(text), text);
  }
  assert.ok(english.includes('Version 2026-10.'), 'the terms’ version');
  for (const text of ['Versi ', 'Kebijakan ini', 'Pengendali', 'Hubungi kami', ' atau ', 'Pejabat']) {
    assert.ok(!english.includes(text), `no "${text}" on an English page`);
  }
  assert.ok(render('id').includes('Versi 2026-11. Kebijakan ini menjelaskan'));
});

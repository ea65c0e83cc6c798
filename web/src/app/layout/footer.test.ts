import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type Locale, setLocaleSource } from '@teater/contract';
import * as React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';

// classic JSX transform in the test runner: the component finds React as a global
Object.assign(globalThis, { React });
const { Footer } = await import('./footer');

let locale: Locale = 'id';
setLocaleSource(() => locale);
const render = (language: Locale) => {
  locale = language;
  return renderToStaticMarkup(React.createElement(MemoryRouter, null, React.createElement(Footer)));
};

// the footer of every /en page was Indonesian: its tagline, headings, coalition and copyright
test('the footer speaks the page’s language: English on /en, Indonesian otherwise', () => {
  const english = render('en');
  for (const text of ['A theatre company from Bandar Lampung', 'Address', 'Follow Us', 'All rights reserved.']) {
    assert.ok(english.includes(text), text);
  }
  for (const text of ['Kelompok teater', 'Alamat', 'Ikuti Kami', 'Hak cipta', 'Anggota Koalisi', 'Tautan']) {
    assert.ok(!english.includes(text), `no "${text}" on an English page`);
  }
  const indonesian = render('id');
  for (const text of ['Kelompok teater', 'Alamat', 'Ikuti Kami', 'Hak cipta dilindungi.']) {
    assert.ok(indonesian.includes(text), text);
  }
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type Locale, setLocaleSource } from '@teater/contract';
import * as React from 'react';

// classic JSX transform in the test runner: the components find React as a global
Object.assign(globalThis, { React });
let locale: Locale = 'id';
setLocaleSource(() => locale);
// loaded in Indonesian, as the server loads them once for pages in both languages
const tickets = await import('./ticket-history-page');
const subscriptions = await import('./subscription-history-page');

const headers = (columns: { header: string }[]) => columns.map((column) => column.header);

// /en/history-pembelian-tiket showed its desktop table headers in Indonesian
test('the history tables’ headers are in the language of the page rendered, not of the first one', () => {
  locale = 'en';
  assert.deepEqual(headers(tickets.columnsOf()).slice(0, 3), ['No', 'Show', 'Number of Tickets']);
  assert.ok(!headers(subscriptions.columnsOf()).some((header) => /Tanggal|Harga|Nomor/.test(header)));
  locale = 'id';
  assert.ok(headers(tickets.columnsOf()).includes('Nama Pertunjukan'));
});

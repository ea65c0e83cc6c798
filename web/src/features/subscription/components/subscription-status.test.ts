import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatDate, subscriptionMessages } from '@teater/contract';
import * as React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

// The test runner compiles .tsx with the classic JSX transform (there is no tsconfig at the root
// for it to read the web's automatic runtime from): the component finds React as a global.
Object.assign(globalThis, { React });
const { SubscriptionStatus } = await import('./subscription-status');

const render = (subscriptionTime: string | null) =>
  renderToStaticMarkup(React.createElement(SubscriptionStatus, { subscriptionTime }));
/** The four numbers of the countdown, in order: days, hours, minutes, seconds. */
const countdown = (html: string) => [...html.matchAll(/<dd[^>]*>(\d+)<\/dd>/g)].map((match) => Number(match[1]));

test('an active subscription counts down its days, hours, minutes and seconds', () => {
  const until = new Date(Date.now() + ((2 * 24 + 5) * 60 + 30) * 60_000 + 30_000).toISOString();
  const html = render(until);
  assert.match(html, new RegExp(subscriptionMessages.active(formatDate(until))));
  assert.match(html, new RegExp(subscriptionMessages.remaining));
  const [days, hours, minutes, seconds] = countdown(html);
  assert.deepEqual([days, hours, minutes], [2, 5, 30]);
  assert.ok(seconds !== undefined && seconds >= 28 && seconds <= 30, String(seconds));
});

test('an ended subscription says so, and no subscription says none', () => {
  const ended = render(new Date(Date.now() - 60_000).toISOString());
  assert.match(ended, new RegExp(subscriptionMessages.ended));
  assert.deepEqual(countdown(ended), []);
  const none = render(null);
  assert.match(none, new RegExp(subscriptionMessages.inactive));
  assert.match(none, new RegExp(subscriptionMessages.none));
});

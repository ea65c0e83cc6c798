import '../../../test/dom';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatDate, subscriptionMessages } from '@teater/contract';
import { render, screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { SubscriptionStatus } from './subscription-status';

const DAY = 86_400_000;
/** The card as a member reads it: its heading and everything it says. */
function card(subscriptionTime: string | null) {
  render(<SubscriptionStatus subscriptionTime={subscriptionTime} />);
  const region = screen.getByRole('region', { name: /Subscription/ });
  return { heading: within(region).getByRole('heading').textContent, text: region.textContent ?? '' };
}

// Moved from member-path.e2e.ts ('subscription texts: never subscribed, active, and ended say what
// is true'): what the /subscription card says for each state is the component's.
test('never subscribed: not active, Belum berlangganan, nothing active or ended', () => {
  const { heading, text } = card(null);
  assert.equal(heading, 'Subscription tidak aktif');
  assert.match(text, /Belum berlangganan/);
  assert.doesNotMatch(text, /aktif sampai|telah berakhir/);
});

test('active: the end date in the heading, and the time left down to the seconds', () => {
  const { heading, text } = card(new Date(Date.now() + 10 * DAY).toISOString());
  assert.match(heading ?? '', /^Subscription aktif sampai \d+ \w+ \d{4}$/);
  assert.match(text, /detik/);
});

test('ended: not active and ended, never both aktif sampai and ended, nor Belum berlangganan', () => {
  const { heading, text } = card(new Date(Date.now() - DAY).toISOString());
  assert.equal(heading, 'Subscription tidak aktif');
  assert.match(text, /Subscription telah berakhir\./);
  assert.doesNotMatch(text, /aktif sampai|Belum berlangganan/);
});

const markup = (subscriptionTime: string | null) =>
  renderToStaticMarkup(<SubscriptionStatus subscriptionTime={subscriptionTime} />);
/** The four numbers of the countdown, in order: days, hours, minutes, seconds. */
const countdown = (html: string) => [...html.matchAll(/<dd[^>]*>(\d+)<\/dd>/g)].map((match) => Number(match[1]));

test('an active subscription counts down its days, hours, minutes and seconds', () => {
  const until = new Date(Date.now() + ((2 * 24 + 5) * 60 + 30) * 60_000 + 30_000).toISOString();
  const html = markup(until);
  assert.match(html, new RegExp(subscriptionMessages.active(formatDate(until))));
  assert.match(html, new RegExp(subscriptionMessages.remaining));
  const [days, hours, minutes, seconds] = countdown(html);
  assert.deepEqual([days, hours, minutes], [2, 5, 30]);
  assert.ok(seconds !== undefined && seconds >= 28 && seconds <= 30, String(seconds));
});

test('an ended subscription says so, and no subscription says none', () => {
  const ended = markup(new Date(Date.now() - 60_000).toISOString());
  assert.match(ended, new RegExp(subscriptionMessages.ended));
  assert.deepEqual(countdown(ended), []);
  const none = markup(null);
  assert.match(none, new RegExp(subscriptionMessages.inactive));
  assert.match(none, new RegExp(subscriptionMessages.none));
});

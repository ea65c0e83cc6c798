import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Caller } from '../test/app.js';
import { webApp as t, useWebApp } from '../test/web-fixture.js';

/**
 * The member pages the server renders for the signed-in visitor (member-pages.ts). A stand-in
 * server bundle with the real one's interface writes into the page what it was given: whose
 * account (`/users/me`) and the order ids of every answer. So the test sees exactly which
 * member's data the server loaded for which request. The real bundle runs in the browser tests.
 */
const serverEntry = `
const member = ['/history-subscription', '/history-pembelian-tiket'];
export const isKnownRoute = (pathname) => member.includes(pathname) || pathname.startsWith('/payment/sandbox/');
export const hydratesAsIslands = isKnownRoute;
export async function render(url, answers) {
  const me = answers['/users/me']?.data;
  const ids = Object.entries(answers)
    .flatMap(([call, body]) => (Array.isArray(body.data) ? body.data : [body.data]).map((row) => call + ' ' + row.order_id))
    .filter((line) => !line.endsWith('undefined'));
  return '<main><h1>' + url + '</h1><p class="me">' + me?.email + '</p><ul>' + ids.map((id) => '<li>' + id + '</li>').join('') + '</ul></main>';
}
`;

useWebApp({ serverEntry, env: {} });

/** The page as a browser asks it: the member's session rides in its cookie. */
const pageAs = (caller: Caller | null, url: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { accept: 'text/html', ...(caller?.token ? { cookie: `token=${caller.token}; id=${caller.id}` } : {}) },
  });

async function checkout(caller: Caller) {
  const res = await caller.post('/api/v1/payment', { id_user: caller.id, amount: 65000 });
  assert.equal(res.statusCode, 201, res.body);
  return res.json().data as { token: string; order_id: string };
}

test('each member gets their own history, rendered for them and kept by nobody', async () => {
  const ani = await t.newUser('user', 'ani.riwayat@contoh.id');
  const budi = await t.newUser('user', 'budi.riwayat@contoh.id');
  const aniOrder = await checkout(ani);
  const budiOrder = await checkout(budi);

  const aniPage = await pageAs(ani, '/history-subscription');
  const budiPage = await pageAs(budi, '/history-subscription');
  for (const [res, own, other, email] of [
    [aniPage, aniOrder, budiOrder, 'ani.riwayat@contoh.id'],
    [budiPage, budiOrder, aniOrder, 'budi.riwayat@contoh.id'],
  ] as const) {
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['cache-control'], 'private, no-store');
    assert.match(res.body, /<div id="root" data-ssr="islands">/);
    assert.ok(res.body.includes(`<p class="me">${email}</p>`));
    assert.ok(res.body.includes(own.order_id), 'their own checkout is on their page');
    assert.ok(!res.body.includes(other.order_id), "the other member's is not");
    // a private page: not indexed, no preview
    assert.ok(res.body.includes('<meta name="robots" content="noindex" />'));
    assert.ok(!res.body.includes('og:'));
  }

  // asked again in the other order, nothing of the first answer is served to the second member
  assert.ok(!(await pageAs(ani, '/history-subscription')).body.includes(budiOrder.order_id));
  assert.ok((await pageAs(budi, '/history-subscription')).body.includes(budiOrder.order_id));
});

test('without a session a member page is the shell, with no member data, whoever asked before', async () => {
  const cici = await t.newUser('user', 'cici.riwayat@contoh.id');
  const order = await checkout(cici);
  assert.ok((await pageAs(cici, '/history-subscription')).body.includes(order.order_id));

  for (const url of ['/history-subscription', '/history-pembelian-tiket', `/payment/sandbox/${order.token}`]) {
    const res = await pageAs(null, url);
    assert.equal(res.statusCode, 200);
    assert.ok(res.body.includes('<p>shell</p>'), `${url}: the shell, whose guard sends to the login`);
    assert.ok(!res.body.includes('data-ssr'));
    assert.ok(!res.body.includes(order.order_id));
    assert.ok(!res.body.includes('cici.riwayat@contoh.id'));
  }
  // an ended session is nobody as well
  const ended = await t.app.inject({
    method: 'GET',
    url: '/history-subscription',
    headers: { accept: 'text/html', cookie: 'token=ended-session; id=1' },
  });
  assert.ok(ended.body.includes('<p>shell</p>'));
});

test("the sandbox checkout renders for its buyer; another member's session gets the shell", async () => {
  const dedi = await t.newUser('user', 'dedi.sandbox@contoh.id');
  const eka = await t.newUser('user', 'eka.sandbox@contoh.id');
  const order = await checkout(dedi);

  const own = await pageAs(dedi, `/payment/sandbox/${order.token}?next=%2Fhistory-subscription`);
  assert.equal(own.headers['cache-control'], 'private, no-store');
  assert.ok(own.body.includes(`/payment/sandbox/${order.token} ${order.order_id}`));
  assert.ok(own.body.includes(`<h1>/payment/sandbox/${order.token}?next=%2Fhistory-subscription</h1>`));

  // the API refuses another member this checkout, so the server renders nothing of it for them
  const other = await pageAs(eka, `/payment/sandbox/${order.token}`);
  assert.ok(!other.body.includes(order.order_id));
  assert.ok(!other.body.includes('dedi.sandbox@contoh.id'));
});

import assert from 'node:assert/strict';
import { once } from 'node:events';
import http from 'node:http';
import { after, before, describe, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { jobRuns } from '../core/schema.js';
import { buildTestApp, type TestApp } from '../test/app.js';
import { TEST_SANDBOX_KEY } from '../test/payments.js';
import { insertShow } from '../test/shows.js';

/**
 * Issue 32: /metrics answers Prometheus' text format with METRICS_TOKEN as a bearer token and
 * refuses without it; without the setting the route does not exist. Traces go to an OTLP/HTTP
 * collector when OTEL_EXPORTER_OTLP_ENDPOINT is set.
 */
const TOKEN = 'metrik-rahasia-0123456789';
let t: TestApp;

before(async () => {
  t = await buildTestApp({ METRICS_TOKEN: TOKEN, PAYMENT_SANDBOX_KEY: TEST_SANDBOX_KEY });
});
after(() => t.close());

const scrape = (authorization?: string) =>
  t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

/** The value of one sample (`name{labels} value`), or undefined when it is not there. */
const sample = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe('/metrics', () => {
  test('refuses without the token or with another one', async () => {
    for (const authorization of [undefined, 'Bearer salah-salah-salah-salah', `Basic ${TOKEN}`]) {
      const res = await scrape(authorization);
      assert.equal(res.statusCode, 401, authorization);
      assert.equal(res.headers['www-authenticate'], 'Bearer');
      assert.doesNotMatch(res.body, /teater_/);
    }
  });

  test('does not exist without METRICS_TOKEN', async () => {
    const plain = await buildTestApp();
    try {
      const res = await plain.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      assert.equal(res.statusCode, 404);
    } finally {
      await plain.close();
    }
  });

  test('answers requests per route, payments and orders by status, the outbox, jobs and the process', async () => {
    const buyer = await t.newUser('user');
    assert.equal((await buyer.post('/api/v1/payment', { id_user: buyer.id, amount: 65000 })).statusCode, 201);
    const show = await insertShow(t.app.db);
    const order = await buyer.post('/api/v1/tiket/user/pesan', {
      nama_user: 'Pembeli Metrik',
      no_telp: '081234567890',
      id_tiket: show,
      id_user: buyer.id,
      jumlah_tiket: 2,
    });
    assert.equal(order.statusCode, 201, order.body);
    for (let i = 0; i < 3; i++) assert.equal((await buyer.get('/api/v1/beritas')).statusCode, 200);
    assert.equal((await buyer.get('/api/v1/beritas/999999')).statusCode, 404);
    // housekeeping runs once the app is ready: wait for its first run to be recorded
    for (let i = 0; i < 50 && !(await t.app.db.select().from(jobRuns).limit(1))[0]?.lastSucceededAt; i++)
      await sleep(100);

    const res = await scrape(`Bearer ${TOKEN}`);
    assert.equal(res.statusCode, 200);
    assert.match(String(res.headers['content-type']), /^text\/plain; version=0\.0\.4/);
    assert.equal(res.headers['cache-control'], 'no-store');
    const text = res.body;
    assert.equal(sample(text, 'teater_http_requests_total{route="/api/v1/beritas",method="GET",status="200"}'), 3);
    assert.equal(sample(text, 'teater_http_requests_total{route="/api/v1/beritas/:id",method="GET",status="404"}'), 1);
    assert.equal(sample(text, 'teater_http_request_duration_seconds_count{route="/api/v1/beritas",method="GET"}'), 3);
    assert.equal(sample(text, 'teater_payments{status="pending"}'), 2, 'the subscription and the order');
    assert.equal(sample(text, 'teater_ticket_orders{status="pending"}'), 1);
    assert.equal(typeof sample(text, 'teater_mail_outbox_backlog'), 'number');
    assert.equal(sample(text, 'teater_mail_outbox_failed'), 0);
    assert.ok((sample(text, 'teater_job_runs{job="housekeeping"}') ?? 0) >= 1, text);
    const lastSuccess = sample(text, 'teater_job_last_success_timestamp_seconds{job="housekeeping"}') ?? 0;
    assert.ok(Math.abs(lastSuccess - Date.now() / 1000) < 60, 'housekeeping succeeded just now');
    assert.ok((sample(text, 'process_resident_memory_bytes') ?? 0) > 10_000_000);
    assert.ok((sample(text, 'nodejs_eventloop_lag_p99_seconds') ?? -1) >= 0);
  });
});

test('traces go to the OTLP collector named by OTEL_EXPORTER_OTLP_ENDPOINT', async () => {
  const received: unknown[] = [];
  const collector = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      if (request.url === '/v1/traces') received.push(JSON.parse(body));
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  collector.listen(0, '127.0.0.1');
  await once(collector, 'listening');
  const { port } = collector.address() as { port: number };
  const traced = await buildTestApp({ OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${port}` });
  try {
    assert.equal((await traced.app.inject({ method: 'GET', url: '/api/v1/beritas' })).statusCode, 200);
  } finally {
    // closing the app sends the last batch
    await traced.close();
    collector.close();
  }
  const spans = JSON.stringify(received);
  assert.match(spans, /"key":"http\.route","value":\{"stringValue":"\/api\/v1\/beritas"\}/, spans.slice(0, 2000));
  assert.match(spans, /"key":"service\.name","value":\{"stringValue":"teatersatu"\}/);
});

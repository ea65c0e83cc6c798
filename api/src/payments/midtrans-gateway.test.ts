import assert from 'node:assert/strict';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { GatewayError } from './gateway.js';
import { midtransGateway } from './midtrans-gateway.js';
import { signatureOf } from './signature.js';

// A local stand-in for Midtrans' Snap and Core APIs: the real HTTP calls, no network.
const SERVER_KEY = 'SB-Mid-server-uji';
let server: Server;
let base = '';
const seen: { method: string; url: string; auth: string; body: unknown }[] = [];

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    req.on('data', (c) => {
      data += c;
    });
    req.on('end', () => resolve(data));
  });

before(async () => {
  server = createServer(async (req, res) => {
    const body = await readBody(req);
    seen.push({
      method: req.method ?? '',
      url: req.url ?? '',
      auth: req.headers.authorization ?? '',
      body: body ? JSON.parse(body) : null,
    });
    res.setHeader('content-type', 'application/json');
    if (req.url === '/snap/v1/transactions') {
      res.statusCode = 201;
      return res.end(
        JSON.stringify({
          token: 'snap-token-1',
          redirect_url: 'https://app.sandbox.midtrans.com/snap/v4/redirection/snap-token-1',
        }),
      );
    }
    if (req.url === '/v2/charge') {
      // Core API's answer to a QRIS charge (docs.midtrans.com, Core API: QRIS)
      const { transaction_details } = JSON.parse(body) as { transaction_details: { order_id: string } };
      return res.end(
        JSON.stringify({
          status_code: '201',
          transaction_id: 'qris-trx-1',
          order_id: transaction_details.order_id,
          payment_type: 'qris',
          transaction_status: 'pending',
          qr_string: '00020101021226620014COM.GO-JEK.WWW011993600914',
          actions: [
            {
              name: 'generate-qr-code',
              method: 'GET',
              url: 'https://api.sandbox.midtrans.com/v2/qris/qris-trx-1/qr-code',
            },
          ],
        }),
      );
    }
    if (req.url === '/v2/SUB-1-OK/status') {
      return res.end(
        JSON.stringify({
          status_code: '200',
          order_id: 'SUB-1-OK',
          gross_amount: '65000.00',
          transaction_status: 'settlement',
          fraud_status: 'accept',
        }),
      );
    }
    if (req.url === '/v2/SUB-1-DOWN/status') {
      res.statusCode = 500;
      return res.end(JSON.stringify({ status_message: 'down' }));
    }
    return res.end(JSON.stringify({ status_code: '404', status_message: "Transaction doesn't exist." }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
after(() => new Promise<void>((resolve) => server.close(() => resolve())));

const gateway = () =>
  midtransGateway({
    serverKey: SERVER_KEY,
    clientKey: 'SB-Mid-client-uji',
    isProduction: false,
    snapBase: `${base}/snap/v1`,
    apiBase: base,
  });

/** An order of one line, its total the line's, due in 15 minutes: what the server asks the gateway for. */
const oneLineOrder = (
  order_id: string,
  item: { id: string; name: string; price: number; quantity: number },
  customer: { first_name: string; email: string },
) => ({ order_id, gross_amount: item.price * item.quantity, items: [item], customer, expiryMinutes: 15 });

describe('midtrans gateway', () => {
  test('creates a Snap transaction with the server key and the server-computed details', async () => {
    const created = await gateway().create(
      oneLineOrder(
        'TIK-1-A',
        { id: 'KATEGORI-1', name: 'Malam Jahanam - Reguler', price: 75000, quantity: 2 },
        { first_name: 'Siti', email: 'siti@contoh.id' },
      ),
    );
    assert.equal(created.token, 'snap-token-1');
    const call = seen.find((s) => s.url === '/snap/v1/transactions');
    assert.equal(call?.auth, `Basic ${Buffer.from(`${SERVER_KEY}:`).toString('base64')}`);
    assert.deepEqual((call?.body as { transaction_details?: unknown } | undefined)?.transaction_details, {
      order_id: 'TIK-1-A',
      gross_amount: 150000,
    });
    assert.deepEqual((call?.body as { expiry?: unknown } | undefined)?.expiry, { unit: 'minute', duration: 15 });
  });

  test('charges a dynamic QRIS through the Core API (payment_type qris) and answers its QR string and image', async () => {
    const charge = await gateway().chargeQris(
      oneLineOrder(
        'PINTU-1-A',
        { id: 'kategori-1', name: 'Reguler', price: 50000, quantity: 2 },
        { first_name: 'Budi', email: '' },
      ),
    );
    assert.equal(charge.qr_string, '00020101021226620014COM.GO-JEK.WWW011993600914');
    assert.equal(charge.url, 'https://api.sandbox.midtrans.com/v2/qris/qris-trx-1/qr-code');
    const call = seen.find((s) => s.url === '/v2/charge');
    const sent = call?.body as { payment_type?: string; transaction_details?: unknown } | undefined;
    assert.equal(sent?.payment_type, 'qris');
    assert.deepEqual(sent?.transaction_details, { order_id: 'PINTU-1-A', gross_amount: 100000 });
  });

  test('reads an order status; an unknown order is null; an outage is a GatewayError', async () => {
    const status = await gateway().status('SUB-1-OK');
    assert.equal(status?.transaction_status, 'settlement');
    assert.equal(status?.gross_amount, '65000.00');
    assert.equal(await gateway().status('SUB-1-NOPE'), null);
    await assert.rejects(gateway().status('SUB-1-DOWN'), GatewayError);
  });

  test('verifies notifications with the server key; snap.js is the sandbox one unless production', () => {
    const n = { order_id: 'SUB-1-OK', status_code: '200', gross_amount: '65000.00', transaction_status: 'settlement' };
    assert.equal(
      gateway().verify({ ...n, signature_key: signatureOf(n.order_id, '200', n.gross_amount, SERVER_KEY) }),
      true,
    );
    assert.equal(
      gateway().verify({ ...n, signature_key: signatureOf(n.order_id, '200', n.gross_amount, 'lain') }),
      false,
    );
    assert.equal(gateway().snapUrl, 'https://app.sandbox.midtrans.com/snap/snap.js');
    assert.equal(
      midtransGateway({ serverKey: 'a', clientKey: 'b', isProduction: true }).snapUrl,
      'https://app.midtrans.com/snap/snap.js',
    );
  });
});

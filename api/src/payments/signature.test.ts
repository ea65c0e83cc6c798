import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { describe, test } from 'node:test';
import { mayTransition, paymentLabel, paymentStateOf } from '@teater/contract';
import { newTicketCode, normalizeTicketCode } from '../box-office/ticket-code.js';
import { newOrderId } from './order-id.js';
import { formatGross, isValidSignature, parseGross, signatureOf } from './signature.js';

describe('notification signature', () => {
  const key = 'SB-Mid-server-kunci-rahasia';
  const n = { order_id: 'SUB-1-ABC', status_code: '200', gross_amount: '65000.00' };

  test('is SHA512 over order_id + status_code + gross_amount + key, hex', () => {
    const expected = createHash('sha512').update(`SUB-1-ABC20065000.00${key}`).digest('hex');
    assert.equal(signatureOf(n.order_id, n.status_code, n.gross_amount, key), expected);
    assert.equal(expected.length, 128);
  });

  test('verifies a good signature, in any hex case', () => {
    const signature_key = signatureOf(n.order_id, n.status_code, n.gross_amount, key);
    assert.equal(isValidSignature({ ...n, signature_key }, key), true);
    assert.equal(isValidSignature({ ...n, signature_key: signature_key.toUpperCase() }, key), true);
  });

  test('refuses a wrong key, a tampered field, or a missing or malformed signature', () => {
    const signature_key = signatureOf(n.order_id, n.status_code, n.gross_amount, key);
    assert.equal(isValidSignature({ ...n, signature_key }, 'kunci-lain'), false);
    assert.equal(isValidSignature({ ...n, gross_amount: '1.00', signature_key }, key), false);
    assert.equal(isValidSignature({ ...n, status_code: '201', signature_key }, key), false);
    assert.equal(isValidSignature({ ...n, order_id: 'SUB-2-ABC', signature_key }, key), false);
    assert.equal(isValidSignature({ ...n, signature_key: undefined }, key), false);
    assert.equal(isValidSignature({ ...n, signature_key: 'abc' }, key), false);
    assert.equal(isValidSignature({ ...n, signature_key: 'z'.repeat(128) }, key), false);
  });

  test('amounts travel as "65000.00" and parse back to integer rupiah only', () => {
    assert.equal(formatGross(65000), '65000.00');
    assert.equal(parseGross('65000.00'), 65000);
    assert.equal(parseGross('65000'), 65000);
    assert.equal(parseGross('65000.50'), null);
    assert.equal(parseGross('-1.00'), null);
    assert.equal(parseGross('1e9'), null);
  });
});

describe('status mapping', () => {
  test('settlement and accepted capture are paid; a challenged capture is not', () => {
    assert.equal(paymentStateOf('settlement'), 'paid');
    assert.equal(paymentStateOf('capture', 'accept'), 'paid');
    assert.equal(paymentStateOf('capture', 'challenge'), 'challenge');
    assert.equal(paymentStateOf('capture', 'deny'), 'failed');
  });

  test('pending, the failures, and refunds', () => {
    assert.equal(paymentStateOf('pending'), 'pending');
    for (const s of ['deny', 'cancel', 'expire', 'failure']) assert.equal(paymentStateOf(s), 'failed');
    for (const s of ['refund', 'partial_refund', 'chargeback']) assert.equal(paymentStateOf(s), 'refunded');
    assert.equal(paymentStateOf('something-new'), 'pending');
  });

  test('states only move forward; only a paid payment is refunded', () => {
    assert.equal(mayTransition('pending', 'paid'), true);
    assert.equal(mayTransition('pending', 'failed'), true);
    assert.equal(mayTransition('pending', 'challenge'), true);
    assert.equal(mayTransition('challenge', 'paid'), true);
    assert.equal(mayTransition('paid', 'refunded'), true);
    assert.equal(mayTransition('paid', 'pending'), false);
    assert.equal(mayTransition('paid', 'failed'), false);
    assert.equal(mayTransition('paid', 'paid'), false);
    assert.equal(mayTransition('failed', 'paid'), false);
    assert.equal(mayTransition('refunded', 'paid'), false);
    assert.equal(mayTransition('pending', 'refunded'), false);
    assert.equal(mayTransition('challenge', 'pending'), false);
  });

  test("history shows 'Lunas' for paid, 'Belum Lunas' otherwise", () => {
    assert.equal(paymentLabel('paid'), 'Lunas');
    for (const s of ['pending', 'challenge', 'failed', 'refunded'] as const)
      assert.equal(paymentLabel(s), 'Belum Lunas');
  });
});

describe('identifiers', () => {
  test('order ids are unique and legal for Midtrans', () => {
    const ids = new Set(Array.from({ length: 500 }, () => newOrderId('ticket', 12345)));
    assert.equal(ids.size, 500);
    for (const id of ids) {
      assert.match(id, /^[A-Z0-9-]+$/);
      assert.ok(id.length <= 50);
    }
  });

  test('ticket codes are unique, readable, and normalize from what a scanner or typist gives', () => {
    const codes = new Set(Array.from({ length: 500 }, newTicketCode));
    assert.equal(codes.size, 500);
    const code = [...codes][0] ?? '';
    assert.match(code, /^TKT-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    assert.equal(normalizeTicketCode(` ${code.toLowerCase()} `), code);
  });
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ticketMessages } from './messages/tickets.js';
import { validationMessages } from './messages/validation.js';
import { mayTransition, paymentCreateBody, paymentStateOf, sandboxResultBody, ticketOrderBody } from './payments.js';

const order = { nama_user: 'Sari', no_telp: '0812-3456-7890', jumlah_tiket: '2', id_tiket: '5' };
const firstMessage = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

test('a ticket order: a name, a phone number, 1 to 10 tickets of one show', () => {
  assert.deepEqual(ticketOrderBody.parse(order), { ...order, jumlah_tiket: 2, id_tiket: 5 });
  assert.equal(firstMessage(ticketOrderBody.safeParse({ ...order, jumlah_tiket: '0' })), ticketMessages.minPerOrder);
  assert.equal(firstMessage(ticketOrderBody.safeParse({ ...order, jumlah_tiket: '11' })), ticketMessages.maxPerOrder);
  assert.equal(firstMessage(ticketOrderBody.safeParse({ ...order, jumlah_tiket: '1.5' })), validationMessages.integer);
  assert.equal(
    firstMessage(ticketOrderBody.safeParse({ ...order, no_telp: 'telepon saya' })),
    ticketMessages.phoneInvalid,
  );
  assert.equal(firstMessage(ticketOrderBody.safeParse({ ...order, nama_user: ' ' })), validationMessages.required);
  assert.equal(firstMessage(ticketOrderBody.safeParse({ ...order, id_tiket: '-1' })), validationMessages.invalidId);
});

test('the subscription checkout takes no amount from the client; the sandbox only its three choices', () => {
  assert.deepEqual(paymentCreateBody.parse({ id_user: '3', amount: 1 }), { id_user: 3, amount: 1 });
  assert.equal(sandboxResultBody.safeParse({ result: 'settlement' }).success, true);
  assert.equal(firstMessage(sandboxResultBody.safeParse({ result: 'refund' })), validationMessages.option);
});

test("a provider's statuses map to our payment states, which only move forward", () => {
  assert.equal(paymentStateOf('settlement'), 'paid');
  assert.equal(paymentStateOf('capture', 'accept'), 'paid');
  assert.equal(paymentStateOf('capture', 'challenge'), 'challenge');
  assert.equal(paymentStateOf('pending'), 'pending');
  for (const failed of ['deny', 'cancel', 'expire', 'failure']) assert.equal(paymentStateOf(failed), 'failed', failed);
  assert.equal(paymentStateOf('refund'), 'refunded');
  assert.equal(mayTransition('pending', 'paid'), true);
  assert.equal(mayTransition('paid', 'pending'), false);
  assert.equal(mayTransition('paid', 'failed'), false);
  assert.equal(mayTransition('paid', 'refunded'), true);
  assert.equal(mayTransition('refunded', 'paid'), false);
});

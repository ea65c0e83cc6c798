import assert from 'node:assert/strict';
import { generateKeyPairSync, sign } from 'node:crypto';
import { test } from 'node:test';
import { claimBody, type DoorShow, signedPayload, type TicketClaim } from '@teater/contract/door';
import { decide } from './decide';
import { outcomeLines } from './outcome';
import type { StoredTicket } from './store';
import { verifierOf } from './verify';

// A server's key pair, as api/src/door/signing.ts makes it; the device gets the public half only.
const pair = generateKeyPairSync('ed25519');
const publicKey = String(pair.publicKey.export({ format: 'jwk' }).x);
const qrOf = (claim: TicketClaim) =>
  signedPayload(claim, sign(null, Buffer.from(claimBody(claim)), pair.privateKey).toString('base64url'));

const tonight: DoorShow = {
  id: 7,
  name: 'Malam Jahanam',
  date: '2026-11-25T12:00:00.000Z',
  venue: 'Taman Budaya',
  open: true,
};
const other: DoorShow = {
  id: 8,
  name: 'Bila Malam Bertambah Malam',
  date: '2026-12-16T12:00:00.000Z',
  venue: 'X',
  open: false,
};
const ticket = (code: string, extra: Partial<StoredTicket> = {}): StoredTicket => ({
  id: 1,
  code,
  showId: 7,
  seat: 1,
  of: 2,
  category: 'Reguler',
  name: 'Rina',
  status: 'valid',
  admittedAt: null,
  admittedBy: null,
  ...extra,
});
const known = {
  tickets: new Map([
    ['TKT-AAAA-AAAA-AAAA', ticket('TKT-AAAA-AAAA-AAAA')],
    [
      'TKT-BBBB-BBBB-BBBB',
      ticket('TKT-BBBB-BBBB-BBBB', { admittedAt: '2026-11-25T11:00:00.000Z', admittedBy: 'Pintu Utara' }),
    ],
    ['TKT-CCCC-CCCC-CCCC', ticket('TKT-CCCC-CCCC-CCCC', { status: 'refunded' })],
  ]),
  openShows: new Set([7]),
  shows: new Map([
    [7, tonight],
    [8, other],
  ]),
  verify: verifierOf(publicKey),
};
const claim = (code: string, showId = 7): TicketClaim => ({ code, showId, seat: 2, of: 2, startsAt: 1_795_000_000 });

test('the door decides from what the device holds: valid, used (where), refunded, unknown, empty', () => {
  const admitted = decide(' tkt-aaaa-aaaa-aaaa ', known, 'Pintu Selatan');
  assert.equal(admitted?.result, 'admitted');
  assert.equal(admitted?.ticket?.admittedBy, 'Pintu Selatan');
  assert.deepEqual(outcomeLines(admitted ?? { result: 'unknown', showId: 7 }), {
    headline: 'Tiket valid: silakan masuk',
    details: ['Tiket 1 dari 2 · Reguler', 'Rina'],
  });
  const used = decide('TKT-BBBB-BBBB-BBBB', known, 'Pintu Selatan');
  assert.equal(used?.result, 'used');
  assert.match(outcomeLines(used ?? { result: 'unknown', showId: 7 }).details.join(' '), /di Pintu Utara/);
  assert.equal(decide('TKTCCCCCCCCCCCC', known, 'x')?.result, 'refunded');
  assert.equal(decide('TKT-ZZZZ-ZZZZ-ZZZZ', known, 'x')?.result, 'unknown');
  assert.equal(decide('   ', known, 'x'), null);
});

test('a signed QR admits a ticket sold after the download; another show’s is refused with its name and date; a forged one is not valid', () => {
  const fresh = decide(qrOf(claim('TKT-NEW1-NEW1-NEW1')), known, 'Pintu Selatan');
  assert.deepEqual([fresh?.result, fresh?.bySignature, fresh?.ticket?.seat], ['admitted', true, 2]);
  const elsewhere = decide(qrOf(claim('TKT-OTHR-OTHR-OTHR', 8)), known, 'x');
  assert.equal(elsewhere?.result, 'other_show');
  assert.equal(
    outcomeLines(elsewhere ?? { result: 'unknown', showId: 7 }).headline,
    'Tiket untuk pertunjukan lain: Bila Malam Bertambah Malam, 16 Desember 2026',
  );
  const forged = qrOf(claim('TKT-NEW2-NEW2-NEW2')).replace('.7.2.2.', '.7.1.2.');
  assert.equal(decide(forged, known, 'x')?.result, 'invalid');
  // a refunded ticket's QR is still signed: the revocation list on the device refuses it
  assert.equal(decide(qrOf(claim('TKT-CCCC-CCCC-CCCC')), known, 'x')?.result, 'refunded');
});

test('a seated ticket sold after the download is admitted by its signed QR and shows its section, row and seat', () => {
  const place = { section: 'Balkon Kiri.1', row: 'AA~', number: '12' };
  const qr = qrOf({ ...claim('TKT-SSSS-SSSS-SSSS'), place });
  assert.match(qr, /^T2\./);
  const seated = decide(qr, known, 'Pintu Utara');
  assert.deepEqual([seated?.result, seated?.bySignature, seated?.ticket?.place], ['admitted', true, place]);
  assert.match(outcomeLines(seated ?? { result: 'unknown', showId: 7 }).details.join(' '), /Balkon Kiri\.1.*AA~.*12/);
  // the place is signed: another seat written into the same QR is not valid
  const moved = qr.replace('~12.', '~13.');
  assert.notEqual(moved, qr);
  assert.equal(decide(moved, known, 'Pintu Utara')?.result, 'invalid');
});

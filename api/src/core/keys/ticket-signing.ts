import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject, sign, verify } from 'node:crypto';
import { claimBody, parseSignedTicket, type SignedTicket, signedPayload, type TicketClaim } from '@teater/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { ticketSigningKeys } from './schema.js';

/** Signs tickets' QR payloads; the door devices get `publicKey` and verify offline. */
export interface TicketSigner {
  /** Ed25519 public key, raw 32 bytes as base64url */
  publicKey: string;
  /** the QR text of a ticket: its claim and the signature over it */
  payloadOf(claim: TicketClaim): string;
}

const KEY_ID = 1;

/** The one key, made by whichever process needs it first; the others read that one. */
async function storedKey(db: Db) {
  const [found] = await db.select().from(ticketSigningKeys).where(eq(ticketSigningKeys.id, KEY_ID));
  if (found) return found;
  const pair = generateKeyPairSync('ed25519');
  await db
    .insert(ticketSigningKeys)
    .values({
      id: KEY_ID,
      private_key: pair.privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64'),
      public_key: String(pair.publicKey.export({ format: 'jwk' }).x),
    })
    .onConflictDoNothing();
  const [kept] = await db.select().from(ticketSigningKeys).where(eq(ticketSigningKeys.id, KEY_ID));
  if (!kept) throw new Error('the ticket signing key could not be stored');
  return kept;
}

function signerOf(privateKey: KeyObject, publicKey: string): TicketSigner {
  return {
    publicKey,
    payloadOf(claim) {
      // Ed25519 is deterministic: the same ticket always gets the same QR.
      const signature = sign(null, Buffer.from(claimBody(claim)), privateKey).toString('base64url');
      return signedPayload(claim, signature);
    },
  };
}

const signers = new WeakMap<Db, Promise<TicketSigner>>();

/** The signer of this database's key, loaded (or made) once per process. */
export function ticketSignerOf(db: Db): Promise<TicketSigner> {
  let signer = signers.get(db);
  if (!signer) {
    signer = storedKey(db).then((row) =>
      signerOf(
        createPrivateKey({ key: Buffer.from(row.private_key, 'base64'), format: 'der', type: 'pkcs8' }),
        row.public_key,
      ),
    );
    // a failure (the database was away) is not remembered: the next call tries again
    signer.catch(() => signers.delete(db));
    signers.set(db, signer);
  }
  return signer;
}

/** A ticket's claim from its row, its order's seat count, its show's time and (a seated show's) its place. */
export const claimOf = (
  ticket: { code: string; id_tiket: number; seat: number },
  of: number,
  showTime: Date,
  place?: TicketClaim['place'],
): TicketClaim => ({
  code: ticket.code,
  showId: ticket.id_tiket,
  seat: ticket.seat,
  of,
  startsAt: Math.floor(showTime.getTime() / 1000),
  ...(place ? { place: { section: place.section, row: place.row, number: place.number } } : {}),
});

/** A QR text's claim when its signature verifies with this public key (what a door device does). */
export function verifyPayload(publicKey: string, text: string): SignedTicket | null {
  const signed = parseSignedTicket(text);
  if (!signed) return null;
  const key = createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: publicKey }, format: 'jwk' });
  return verify(null, Buffer.from(signed.body), key, Buffer.from(signed.signature, 'base64url')) ? signed : null;
}

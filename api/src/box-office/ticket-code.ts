import { randomBytes } from 'node:crypto';

// Crockford's alphabet: no I, L, O or U, so a code read aloud at the door is not misheard.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** An e-ticket code: 12 random characters (60 bits), grouped for reading: `TKT-XXXX-XXXX-XXXX`. */
export function newTicketCode(): string {
  const bytes = randomBytes(12);
  const chars = Array.from(bytes, (b) => ALPHABET[b % 32]).join('');
  return `TKT-${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8, 12)}`;
}

/** What a door scanner or a typist gives us, in the stored form. */
export const normalizeTicketCode = (raw: string) => raw.trim().toUpperCase().replace(/\s+/g, '');

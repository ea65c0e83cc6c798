import { createHash, timingSafeEqual } from 'node:crypto';

/** Midtrans' notification signature: SHA512(order_id + status_code + gross_amount + server key), hex. */
export function signatureOf(orderId: string, statusCode: string, grossAmount: string, key: string): string {
  return createHash('sha512').update(`${orderId}${statusCode}${grossAmount}${key}`).digest('hex');
}

/** Compares in constant time so a forger learns nothing from how long a refusal takes. */
export function isValidSignature(
  n: { order_id: string; status_code: string; gross_amount: string; signature_key?: string | null },
  key: string,
): boolean {
  if (!n.signature_key || !/^[0-9a-f]{128}$/i.test(n.signature_key)) return false;
  const expected = Buffer.from(signatureOf(n.order_id, n.status_code, n.gross_amount, key), 'hex');
  const given = Buffer.from(n.signature_key.toLowerCase(), 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** Midtrans writes amounts as "65000.00"; ours are integer rupiah. */
export const formatGross = (amount: number) => `${amount}.00`;

/** "65000.00" or "65000" to 65000; anything else (fractions, junk) to null. */
export function parseGross(value: string): number | null {
  const match = /^(\d{1,12})(?:\.00?)?$/.exec(value.trim());
  return match?.[1] ? Number(match[1]) : null;
}

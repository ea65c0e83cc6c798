import { randomBytes } from 'node:crypto';

/**
 * A new order id, unique and legal for Midtrans (letters, digits, '-', at most 50 characters):
 * kind, user, time and randomness, so two clicks in the same millisecond still differ.
 */
export function newOrderId(kind: 'subscription' | 'ticket', userId: number): string {
  const prefix = kind === 'subscription' ? 'SUB' : 'TIK';
  return `${prefix}-${userId}-${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`.toUpperCase();
}

import { renewalMessages } from '@teater/contract';
import { HttpError } from '../core/http-error.js';
import { GatewayError } from './gateway.js';

/**
 * Saving or charging a method at the gateway for a request: the gateway down or refusing answers
 * 502, and the payer may try again later, as with every checkout.
 */
export async function atGateway<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof GatewayError) throw new HttpError(502, renewalMessages.declined);
    throw error;
  }
}

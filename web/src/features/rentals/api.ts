import { merchs } from '@teater/contract';
import { resourceApi } from '../../lib/resource-api';

/** Rental inventory: the spec's "merch" resource. */
export const rentalApi = resourceApi(merchs);

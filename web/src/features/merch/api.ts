import { products } from '@teater/contract';
import { resourceApi } from '../../lib/resource-api';

export const productApi = resourceApi(products);

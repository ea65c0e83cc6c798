import { donasis } from '@teater/contract';
import { resourceApi } from '../../lib/resource-api';

export const donasiApi = resourceApi(donasis);

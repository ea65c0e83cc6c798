import { naskahs } from '@teater/contract';
import { resourceApi } from '../../lib/resource-api';

export const naskahApi = resourceApi(naskahs);

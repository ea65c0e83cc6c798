import { programs } from '@teater/contract';
import { resourceApi } from '../../lib/resource-api';

export const programApi = resourceApi(programs);

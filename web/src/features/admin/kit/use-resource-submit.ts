import type { ResourceDef } from '@teater/contract';
import type { ResourceClient } from '../../../lib/resource-client';
import { encodeBody } from './encode';
import type { FormSubmission } from './form-values';

/**
 * The submit function of a ResourceForm for one contract resource: POST without a record id,
 * PATCH (only the changed fields and new files) with one. The resource's lists reload after.
 */
export function useResourceSubmit<R extends ResourceDef>(resource: ResourceClient<R>) {
  const { create, update } = resource.useMutations();
  return (recordId?: number) => async (submission: FormSubmission, onProgress: (fraction: number) => void) => {
    const body = await encodeBody(resource.def, submission, onProgress);
    return recordId === undefined
      ? create.mutateAsync({ body, onProgress })
      : update.mutateAsync({ id: recordId, body, onProgress });
  };
}

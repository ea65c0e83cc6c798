import type { ResourceFormProps } from '../kit/resource-form';
import { ResourceForm } from '../kit/resource-form';
import { scopeRowsOf, useScopeRows, VoucherScopeField } from './voucher-scope';

/**
 * A voucher's form: its fields (the contract's) and the shows and categories it is for, sent as one
 * write (`show_ids`, `category_ids` in the body).
 */
export function VoucherForm(props: ResourceFormProps) {
  const scope = useScopeRows(scopeRowsOf(props.record));
  const submit: ResourceFormProps['submit'] = (submission, onProgress) =>
    props.submit({ ...submission, values: { ...submission.values, ...scope.body() } }, onProgress);
  return (
    <ResourceForm {...props} submit={submit}>
      <VoucherScopeField scope={scope} />
    </ResourceForm>
  );
}

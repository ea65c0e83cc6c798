import { useQueryClient } from '@tanstack/react-query';
import { adminMessages, f, MAX_VOUCHER_BATCH, voucherMessages as m, vouchers } from '@teater/contract';
import { useState } from 'react';
import { api, errorMessage } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { Button } from '../kit/button';
import { AdminDialog } from '../kit/dialog';
import { ResourceForm } from '../kit/resource-form';
import { useScopeRows, VoucherScopeField } from './voucher-scope';

const { code: _code, ...settings } = vouchers.fields;
/** The batch form: how many codes, their beginning, and a voucher's settings (each code the same). */
const batchFields = {
  count: f.number(m.batchCount, { required: true, min: 1, max: MAX_VOUCHER_BATCH, hint: m.batchHint }),
  prefix: f.text(m.batchPrefix, { max: 20, hint: m.batchPrefixHint }),
  ...settings,
};

/** 'Buat Banyak': many single-purpose codes at once (a school's 50), then the list reloads. */
export function VoucherBatch() {
  const [open, setOpen] = useState(false);
  const client = useQueryClient();
  const scope = useScopeRows([]);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {m.batch}
      </Button>
      <AdminDialog open={open} title={m.batchTitle} onClose={() => setOpen(false)}>
        {open && (
          <ResourceForm
            fields={batchFields}
            submit={({ values }) =>
              api<{ message: string }>('/vouchers/batch', { method: 'POST', body: { ...values, ...scope.body() } })
            }
            submitLabel={m.batch}
            busyLabel={adminMessages.busy.creating}
            onCancel={() => setOpen(false)}
            onSuccess={(result) => {
              toast.success((result as { message: string }).message);
              void client.invalidateQueries({ queryKey: [vouchers.name] });
              setOpen(false);
            }}
            onError={(error) => toast.error(errorMessage(error))}
          >
            <VoucherScopeField scope={scope} />
          </ResourceForm>
        )}
      </AdminDialog>
    </>
  );
}

import { vouchers } from '@teater/contract';
import { VoucherBatch } from '../components/voucher-batch';
import { adminScreen, ExportButton, manageConfigOf } from '../kit';

/**
 * /managevoucher: the vouchers' generic screen (its definition: table, add and edit with the
 * scope) with two more buttons: many codes at once, and the list as CSV with the same filters.
 */
export default adminScreen({
  ...manageConfigOf(vouchers),
  actions: (
    <>
      <VoucherBatch />
      <ExportButton path="/vouchers/export.csv" list={vouchers.list ?? {}} />
    </>
  ),
});

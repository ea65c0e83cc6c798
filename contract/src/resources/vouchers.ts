import { f } from '../fields.js';
import { voucherMessages as v } from '../messages/vouchers.js';
import { defineResource } from '../resource.js';
import { column } from '../resource-admin.js';
import { adminMenu } from '../site/links.js';

export const VOUCHER_KINDS = [
  { value: 'percent', label: v.kinds.percent },
  { value: 'fixed', label: v.kinds.fixed },
] as const;
export type VoucherKind = (typeof VOUCHER_KINDS)[number]['value'];

/**
 * Discount codes (/managevoucher): a percentage or a fixed amount off an order's seats, within a
 * validity window, limited in total uses and uses per account, and optionally to some shows and,
 * within them, some categories (`show_ids`, `category_ids`: columns beside the fields, edited in
 * the form's scope part). Checked and applied by the server when ordering (api/src/box-office/vouchers.ts).
 */
export const vouchers = defineResource({
  name: 'vouchers',
  path: '/vouchers',
  label: 'Voucher',
  fields: {
    code: f.text(v.code, { required: true, max: 40, hint: v.codeHint }),
    kind: f.select(v.kind, VOUCHER_KINDS, { required: true }),
    amount: f.number(v.amount, { required: true, min: 1, max: 100_000_000, hint: v.amountHint }),
    valid_from: f.datetime(v.validFrom),
    valid_until: f.datetime(v.validUntil),
    max_uses: f.number(v.maxUses, { min: 1, max: 1_000_000, hint: v.maxUsesHint }),
    max_uses_per_account: f.number(v.maxUsesPerAccount, { min: 1, max: 1_000, hint: v.maxUsesHint }),
    note: f.text(v.note, { max: 200, hint: v.noteHint }),
  },
  access: { read: 'admin', write: 'admin' },
  body: 'json',
  list: {
    search: ['code', 'note'],
    sort: { fields: ['createdAt', 'code', 'valid_until'], default: '-createdAt' },
    filters: {
      kind: { kind: 'enum', values: ['percent', 'fixed'], labels: v.kinds, label: v.kind },
      createdAt: { kind: 'range', label: 'Dibuat' },
    },
  },
  routes: { admin: '/managevoucher' },
  menus: [adminMenu('shop', v.title, 15)],
  admin: {
    title: v.manageTitle,
    columns: [
      column.text('code', v.code),
      column.custom('voucherAmount', 'Potongan'),
      column.custom('voucherScope', v.scope),
      column.dateTime('valid_from', 'Mulai'),
      column.dateTime('valid_until', 'Sampai'),
      column.custom('voucherUses', v.used),
      column.text('note', v.note),
    ],
    customForm: 'voucherScope',
    add: { label: v.add, dialog: true },
    texts: {
      created: v.created,
      updated: v.updated,
      confirmQuestion: v.deleteConfirm,
      empty: v.empty,
      addTitle: v.add,
      editTitle: 'Edit Voucher',
    },
    rowLabel: '{code}',
  },
});

import { formatRupiah, voucherMessages as m, type VoucherScope } from '@teater/contract';

/** A voucher's discount as its table shows it: '10%' or 'Rp 25.000,00'. */
export const voucherAmountText = (row: Record<string, unknown>) =>
  row.kind === 'fixed' ? formatRupiah(Number(row.amount)) : `${Number(row.amount)}%`;

/** The shows a voucher is for, each with the categories chosen ('Semua pertunjukan' without any). */
export function VoucherScopeList({ scope }: { scope: VoucherScope }) {
  if (scope.length === 0) return <span className="text-stone-500">{m.scopeAll}</span>;
  return (
    <ul className="space-y-1">
      {scope.map((show) => (
        <li key={show.id}>
          <span className="font-medium">{show.nama_pertujukan}</span>
          {show.categories.length > 0 && ` (${show.categories.map((c) => c.name).join(', ')})`}
        </li>
      ))}
    </ul>
  );
}

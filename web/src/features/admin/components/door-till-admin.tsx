import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API_BASE,
  type ChannelSales,
  type DoorQuota,
  type DoorShift,
  formatDateTimeWib,
  formatRupiah,
  doorSalesMessages as m,
} from '@teater/contract';
import { useId, useState } from 'react';
import { ColumnHeads } from '../../../components/column-heads';
import { api, errorMessage } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { DoorQuotaOf, SaveQuotaButton } from './door-seats-form';
import { DoorShowPicker } from './door-show-picker';

type Category = { id: number; name: string; seats: number; seats_left: number };

/** One show's door quota per category: seats set aside from online sale, saved together. */
function QuotaForm({ showId }: { showId: number }) {
  const id = useId();
  const client = useQueryClient();
  const show = useQuery({
    queryKey: ['tiket', showId],
    queryFn: ({ signal }) =>
      api<{ data: { categories: Category[] } }>(`/tiket/${showId}`, { signal }).then((r) => r.data),
  });
  const quotas = useQuery({
    queryKey: ['door', 'quota', showId],
    queryFn: ({ signal }) => api<{ data: DoorQuota[] }>(`/door/shows/${showId}/quota`, { signal }).then((r) => r.data),
  });
  const [seats, setSeats] = useState<Record<number, string>>({});
  const save = useMutation({
    mutationFn: () =>
      api(`/door/shows/${showId}/quota`, {
        method: 'PUT',
        body: {
          categories: (show.data?.categories ?? []).map((c) => ({
            id: c.id,
            seats: Number(seats[c.id] ?? quotas.data?.find((q) => q.categoryId === c.id)?.seats ?? 0) || 0,
          })),
        },
      }),
    onSuccess: async () => {
      toast.success(m.quotaSaved);
      await client.invalidateQueries({ queryKey: ['door', 'quota', showId] });
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  return (
    <form
      className="flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      {(show.data?.categories ?? []).map((category) => {
        const quota = quotas.data?.find((q) => q.categoryId === category.id);
        return (
          <div key={category.id}>
            <label htmlFor={`${id}-${category.id}`} className="block font-medium text-sm">
              {m.quotaSeats(category.name)}
            </label>
            <input
              id={`${id}-${category.id}`}
              inputMode="numeric"
              value={seats[category.id] ?? String(quota?.seats ?? 0)}
              onChange={(event) => setSeats({ ...seats, [category.id]: event.target.value.replace(/\D/g, '') })}
              className="mt-1 w-28 rounded-lg border border-stone-300 px-3 py-2"
            />
            {quota && <span className="block text-stone-600 text-xs">{`${m.sold}: ${quota.sold}`}</span>}
          </div>
        );
      })}
      <SaveQuotaButton pending={save.isPending} />
    </form>
  );
}

/** Every till shift of the show: who, which phone, the float, expected and counted cash, the difference. */
function ShiftsTable({ showId }: { showId: number }) {
  const shifts = useQuery({
    queryKey: ['door', 'shifts', showId],
    queryFn: ({ signal }) => api<{ data: DoorShift[] }>(`/door/shows/${showId}/shifts`, { signal }).then((r) => r.data),
  });
  const heads = [
    m.staff,
    m.device,
    m.openedAt,
    m.floatLabel,
    m.cashSales,
    m.expected,
    m.countedLabel,
    m.difference,
    m.shiftLines,
    m.reportPdf,
  ];
  const money = (n: number | null) => (n === null ? '-' : formatRupiah(n));
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm" aria-label={m.shiftsTitle}>
        <ColumnHeads heads={heads} cellClassName="px-2 py-1 text-left" />
        <tbody>
          {(shifts.data ?? []).map((shift) => (
            <tr key={shift.id} data-testid="door-shift" className="border-stone-200 border-t">
              <td className="px-2 py-1">{shift.staff}</td>
              <td className="px-2 py-1">{shift.device}</td>
              <td className="px-2 py-1">{formatDateTimeWib(shift.openedAt)}</td>
              <td className="px-2 py-1">{money(shift.float)}</td>
              <td className="px-2 py-1">{money(shift.cashSales)}</td>
              <td className="px-2 py-1">{money(shift.expected)}</td>
              <td className="px-2 py-1">{money(shift.counted)}</td>
              <td className="px-2 py-1 font-semibold" data-testid="shift-difference">
                {money(shift.difference)}
              </td>
              <td className="px-2 py-1" data-testid="shift-lines">
                {shift.lines.map((line) => (
                  <span key={`${line.category}-${line.method}`} className="block whitespace-nowrap">
                    {line.category} · {line.method === 'cash' ? m.cash : m.qris}: {line.tickets} ·{' '}
                    {formatRupiah(line.amount)}
                  </span>
                ))}
                {shift.refunds > 0 && (
                  <span className="block">
                    {m.refunds}: {shift.refunds}
                  </span>
                )}
                {shift.voids > 0 && (
                  <span className="block">
                    {m.voids}: {shift.voids}
                  </span>
                )}
              </td>
              <td className="px-2 py-1">
                <a
                  className="font-semibold text-brand-700 underline"
                  href={`${API_BASE}/door/shifts/${shift.id}/report.pdf`}
                  download
                  data-testid="shift-pdf"
                >
                  PDF
                </a>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The show's paid sales by channel (web, door) and method: what the door took beside the shop. */
function ChannelsTable({ showId }: { showId: number }) {
  const channels = useQuery({
    queryKey: ['door', 'channels', showId],
    queryFn: ({ signal }) =>
      api<{ data: ChannelSales[] }>(`/door/shows/${showId}/channels`, { signal }).then((r) => r.data),
  });
  const rows = channels.data ?? [];
  if (channels.isSuccess && rows.length === 0) return <p className="text-sm text-stone-600">{m.noSales}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm" aria-label={m.channelsTitle}>
        <caption className="text-left font-semibold">{m.channelsTitle}</caption>
        <ColumnHeads
          heads={[m.channel, m.payMethod, m.orders, m.tickets, m.amount]}
          cellClassName="px-2 py-1 text-left"
        />
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.channel}-${row.method}`} data-testid="channel-sales" className="border-stone-200 border-t">
              <td className="px-2 py-1">{row.channel}</td>
              <td className="px-2 py-1">{row.method ?? '-'}</td>
              <td className="px-2 py-1">{row.orders}</td>
              <td className="px-2 py-1">{row.tickets}</td>
              <td className="px-2 py-1">{formatRupiah(row.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** /managedoor's box office: pick a show, set its door quota, read its till shifts and their differences. */
export function DoorTillAdmin() {
  const id = useId();
  const [showId, setShowId] = useState('');
  return (
    <section className="mt-8 space-y-4 rounded-lg border border-stone-200 bg-white p-4">
      <h2 className="font-bold text-lg">
        {m.quotaTitle} · {m.shiftsTitle}
      </h2>
      <DoorShowPicker
        id={`${id}-show`}
        label={m.quotaShow}
        none="-"
        value={showId}
        onChange={setShowId}
        className="w-full min-w-0 sm:max-w-sm"
      />
      {showId && (
        <DoorQuotaOf key={`q${showId}`} showId={Number(showId)} general={<QuotaForm showId={Number(showId)} />} />
      )}
      {showId && <ChannelsTable key={`c${showId}`} showId={Number(showId)} />}
      {showId && <ShiftsTable key={`s${showId}`} showId={Number(showId)} />}
    </section>
  );
}

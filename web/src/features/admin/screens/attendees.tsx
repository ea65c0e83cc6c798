import { useQuery } from '@tanstack/react-query';
import { type Attendance, type Attendee, attendeesList, formatDateTime, seatMessages } from '@teater/contract';
import { useMemo } from 'react';
import { useRouteId } from '../../../components/use-route-id';
import { api } from '../../../lib/api';
import { AdminPage, Button, columnKit, type ListSource, ServerTable, useServerList } from '../kit';
import { ExportButton } from '../kit/export-button';

const c = columnKit<Attendee>();
const columns = [
  c.custom(
    'Nama',
    (row) => (
      <span>
        {row.nama_user}
        <span className="block text-stone-500 text-xs">{row.no_telp}</span>
      </span>
    ),
    'nama_user',
  ),
  c.custom('Tiket', (row) => `${row.seat}/${row.jumlah_tiket}`),
  c.custom('Kategori', (row) => row.category),
  c.custom('Kode Tiket', (row) => <span className="font-mono text-xs">{row.code}</span>),
  c.custom(
    'Hadir',
    (row) => (row.checkedInAt ? formatDateTime(row.checkedInAt) : seatMessages.notYet),
    'checked_in_at',
  ),
];

/** /checkin/:id: a show's check-in list, one row per ticket, with its live count; printable and as CSV. */
export default function AttendeesScreen() {
  const showId = useRouteId() ?? 0;
  const source = useMemo<ListSource>(
    () => ({ path: `/tiket/${showId}/attendees`, key: ['attendees', showId], list: attendeesList }),
    [showId],
  );
  const server = useServerList<Attendee>(source);
  const attendance = useQuery({
    queryKey: ['attendance', showId],
    queryFn: ({ signal }) => api<{ data: Attendance }>(`/tiket/${showId}/attendance`, { signal }).then((r) => r.data),
    refetchInterval: 10_000,
  });
  const title = attendance.data
    ? `${seatMessages.attendeesTitle}: ${attendance.data.nama_pertujukan}`
    : seatMessages.attendeesTitle;
  return (
    <AdminPage
      title={title}
      actions={
        <>
          <Button type="button" onClick={() => window.print()}>
            {seatMessages.print}
          </Button>
          <ExportButton path={`/tiket/${showId}/attendees.csv`} list={attendeesList} />
        </>
      }
    >
      {attendance.data && (
        <p className="mb-4 font-bold text-2xl" data-testid="attendance">
          {seatMessages.present(attendance.data.present, attendance.data.sold)}
        </p>
      )}
      <ServerTable server={server} columns={columns} numbered caption={title} empty={seatMessages.attendeesEmpty} />
    </AdminPage>
  );
}

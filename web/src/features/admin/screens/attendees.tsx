import { useQuery } from '@tanstack/react-query';
import {
  API_BASE,
  type Attendee,
  attendeesList,
  checkinMessages,
  type DoorAttendance,
  type DoorConflict,
  type DoorScanRow,
  formatDateTimeWib,
  type ListAnswer,
  seatMessages,
} from '@teater/contract';
import { useMemo } from 'react';
import { useRouteId } from '../../../components/use-route-id';
import { api } from '../../../lib/api';
import { ConflictsPanel } from '../../door/conflicts-panel';
import { RefusedPanel } from '../../door/refused-panel';
import { AdminPage, Button, columnKit, type ListSource, ServerTable, useServerList } from '../kit';
import { ExportButton } from '../kit/export-button';

const c = columnKit<Attendee>();
const columns = [
  c.custom(
    checkinMessages.attendees.name,
    (row) => (
      <span>
        {row.nama_user}
        <span className="block text-stone-500 text-xs">{row.no_telp}</span>
      </span>
    ),
    'nama_user',
  ),
  c.custom(checkinMessages.attendees.tickets, (row) => `${row.seat}/${row.jumlah_tiket}`),
  c.custom(checkinMessages.attendees.category, (row) => row.category),
  c.custom(checkinMessages.attendees.code, (row) => <span className="font-mono text-xs">{row.code}</span>),
  c.custom(
    checkinMessages.attendees.present,
    (row) => (row.checkedInAt ? formatDateTimeWib(row.checkedInAt) : seatMessages.notYet),
    'checked_in_at',
  ),
  c.custom(checkinMessages.attendees.device, (row) => (
    <span>
      {row.device ?? ''}
      {row.admissions > 1 && (
        <span className="block font-semibold text-red-800 text-xs">
          {checkinMessages.conflicts}: {row.admissions}x
        </span>
      )}
    </span>
  )),
];

/** The refused scans the page shows; the CSV has every one. */
const REFUSED_SHOWN = 50;

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
    queryFn: ({ signal }) =>
      api<{ data: DoorAttendance }>(`/tiket/${showId}/attendance`, { signal }).then((r) => r.data),
    refetchInterval: 10_000,
  });
  const conflicts = useQuery({
    queryKey: ['attendance', showId, 'conflicts'],
    queryFn: ({ signal }) => api<ListAnswer<DoorConflict>>(`/tiket/${showId}/conflicts`, { signal }),
    refetchInterval: 10_000,
  });
  const refused = useQuery({
    queryKey: ['attendance', showId, 'refused'],
    queryFn: ({ signal }) =>
      api<ListAnswer<DoorScanRow>>(`/tiket/${showId}/scans?refused=true&limit=${REFUSED_SHOWN}`, { signal }),
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
        <p className="mb-4 flex flex-wrap items-baseline gap-x-4">
          <span className="font-bold text-2xl" data-testid="attendance">
            {seatMessages.present(attendance.data.present, attendance.data.sold)}
          </span>
          <span className="text-stone-600">{checkinMessages.refusedCount(attendance.data.refused)}</span>
        </p>
      )}
      {conflicts.data && (
        <div className="mb-6">
          <ConflictsPanel conflicts={conflicts.data.data} total={conflicts.data.meta.total} />
        </div>
      )}
      {refused.data && (
        <div className="mb-6">
          <RefusedPanel
            scans={refused.data.data}
            total={refused.data.meta.total}
            csvHref={`${API_BASE}/tiket/${showId}/scans.csv?refused=true`}
          />
        </div>
      )}
      <ServerTable server={server} columns={columns} numbered caption={title} empty={seatMessages.attendeesEmpty} />
    </AdminPage>
  );
}

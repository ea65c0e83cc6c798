import {
  type AdminWaitlistEntry,
  formatDateTime,
  formatDateTimeWib,
  waitlistMessages as m,
  waitlistList,
} from '@teater/contract';
import { WaitlistAdminActions } from '../components/waitlist-admin-actions';
import { AdminPage, columnKit, type ListSource, ServerTable, useServerList } from '../kit';

const source: ListSource = { path: '/tiket/waitlist', key: ['tiket', 'waitlist', 'admin'], list: waitlistList };
const c = columnKit<AdminWaitlistEntry>();

/** Where an entry stands: its place in line, its offer's time, or how it ended. */
const standing = (row: AdminWaitlistEntry) => {
  if (row.status === 'waiting') return `${m.status.waiting} · ${m.position(row.position ?? 1)}`;
  if (row.status === 'offered' && row.offer_expires_at) return m.offeredUntil(formatDateTime(row.offer_expires_at));
  return m.status[row.status];
};

const columns = [
  c.custom('Pertunjukan', (row) => (
    <span>
      {row.tiket.nama_pertujukan}
      <span className="block text-stone-500 text-xs">{row.category.name}</span>
    </span>
  )),
  c.custom('Nama', (row) => (
    <span>
      {row.buyer_name}
      <span className="block text-stone-500 text-xs">{row.buyer_email}</span>
    </span>
  )),
  c.custom(m.quantity, (row) => row.quantity, 'quantity'),
  c.custom('Status', standing),
  c.custom('Bergabung', (row) => formatDateTimeWib(row.createdAt), 'createdAt'),
  c.custom('Aksi', (row) => <WaitlistAdminActions entry={row} listKey={source.key} />),
];

/** /managewaitlist: every show's waiting lists, in order of joining; filter by show and state. */
export default function WaitlistsScreen() {
  const server = useServerList<AdminWaitlistEntry>(source);
  return (
    <AdminPage title={m.manageTitle}>
      <p className="mb-4 text-sm text-stone-600">{m.joinHint}</p>
      <ServerTable server={server} columns={columns} numbered caption={m.manageTitle} empty={m.empty} />
    </AdminPage>
  );
}

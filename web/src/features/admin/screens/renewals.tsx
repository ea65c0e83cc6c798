import {
  type AdminRenewal,
  formatDateTimeWib,
  formatRupiah,
  renewalMessages as m,
  renewalsList,
} from '@teater/contract';
import { RenewalAdminStop } from '../components/renewal-admin-stop';
import { RenewalGraceSetting } from '../components/renewal-grace-setting';
import { AdminPage, columnKit, type ListSource, ServerTable, useServerList } from '../kit';

const source: ListSource = { path: '/admin/renewals', key: ['admin', 'renewals'], list: renewalsList };
const c = columnKit<AdminRenewal>();

const columns = [
  c.custom(m.member, (row) => (
    <span>
      {row.name ?? '-'}
      <span className="block text-stone-500 text-xs">{row.email ?? ''}</span>
    </span>
  )),
  c.custom(m.status, (row) => m.states[row.state]),
  c.custom(m.method, (row) => (
    <span>
      {row.method === 'card' ? m.methodCard : m.methodGopay}
      <span className="block text-stone-500 text-xs">{row.masked ?? ''}</span>
    </span>
  )),
  c.custom(m.amount, (row) => formatRupiah(row.amount)),
  c.custom(m.nextCharge, (row) => (row.next_charge_at ? formatDateTimeWib(row.next_charge_at) : '-'), 'next_charge_at'),
  c.custom(m.since, (row) => formatDateTimeWib(row.createdAt), 'createdAt'),
  c.custom('Aksi', (row) => <RenewalAdminStop plan={row} listKey={source.key} />),
];

/**
 * /managerenewals: the grace period's setting, and every automatic subscription by state (active,
 * past due, stopped, lapsed) and method, each live one with its stop.
 */
export default function RenewalsScreen() {
  const server = useServerList<AdminRenewal>(source);
  return (
    <AdminPage title={m.adminTitle}>
      <RenewalGraceSetting />
      <ServerTable server={server} columns={columns} numbered caption={m.adminTitle} empty={m.adminEmpty} />
    </AdminPage>
  );
}

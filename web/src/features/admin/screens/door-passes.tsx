import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type DoorPass,
  doorPassesList,
  doorSalesMessages,
  formatDate,
  formatDateTimeWib,
  doorPassMessages as t,
} from '@teater/contract';
import { useId, useState } from 'react';
import { api, errorMessage } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { PassLink } from '../components/door-pass-link';
import { SellingToggle } from '../components/door-selling-toggle';
import { DoorShowPicker } from '../components/door-show-picker';
import { DoorTillAdmin } from '../components/door-till-admin';
import { AdminPage, Button, columnKit, type ListSource, ServerTable, useServerList } from '../kit';

const passesSource: ListSource = { path: '/door/passes', key: ['door', 'passes'], list: doorPassesList };

const statusOf = (pass: DoorPass) =>
  pass.revokedAt
    ? t.statusRevoked
    : Date.parse(pass.expiresAt) <= Date.now()
      ? t.statusExpired
      : pass.activatedAt
        ? t.statusActive
        : t.statusWaiting;

function RevokeButton({ pass }: { pass: DoorPass }) {
  const client = useQueryClient();
  const revoke = useMutation({
    mutationFn: () => api(`/door/passes/${pass.id}/revoke`, { method: 'POST' }),
    onSuccess: async () => {
      toast.success(t.revoked);
      await client.invalidateQueries({ queryKey: passesSource.key });
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  if (pass.revokedAt) return null;
  return (
    <button
      type="button"
      disabled={revoke.isPending}
      aria-label={`${t.revoke} ${pass.label}`}
      onClick={() => window.confirm(t.revokeConfirm(pass.label)) && revoke.mutate()}
      className="rounded-md px-2 py-1 font-semibold text-red-800 text-xs ring-1 ring-red-200 hover:bg-red-50 disabled:opacity-60"
    >
      {t.revoke}
    </button>
  );
}

const c = columnKit<DoorPass>();
const columns = [
  c.custom(t.label, (row) => row.label, 'label'),
  c.custom(t.show, (row) => (row.show ? `${row.show.name} (${formatDate(row.show.date)})` : t.allShows)),
  c.custom(t.status, statusOf),
  c.custom(doorSalesMessages.canSell, (row) => <SellingToggle pass={row} listKey={passesSource.key} />),
  c.custom(t.expiresAt, (row) => formatDateTimeWib(row.expiresAt)),
  c.custom(
    t.createdAt,
    (row) => `${formatDateTimeWib(row.createdAt)}${row.createdBy ? ` · ${row.createdBy}` : ''}`,
    'createdAt',
  ),
  c.custom(t.actions, (row) => <RevokeButton pass={row} />),
];

/** The form: a name for the door or phone, and its show (or all shows). */
function CreatePass({ onCreated }: { onCreated: (link: string) => void }) {
  const id = useId();
  const client = useQueryClient();
  const [label, setLabel] = useState('');
  const [showId, setShowId] = useState('');
  const create = useMutation({
    mutationFn: () =>
      api<{ data: DoorPass & { link: string } }>('/door/passes', {
        method: 'POST',
        body: { label, showId: showId ? Number(showId) : null },
      }),
    onSuccess: async ({ data }) => {
      toast.success(t.created);
      setLabel('');
      onCreated(data.link);
      await client.invalidateQueries({ queryKey: passesSource.key });
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  return (
    <form
      className="mb-6 flex flex-wrap items-end gap-3 rounded-lg border border-stone-200 bg-white p-4"
      onSubmit={(event) => {
        event.preventDefault();
        create.mutate();
      }}
    >
      <div className="grow">
        <label htmlFor={`${id}-label`} className="block font-medium text-sm">
          {t.label}
        </label>
        <input
          id={`${id}-label`}
          value={label}
          required
          maxLength={60}
          placeholder={t.labelHint}
          onChange={(event) => setLabel(event.target.value)}
          className="mt-1 w-full rounded-lg border border-stone-300 px-3 py-2"
        />
      </div>
      <DoorShowPicker
        id={`${id}-show`}
        label={t.show}
        none={t.allShows}
        value={showId}
        onChange={setShowId}
        className="w-full min-w-0 sm:w-auto sm:max-w-sm"
      />
      <Button type="submit" disabled={create.isPending}>
        {t.create}
      </Button>
    </form>
  );
}

/** /managedoor: door passes: made per show or for all shows, each link opened once on a phone, revoked at once. */
export default function DoorPassesScreen() {
  const server = useServerList<DoorPass>(passesSource);
  const [link, setLink] = useState<string | null>(null);
  return (
    <AdminPage title={t.title}>
      <p className="mb-4 text-stone-700">{t.intro}</p>
      <CreatePass onCreated={setLink} />
      {link && <PassLink link={link} />}
      <ServerTable server={server} columns={columns} numbered caption={t.title} empty={t.empty} />
      <DoorTillAdmin />
    </AdminPage>
  );
}

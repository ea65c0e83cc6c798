import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  adminMessages,
  adminUserCreateBody,
  adminUserPatchBody,
  type Fields,
  f,
  type User,
  usersList,
} from '@teater/contract';
import { useMemo, useState } from 'react';
import { api, errorMessage } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { HistoryLink } from '../audit/history-link';
import { EndSessionsButton } from '../components/end-sessions-button';
import {
  AdminDialog,
  AdminPage,
  Button,
  ConfirmDialog,
  columnKit,
  type FormSubmission,
  type ListSource,
  ResourceForm,
  ServerTable,
  StatusBanner,
  useServerList,
  useStatus,
} from '../kit';
import { ExportButton } from '../kit/export-button';

export const usersKey = ['users'] as const;

/** GET /users, one page at a time (the server answers no-store: admins see the current accounts). */
const usersSource: ListSource = { path: '/users', key: usersKey, list: usersList };

const roleOption = (value: string) => ({ value, label: value });

/** Spec 6: account forms offer admin and user; only a superadmin may hand out 'admin' (the server enforces it). */
function createFields(callerRole: string | undefined): Fields {
  const roles = callerRole === 'superadmin' ? ['admin', 'user'] : ['user'];
  return {
    email: f.text(adminMessages.accounts.email, { required: true }),
    name: f.text(adminMessages.accounts.name, { required: true }),
    password: f.text(adminMessages.accounts.password, { required: true }),
    role: f.select(adminMessages.accounts.role, roles.map(roleOption), { required: true }),
  };
}

function editFields(callerRole: string | undefined, target: User): Fields {
  const roles = callerRole === 'superadmin' ? ['admin', 'user'] : ['user'];
  if (!roles.includes(target.role)) roles.push(target.role);
  return {
    name: f.text(adminMessages.accounts.name, { required: true }),
    email: f.text(adminMessages.accounts.email, { required: true }),
    role: f.select(adminMessages.accounts.role, roles.map(roleOption), { required: true }),
    subscription_time: f.datetime(adminMessages.accounts.subscriptionTime),
  };
}

const c = columnKit<User>();
const columns = [
  c.text('name', adminMessages.accounts.name),
  c.text('email', adminMessages.accounts.email),
  c.text('role', adminMessages.accounts.role),
  c.yesNo('subscription', adminMessages.accounts.subscription),
  c.date('subscription_time', adminMessages.accounts.subscriptionTime),
];

type Editing = { mode: 'create' } | { mode: 'edit'; user: User } | null;

/** The accounts table with add, edit and delete; also shown on the dashboard. */
export function AccountsPanel({ addButton = true }: { addButton?: boolean }) {
  const client = useQueryClient();
  const { user: me } = useSession();
  const server = useServerList<User>(usersSource);
  const { status, success, failure, clear } = useStatus();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<User | null>(null);
  const reload = () => client.invalidateQueries({ queryKey: usersKey });
  const remove = useMutation({
    mutationFn: (id: number) => api<{ message: string }>(`/users/${id}`, { method: 'DELETE' }),
    onSuccess: reload,
  });

  const target = editing?.mode === 'edit' ? editing.user : null;
  const fields = useMemo(() => (target ? editFields(me?.role, target) : createFields(me?.role)), [target, me?.role]);

  const submit = async ({ values }: FormSubmission) => {
    const res = target
      ? await api<{ message?: string }>(`/users/${target.id}`, { method: 'PATCH', body: values })
      : await api<{ message?: string }>('/users', { method: 'POST', body: values });
    await reload();
    return res;
  };

  return (
    <section aria-label={adminMessages.accounts.label}>
      <StatusBanner status={status} onDismiss={clear} />
      {addButton && (
        <div className="mb-4 flex justify-end">
          <Button onClick={() => setEditing({ mode: 'create' })}>{adminMessages.accounts.add}</Button>
        </div>
      )}
      <ServerTable
        server={server}
        columns={columns}
        caption={adminMessages.accounts.list}
        rowLabel={(u) => u.email}
        actions={(u) => (
          <>
            <HistoryLink resource="users" id={u.id} label={u.email} />
            {me?.role === 'superadmin' && <EndSessionsButton user={u} onDone={success} onError={failure} />}
          </>
        )}
        onEdit={(user) => setEditing({ mode: 'edit', user })}
        onDelete={setDeleting}
      />
      <AdminDialog
        open={editing !== null}
        title={target ? adminMessages.accounts.edit : adminMessages.accounts.add}
        onClose={() => setEditing(null)}
      >
        {editing && (
          <ResourceForm
            key={target?.id ?? 'new'}
            fields={fields}
            record={target}
            schema={target ? adminUserPatchBody : adminUserCreateBody}
            inputTypes={{ email: 'email', password: 'password' }}
            submit={submit}
            submitLabel={target ? adminMessages.update : adminMessages.add}
            busyLabel={target ? adminMessages.busy.updating : adminMessages.busy.creating}
            onCancel={() => setEditing(null)}
            onSuccess={() => {
              success(target ? adminMessages.accountUpdated : adminMessages.accountAdded);
              setEditing(null);
            }}
            onError={(error) => failure(errorMessage(error, adminMessages.saveFailed))}
          />
        )}
      </AdminDialog>
      <ConfirmDialog
        open={deleting !== null}
        question={adminMessages.accountDeleteQuestion}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          try {
            const res = await remove.mutateAsync(deleting.id);
            success(res.message);
          } catch (error) {
            failure(errorMessage(error, adminMessages.deleteFailed));
          } finally {
            setDeleting(null);
          }
        }}
      />
    </section>
  );
}

export default function AccountsScreen() {
  return (
    <AdminPage
      title={adminMessages.accounts.manage}
      actions={<ExportButton path="/users/export.csv" list={usersList} />}
    >
      <AccountsPanel />
    </AdminPage>
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { adminMessages, authMessages, f, profilePatchBody, updatePasswordBody } from '@teater/contract';
import { z } from 'zod';
import { api, errorMessage } from '../../../lib/api';
import { sessionKey, useSession } from '../../../lib/session';
import { AdminPage, type FormSubmission, Panel, ResourceForm, StatusBanner, uploadImage, useStatus } from '../kit';

// Built at render, so their labels are in the page's language.
const profileFields = () => ({
  name: f.text(adminMessages.profile.username, { required: true }),
  email: f.text(adminMessages.accounts.email, { required: true }),
});
const passwordFields = () => ({
  password_current: f.text(adminMessages.profile.currentPassword, { required: true }),
  password: f.text(adminMessages.profile.newPassword, { required: true }),
});
const avatarFields = () => ({ avatar: f.imageUrl(adminMessages.profile.avatar, { required: true }) });
const noTextFields = z.object({});

/** The logged-in admin's own account: name and e-mail, password, avatar. */
export default function ProfileScreen() {
  const { user } = useSession();
  const client = useQueryClient();
  const { status, success, failure, clear } = useStatus();
  if (!user) return null;
  const refresh = () => client.invalidateQueries({ queryKey: sessionKey });

  const patch = async (body: Record<string, unknown>) => {
    await api(`/users/${user.id}`, { method: 'PATCH', body });
    await refresh();
  };
  const report = (error: unknown) => failure(errorMessage(error));

  return (
    <AdminPage title={adminMessages.profile.title}>
      <StatusBanner status={status} onDismiss={clear} />
      <div className="grid gap-6 lg:grid-cols-2">
        <Panel id="profile-data" title={adminMessages.profile.data}>
          <ResourceForm
            fields={profileFields()}
            record={user}
            schema={profilePatchBody}
            inputTypes={{ email: 'email' }}
            submit={({ values }: FormSubmission) => patch(values)}
            submitLabel={adminMessages.save}
            busyLabel={adminMessages.busy.saving}
            onSuccess={() => success(authMessages.profileUpdated)}
            onError={report}
          />
        </Panel>
        <Panel id="profile-avatar" title={adminMessages.profile.avatar}>
          <ResourceForm
            fields={avatarFields()}
            record={user}
            schema={noTextFields}
            submit={async ({ files }: FormSubmission, onProgress) => {
              const file = files.avatar?.[0];
              if (file) await patch({ avatar: await uploadImage(file, onProgress) });
            }}
            submitLabel={adminMessages.upload}
            busyLabel={adminMessages.busy.uploading}
            doneLabel={adminMessages.uploaded}
            resetOnSuccess
            onSuccess={() => success(adminMessages.avatarUpdated)}
            onError={report}
          />
        </Panel>
        <Panel id="profile-password" title={adminMessages.profile.changePassword}>
          <ResourceForm
            fields={passwordFields()}
            schema={updatePasswordBody}
            inputTypes={{ password_current: 'password', password: 'password' }}
            submit={({ values }: FormSubmission) =>
              api('/users/update-password', { method: 'POST', body: { id: user.id, ...values } })
            }
            submitLabel={adminMessages.profile.change}
            busyLabel={adminMessages.busy.updating}
            resetOnSuccess
            onSuccess={() => success(authMessages.passwordChanged)}
            onError={report}
          />
        </Panel>
      </div>
    </AdminPage>
  );
}

import { adminMessages, type Entity, type ipvideos, landingMessages } from '@teater/contract';
import { useMemo, useState } from 'react';
import { errorMessage } from '../../../lib/api';
import { introVideoApi } from '../../landing/api';
import {
  AdminDialog,
  AdminPage,
  Button,
  columnKit,
  formFields,
  ResourceForm,
  resourceListSource,
  ServerTable,
  StatusBanner,
  useResourceSubmit,
  useServerList,
  useStatus,
} from '../kit';

const t = landingMessages;
type Video = Entity<typeof ipvideos> & { id: number };

function Preview({ url, label }: { url: string | null; label: string }) {
  if (!url) return <span className="text-stone-400">-</span>;
  // biome-ignore lint/a11y/useMediaCaption: stage footage without speech
  return <video src={url} controls width={120} preload="metadata" aria-label={label} className="rounded" />;
}

const c = columnKit<Video>();
const columns = [
  c.custom(t.videoPreview(1), (row) => <Preview url={row.video1} label={t.videoLabel(1, row.id)} />),
  c.custom(t.videoPreview(2), (row) => <Preview url={row.video2} label={t.videoLabel(2, row.id)} />),
];

/**
 * Manage Videos (spec 2): the landing intro videos. Built from the kit's parts because the spec
 * fixes its own texts: the 100MB notice, 'Add Video'/'Edit Video', 'Uploading...'/'Updating...'.
 */
export default function IntroVideosScreen() {
  const server = useServerList<Video>(resourceListSource(introVideoApi));
  const { remove } = introVideoApi.useMutations();
  const submitFor = useResourceSubmit(introVideoApi);
  const { status, success, failure, clear } = useStatus();
  const [editing, setEditing] = useState<{ row: Video | null } | null>(null);
  const fields = useMemo(() => formFields(introVideoApi.def.fields), []);
  const row = editing?.row ?? null;

  const onDelete = (video: Video) => {
    if (!window.confirm(t.confirmDelete)) return;
    remove.mutateAsync(video.id).then(
      () => success(t.videoDeleted),
      (error) => failure(errorMessage(error, t.videoDeleteFailed)),
    );
  };

  return (
    <AdminPage title={t.manageVideos} actions={<Button onClick={() => setEditing({ row: null })}>{t.addVideo}</Button>}>
      <StatusBanner status={status} onDismiss={clear} />
      <p className="mb-4 rounded-md border border-yellow-300 bg-yellow-50 px-4 py-3 text-sm text-yellow-900">
        {t.videoNotice}
      </p>
      <ServerTable
        server={server}
        columns={columns}
        empty={t.noVideos}
        fetchFailed={t.videoFetchFailed}
        caption={t.manageVideos}
        rowLabel={(v) => t.videoRow(v.id)}
        onEdit={(v) => setEditing({ row: v })}
        onDelete={onDelete}
      />
      <AdminDialog open={editing !== null} title={row ? t.editVideo : t.addVideo} onClose={() => setEditing(null)}>
        {editing && (
          <ResourceForm
            key={row?.id ?? 'new'}
            fields={fields}
            record={row}
            submit={submitFor(row?.id)}
            submitLabel={row ? adminMessages.update : adminMessages.add}
            busyLabel={row ? t.updating : t.uploading}
            failureText={t.videoSaveFailed}
            onCancel={() => setEditing(null)}
            onSuccess={() => {
              success(row ? t.videoUpdated : t.videoAdded);
              setEditing(null);
            }}
            onError={(error) => failure(errorMessage(error, t.videoSaveFailed))}
          />
        )}
      </AdminDialog>
    </AdminPage>
  );
}

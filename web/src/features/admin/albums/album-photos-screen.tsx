import { type AlbumPhoto, hrefOf, type ResourceKey, resources, albumMessages as t, uiMessages } from '@teater/contract';
import { useState } from 'react';
import { useParams } from 'react-router';
import { EmptyState, ErrorState, Loading } from '../../../components/status';
import { errorMessage } from '../../../lib/api';
import { AdminPage } from '../kit/admin-page';
import { ConfirmDialog } from '../kit/confirm-dialog';
import { StatusBanner, useStatus } from '../kit/status-banner';
import { useAlbumPhotos } from './album-photos-api';
import { PhotoPicker } from './photo-picker';
import { SortablePhotos } from './sortable-photos';
import { useUploadQueue } from './upload-queue';

/**
 * An album's photos, any number of them (its definition's `photos` and `adminPhotos` route:
 * /managegallery/{id}/foto, /managephotos/{id}/foto).
 */
export default function AlbumPhotosScreen({ resource }: { resource: ResourceKey }) {
  const def = resources[resource];
  const listPath = hrefOf(def.routes.admin);
  const id = Number(useParams().id);
  const { query, upload, reorder, remove, keepChosenOrder } = useAlbumPhotos(def, id);
  const status = useStatus();
  const queue = useUploadQueue<number | undefined>(upload, (added) =>
    keepChosenOrder(added).catch((error) => status.failure(errorMessage(error))),
  );
  const [removing, setRemoving] = useState<AlbumPhoto | null>(null);

  const act = (action: Promise<unknown>, done: string) =>
    action.then(
      () => status.success(done),
      (error) => status.failure(errorMessage(error)),
    );

  const album = query.data;
  // while a new order is saved, it shows already (no jump back and forth)
  const pending = reorder.isPending ? reorder.variables : null;
  const photos = album && pending ? pending.flatMap((pid) => album.photos.filter((p) => p.id === pid)) : album?.photos;
  const title = album ? `${t.title}: ${album.judul}` : t.title;

  return (
    <AdminPage title={title} back={{ to: listPath, label: t.back }}>
      <StatusBanner status={status.status} onDismiss={status.clear} />
      {query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <ErrorState message={errorMessage(query.error, uiMessages.fetchError)} onRetry={() => query.refetch()} />
      ) : (
        <div className="space-y-6">
          <PhotoPicker queue={queue} />
          <p className="text-sm text-stone-600">
            {t.count(photos?.length ?? 0)} · {t.dragHint}
          </p>
          {photos && photos.length > 0 ? (
            <SortablePhotos
              photos={photos}
              busy={reorder.isPending || remove.isPending}
              onReorder={(order) => void act(reorder.mutateAsync(order), t.reordered)}
              onRemove={setRemoving}
            />
          ) : (
            <EmptyState>{t.empty}</EmptyState>
          )}
        </div>
      )}
      <ConfirmDialog
        open={removing !== null}
        question={t.removeQuestion}
        busy={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() =>
          removing && void act(remove.mutateAsync(removing.id), t.removed).finally(() => setRemoving(null))
        }
      />
    </AdminPage>
  );
}

import { contentMessages, galeris, langOf } from '@teater/contract';
import { NotFoundNotice } from '../../../components/not-found-notice';
import { PageBody } from '../../../components/page-body';
import { PageHeader } from '../../../components/page-header';
import { QueryView } from '../../../components/query-view';
import { EmptyState } from '../../../components/status';
import { useRouteId } from '../../../components/use-route-id';
import { paths } from '../../../lib/site-table';
import { GalleryViewerIsland } from '../components/gallery-viewer';
import { type GalleryItem, galleryApi, galleryImages } from '../gallery-api';

const t = galeris.texts;
const shared = contentMessages;

export default function GalleryDetailPage() {
  const id = useRouteId();
  const query = galleryApi.useDetail(id ?? undefined);
  // A malformed id and an unknown one read the same to a visitor: the spec's one text.
  const invalid = <NotFoundNotice text={t.notFound} backTo={paths.gallery.list} backLabel={t.back} />;
  if (id === null) return <EmptyState>{invalid}</EmptyState>;
  return (
    <QueryView query={query} errorText={t.error} empty={invalid}>
      {(item) => <GalleryItemView item={item} />}
    </QueryView>
  );
}

function GalleryItemView({ item }: { item: GalleryItem }) {
  const images = galleryImages(item).map((src, i, all) => ({
    src,
    alt: shared.imageOf(item.judul, i + 1, all.length),
  }));
  return (
    <article>
      <PageHeader title={item.judul} crumbs={[{ label: t.heading, to: paths.gallery.list }, { label: item.judul }]} />
      <PageBody>
        <GalleryViewerIsland
          title={item.judul}
          karya={t.karya(item.karya)}
          description={item.deskripsi}
          descriptionLang={langOf(item, 'deskripsi')}
          images={images}
          back={t.back}
        />
      </PageBody>
    </article>
  );
}

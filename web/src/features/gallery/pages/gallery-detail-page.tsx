import { contentMessages, galeris } from '@teater/contract';
import { BackLink } from '../../../components/back-link';
import { ImageCarousel } from '../../../components/image-carousel';
import { Lightbox, useLightbox } from '../../../components/lightbox';
import { NotFoundNotice } from '../../../components/not-found-notice';
import { PageBody } from '../../../components/page-body';
import { PageHeader } from '../../../components/page-header';
import { QueryView } from '../../../components/query-view';
import { EmptyState } from '../../../components/status';
import { useRouteId } from '../../../components/use-route-id';
import { paths } from '../../../lib/site-table';
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
  const { index, setIndex, openAt, props: lightbox } = useLightbox();
  return (
    <article>
      <PageHeader title={item.judul} crumbs={[{ label: t.heading, to: paths.gallery.list }, { label: item.judul }]} />
      <PageBody>
        <div className="grid gap-10 lg:grid-cols-[3fr_2fr]">
          <ImageCarousel images={images} index={index} onIndexChange={setIndex} onOpen={openAt} />
          <div className="flex flex-col gap-5">
            <p className="text-sm font-semibold uppercase tracking-wider text-brand-600">{t.karya(item.karya)}</p>
            <p className="whitespace-pre-line text-lg leading-relaxed text-stone-700">
              {item.deskripsi?.trim() || shared.noDescription}
            </p>
            <button
              type="button"
              onClick={() => openAt(index)}
              className="inline-flex w-fit items-center gap-2 rounded-full bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white shadow hover:bg-brand-600"
            >
              {shared.viewFullscreen}
            </button>
            <div className="mt-4 border-t border-stone-200 pt-6">
              <BackLink to={paths.gallery.list} label={t.back} />
            </div>
          </div>
        </div>
      </PageBody>
      <Lightbox title={item.judul} images={images} {...lightbox} />
    </article>
  );
}

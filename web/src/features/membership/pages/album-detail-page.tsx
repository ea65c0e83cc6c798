import { subsMessages } from '@teater/contract';
import { BackLink } from '../../../components/back-link';
import { Lightbox, useLightbox } from '../../../components/lightbox';
import { ResponsiveImage } from '../../../components/responsive-image';
import { TitledSection } from '../../../components/titled-section';
import { useRouteId } from '../../../components/use-route-id';
import { paths } from '../../../lib/site-table';
import { SubsDetail } from '../components/subs-detail';
import { albumImages, type SubsAlbum, subsAlbumsApi } from '../subs-api';

const t = subsMessages;

export default function AlbumDetailPage() {
  const id = useRouteId();
  const query = subsAlbumsApi.useDetail(id ?? undefined);
  return (
    <SubsDetail id={id} query={query} backTo={paths.subsAlbums.list}>
      {(album) => <AlbumView album={album} />}
    </SubsDetail>
  );
}

function AlbumView({ album }: { album: SubsAlbum }) {
  const title = album.judul || t.noTitle;
  const images = albumImages(album).map((src, i) => ({ src, alt: t.imageAlt(title, i + 1) }));
  const { openAt, props: lightbox } = useLightbox();
  return (
    <article className="mx-auto max-w-6xl px-4 py-8 md:py-12">
      <BackLink to={paths.subsAlbums.list} label={t.backToAlbums} />
      <div className="mt-6 grid gap-8 lg:grid-cols-[3fr_2fr]">
        <button
          type="button"
          onClick={() => openAt(0)}
          aria-label={t.openImage(1)}
          className="overflow-hidden rounded-xl bg-stone-200 shadow-lg"
        >
          <ResponsiveImage
            src={album.thumbnail}
            alt={t.imageAlt(title, 1)}
            priority
            sizes="(min-width: 1024px) 690px, 100vw"
            className="aspect-[16/10] w-full object-cover transition hover:scale-[1.02]"
          />
        </button>
        <div className="flex flex-col gap-4">
          <h1 className="font-display text-3xl font-bold text-stone-900 md:text-4xl">{title}</h1>
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-600">
            {album.karya ? t.karya(album.karya) : t.noKarya}
          </p>
          <p className="whitespace-pre-line text-lg leading-relaxed text-stone-700">
            {album.deskripsi?.trim() || t.noDescription}
          </p>
        </div>
      </div>
      {images.length > 1 && (
        <TitledSection id="more" title={t.moreImages} className="mt-12">
          <ul className="mt-6 grid grid-cols-2 gap-4 md:grid-cols-3">
            {images.map((image, i) => (
              <li key={image.src}>
                <button
                  type="button"
                  onClick={() => openAt(i)}
                  aria-label={t.openImage(i + 1)}
                  className="block w-full overflow-hidden rounded-lg bg-stone-200 shadow"
                >
                  <ResponsiveImage
                    src={image.src}
                    alt={image.alt}
                    sizes="(min-width: 768px) 33vw, 50vw"
                    className="aspect-square w-full object-cover transition hover:scale-105"
                  />
                </button>
              </li>
            ))}
          </ul>
        </TitledSection>
      )}
      <Lightbox title={title} images={images} {...lightbox} />
    </article>
  );
}

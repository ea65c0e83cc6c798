import { contentMessages } from '@teater/contract';
import { CardGrid } from '../../../components/card-grid';
import { ContentCard } from '../../../components/content-card';
import { PageBody } from '../../../components/page-body';
import { PageHeader } from '../../../components/page-header';
import { PagedView } from '../../../components/paged-view';
import { usePagedList } from '../../../components/use-paged-list';
import { paths } from '../../../lib/paths';
import { galleryApi } from '../gallery-api';

const t = contentMessages;

export default function GalleryListPage() {
  const list = usePagedList(galleryApi);
  return (
    <>
      <PageHeader title={t.galleryTitle} crumbs={[{ label: t.galleryTitle }]} />
      <PageBody>
        <p className="mb-8 max-w-2xl text-lg text-stone-600">{t.galleryIntro}</p>
        <PagedView list={list} errorText={t.galleryError} empty={t.galleryEmpty}>
          {(data) => (
            <CardGrid label={t.galleryTitle}>
              {data.map((item, i) => (
                <ContentCard
                  key={item.id}
                  to={paths.photos.detail(item.id)}
                  title={item.judul}
                  image={item.gambarthumbnail || item.gambarGaleri}
                  aspect="square"
                  footer={t.karya(item.karya)}
                  priority={i === 0}
                />
              ))}
            </CardGrid>
          )}
        </PagedView>
      </PageBody>
    </>
  );
}

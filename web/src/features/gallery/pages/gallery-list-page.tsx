import { galeris } from '@teater/contract';
import { CardGrid } from '../../../components/card-grid';
import { ContentCard } from '../../../components/content-card';
import { PageBody } from '../../../components/page-body';
import { PageHeader } from '../../../components/page-header';
import { PagedView } from '../../../components/paged-view';
import { usePagedList } from '../../../components/use-paged-list';
import { paths } from '../../../lib/site-table';
import { galleryApi } from '../gallery-api';

const t = galeris.texts;

export default function GalleryListPage() {
  const list = usePagedList(galleryApi);
  return (
    <>
      <PageHeader title={t.heading} crumbs={[{ label: t.heading }]} />
      <PageBody>
        <p className="mb-8 max-w-2xl text-lg text-stone-600">{t.intro}</p>
        <PagedView list={list} errorText={t.error} empty={t.empty}>
          {(data) => (
            <CardGrid label={t.heading}>
              {data.map((item, i) => (
                <ContentCard
                  key={item.id}
                  to={paths.gallery.detail(item.id)}
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

import { GALLERY_PAGE_SIZE, messages } from '@teater/contract';
import { CardGrid } from '../../../components/card-grid';
import { ContentCard } from '../../../components/content-card';
import { PageBody } from '../../../components/page-body';
import { PageHeader } from '../../../components/page-header';
import { Pagination } from '../../../components/pagination';
import { QueryView } from '../../../components/query-view';
import { usePagedList } from '../../../components/use-paged-list';
import { paths } from '../../../lib/paths';
import { galleryApi } from '../gallery-api';

const t = messages.content;

export default function GalleryListPage() {
  const { query, page, pages, setPage } = usePagedList(galleryApi, GALLERY_PAGE_SIZE);
  return (
    <>
      <PageHeader title={t.galleryTitle} crumbs={[{ label: t.galleryTitle }]} />
      <PageBody>
        <p className="mb-8 max-w-2xl text-lg text-stone-600">{t.galleryIntro}</p>
        <QueryView query={query} errorText={t.galleryError} empty={t.galleryEmpty} isEmpty={(r) => r.data.length === 0}>
          {({ data }) => (
            <>
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
              <Pagination page={page} pages={pages} onChange={setPage} />
            </>
          )}
        </QueryView>
      </PageBody>
    </>
  );
}

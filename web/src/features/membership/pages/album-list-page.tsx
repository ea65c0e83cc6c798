import { subsMessages } from '@teater/contract';
import { ContentCard } from '../../../components/content-card';
import { usePagedList } from '../../../components/use-paged-list';
import { paths } from '../../../lib/site-table';
import { SubsListPage } from '../components/subs-list-page';
import { subsAlbumsApi } from '../subs-api';

const t = subsMessages;

export default function AlbumListPage() {
  return (
    <SubsListPage title={t.sections.albums.title} intro={t.sections.albums.text} list={usePagedList(subsAlbumsApi)}>
      {(albums) =>
        albums.map((album, i) => (
          <ContentCard
            key={album.id}
            to={paths.subsAlbums.detail(album.id)}
            title={album.judul || t.noTitle}
            image={album.thumbnail}
            eyebrow={album.karya ? t.karya(album.karya) : t.noKarya}
            text={album.deskripsi || t.noDescription}
            footer={t.seeDetail}
            aspect="square"
            priority={i === 0}
          />
        ))
      }
    </SubsListPage>
  );
}

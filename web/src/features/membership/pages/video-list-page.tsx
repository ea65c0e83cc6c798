import { subsMessages } from '@teater/contract';
import { ContentCard } from '../../../components/content-card';
import { usePagedList } from '../../../components/use-paged-list';
import { paths } from '../../../lib/site-table';
import { SubsListPage } from '../components/subs-list-page';
import { subsVideosApi } from '../subs-api';

const t = subsMessages;

export default function VideoListPage() {
  return (
    <SubsListPage title={t.sections.videos.title} intro={t.sections.videos.text} list={usePagedList(subsVideosApi)}>
      {(videos) =>
        videos.map((video, i) => (
          <ContentCard
            key={video.id}
            to={paths.subsVideos.detail(video.id)}
            title={video.title || t.noTitle}
            image={video.photo_url}
            text={video.description || video.summary || t.noDescription}
            footer={t.see}
            priority={i === 0}
          />
        ))
      }
    </SubsListPage>
  );
}

import { subsMessages } from '@teater/contract';
import { BackLink } from '../../../components/back-link';
import { PageHeader } from '../../../components/page-header';
import { ResponsiveImage } from '../../../components/responsive-image';
import { useRouteId } from '../../../components/use-route-id';
import { paths } from '../../../lib/site-table';
import { DetailField } from '../components/detail-field';
import { SubsDetail } from '../components/subs-detail';
import { type SubsVideo, subsVideosApi } from '../subs-api';

const t = subsMessages;

export default function VideoDetailPage() {
  const id = useRouteId();
  const query = subsVideosApi.useDetail(id ?? undefined);
  return (
    <SubsDetail id={id} query={query} backTo={paths.subsVideos.list}>
      {(video) => <VideoView video={video} />}
    </SubsDetail>
  );
}

/**
 * The player and, beside it on wide screens, a card with the thumbnail, director and summary; the
 * longer texts follow in one readable column. Nothing sits beside an empty half.
 */
function VideoView({ video }: { video: SubsVideo }) {
  const title = video.title || t.noTitle;
  return (
    <article>
      <PageHeader
        title={title}
        crumbs={[{ label: t.sections.videos.title, to: paths.subsVideos.list }, { label: title }]}
      />
      <div className="mx-auto max-w-6xl px-4 py-10 md:py-14">
        <div className="grid gap-8 lg:grid-cols-[2fr_1fr] lg:items-start">
          <Player video={video} title={title} />
          <aside
            aria-label={t.aboutVideo}
            className="flex flex-col gap-5 rounded-xl bg-white p-5 shadow-sm ring-1 ring-stone-200"
            data-testid="video-facts"
          >
            <ResponsiveImage
              src={video.photo_url}
              alt={title}
              sizes="(min-width: 1024px) 360px, 100vw"
              className="aspect-[16/10] w-full rounded-lg object-cover"
            />
            <dl className="grid gap-4">
              <DetailField label={t.director} value={video.sutradara} />
              <DetailField label={t.summary} value={video.summary} />
            </dl>
          </aside>
        </div>
        <dl className="mt-10 grid max-w-3xl gap-8">
          <DetailField label={t.description} value={video.description} long />
          <DetailField label={t.body} value={video.isi_naskah} long />
        </dl>
        <div className="mt-10 border-t border-stone-200 pt-6">
          <BackLink to={paths.subsVideos.list} label={t.back} />
        </div>
      </div>
    </article>
  );
}

function Player({ video, title }: { video: SubsVideo; title: string }) {
  if (!video.video_url) {
    return (
      <div
        role="note"
        className="flex aspect-video w-full items-center justify-center rounded-xl bg-stone-900 font-display text-2xl text-stone-200"
      >
        {t.videoUnavailable}
      </div>
    );
  }
  return (
    // The file is served to subscribers by the session cookie; the browser asks for ranges as it plays.
    // biome-ignore lint/a11y/useMediaCaption: uploads carry no caption track; the page gives the text beside it
    <video
      controls
      preload="metadata"
      src={video.video_url}
      poster={video.photo_url ?? undefined}
      aria-label={t.videoLabel(title)}
      className="aspect-video w-full rounded-xl bg-black shadow-lg"
    />
  );
}

import { subsMessages } from '@teater/contract';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../lib/site-table';
import { ParallaxSection } from '../components/parallax-section';
import { subsAlbumsApi, subsVideosApi } from '../subs-api';

const t = subsMessages;

/** /subs: the three exclusive sections, each leading to its list. */
export default function SubsHomePage() {
  // The newest pictures make the backgrounds; the lists are cached for the pages they lead to.
  const videos = subsVideosApi.useList();
  const albums = subsAlbumsApi.useList();
  const albumImage = albums.data?.[0]?.thumbnail;
  return (
    <>
      <PageHeader title={t.homeTitle} crumbs={[{ label: t.homeTitle }]} />
      <p className="mx-auto max-w-6xl px-4 py-8 text-lg text-stone-600">{t.homeIntro}</p>
      <ParallaxSection
        title={t.sections.videos.title}
        text={t.sections.videos.text}
        to={paths.subsVideos.list}
        image={videos.data?.find((v) => v.photo_url)?.photo_url}
      />
      <ParallaxSection
        title={t.sections.albums.title}
        text={t.sections.albums.text}
        to={paths.subsAlbums.list}
        image={albumImage}
        align="right"
      />
      <ParallaxSection
        title={t.sections.books.title}
        text={t.sections.books.text}
        to={paths.subsScripts.list}
        image={albums.data?.[1]?.thumbnail ?? albumImage}
      />
    </>
  );
}

import { landingMessages } from '@teater/contract';
import { PillLink } from '../../../components/pill-link';
import { paths } from '../../../lib/site-table';
import { lpBeritaApi, lpKolaborasiApi, lpProgramApi } from '../api';
import { FeaturedMembers } from '../components/featured-members';
import { GallerySection } from '../components/gallery-section';
import { Hero } from '../components/hero';
import { IntroVideos } from '../components/intro-videos';
import { SectionCards } from '../components/section-cards';
import { Shortcuts } from '../components/shortcuts';
import { Testimonials } from '../components/testimonials';

const t = landingMessages;

/** `/`: every section of spec 2, in its order. */
export default function LandingPage() {
  const programs = lpProgramApi.useList();
  const news = lpBeritaApi.useList();
  const collabs = lpKolaborasiApi.useList();
  return (
    <>
      <Hero />
      <IntroVideos />
      <SectionCards
        id="program-title"
        eyebrow={t.eyebrowPrograms}
        title={t.programHeading}
        query={programs}
        to={paths.programs.list}
      />
      <SectionCards
        id="berita-title"
        eyebrow={t.eyebrowNews}
        title={t.beritaHeading}
        query={news}
        to={paths.news.list}
        tinted
        action={
          <PillLink to={paths.news.list} look="outline" className="px-5 py-2.5">
            {t.beritaSelengkapnya}
          </PillLink>
        }
      />
      <SectionCards
        id="kolaborasi-title"
        eyebrow={t.eyebrowCollaborations}
        title={t.kolaborasiHeading}
        query={collabs}
        to={paths.collaborations.list}
      />
      <Shortcuts />
      <GallerySection />
      <Testimonials />
      <FeaturedMembers />
    </>
  );
}

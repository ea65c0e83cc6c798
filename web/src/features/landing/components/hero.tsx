import { LANDING_KEYS, landingMessages } from '@teater/contract';
import { PillLink } from '../../../components/pill-link';
import { SITE_NAME } from '../../../lib/site';
import { paths } from '../../../lib/site-table';
import { heroApi } from '../api';
import { PhotoCarouselIsland } from './photo-carousel';

const t = landingMessages;

/** The fading hero carousel of the teater1 set, each photo linking to /photos, with the name over it. */
export function Hero() {
  const sets = heroApi.useList();
  const set = sets.data?.find((s) => s.key === LANDING_KEYS.hero);
  const photos = set
    ? [set.photocaroselsatu, set.photocaroseldua, set.photocaroseltiga].map((src, i) => ({
        src,
        alt: t.heroAlt(i + 1),
      }))
    : [];
  return (
    <section
      aria-labelledby="hero-title"
      className="relative h-[72svh] min-h-[420px] overflow-hidden bg-stone-950 md:h-[82vh]"
    >
      {photos.length > 0 && (
        <PhotoCarouselIsland photos={photos} to={paths.gallery.list} label={t.heroCarousel} hero className="h-full" />
      )}
      <div className="pointer-events-none absolute inset-0 z-[2] bg-gradient-to-t from-black/85 via-black/35 to-black/10" />
      <div className="pointer-events-none absolute inset-x-0 bottom-0 z-[3] mx-auto max-w-6xl px-4 pb-16 md:pb-24">
        <p className="text-xs font-bold uppercase tracking-[0.3em] text-gold-400 md:text-sm">{t.heroPlace}</p>
        <h1
          id="hero-title"
          className="mt-3 max-w-3xl font-display text-5xl font-bold leading-tight text-white md:text-7xl"
        >
          {SITE_NAME}
        </h1>
        <p className="mt-4 max-w-xl text-lg text-stone-200 md:text-xl">{t.heroTagline}</p>
        <div className="pointer-events-auto mt-8 flex flex-wrap gap-3">
          <PillLink to={paths.tickets.list} look="bright" className="px-7 py-3 shadow-lg">
            {t.pesanTiket}
          </PillLink>
          <PillLink to={paths.about(SITE_NAME)} look="glass" className="px-7 py-3">
            {t.about(SITE_NAME)}
          </PillLink>
        </div>
      </div>
    </section>
  );
}

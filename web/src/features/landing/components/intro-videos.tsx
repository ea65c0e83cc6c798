import { landingMessages } from '@teater/contract';
import { introVideoApi } from '../api';
import { SectionHeading } from './section-heading';

const t = landingMessages;

/** The intro videos with player controls; the section is left out while there is no video. */
export function IntroVideos() {
  const videos = introVideoApi.useList();
  const urls = (videos.data ?? []).flatMap((v) => [v.video1, v.video2]).filter((u): u is string => Boolean(u));
  if (urls.length === 0) return null;
  return (
    <section aria-labelledby="videos-title" className="bg-stone-950 py-16">
      <div className="mx-auto max-w-6xl px-4">
        <SectionHeading id="videos-title" eyebrow={t.eyebrowVideos} title={t.videosHeading} tone="dark" />
        <ul className={`grid gap-6 ${urls.length > 1 ? 'md:grid-cols-2' : 'mx-auto max-w-4xl'}`}>
          {urls.map((url, i) => (
            // the frame holds the player's box, so the player may wait for the first screen (index.css)
            <li key={url} className="aspect-video overflow-hidden rounded-xl bg-black shadow-2xl">
              {/* preload none: below the fold, the clip's first bytes would compete with the hero picture */}
              {/* biome-ignore lint/a11y/useMediaCaption: intro clips are stage footage without speech */}
              <video
                controls
                playsInline
                preload="none"
                src={url}
                aria-label={t.videoTitle(i + 1)}
                data-framed=""
                className="size-full"
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/**
 * The page's only script, written inline into index.html at build (build-plugins/inline-boot.ts):
 * it costs no request, so nothing waits on a script before the first paint. A page the server
 * rendered is complete without scripts, so the app (main.tsx) is fetched once the page has loaded
 * and its main picture is on screen: on a slow phone connection the pictures and text the visitor
 * sees come first, and hydration never delays their first paint. Links work meanwhile as plain
 * links. Pages the browser renders (admin, subscriber, account) start the app at once.
 *
 * Self-contained on purpose (no imports): it is compiled alone, not bundled.
 */

/**
 * Filled in at build: the app's entry module and the chunks it imports statically, each after
 * the chunks it imports itself; the same for the islands entry (decision 023).
 */
interface Scripts {
  entry: string;
  preload: string[];
  /** the large chunks (React DOM, React): the boot yields a task after each */
  pauses: string[];
}
declare const APP_SCRIPTS: { app: Scripts; islands: { id: Scripts; en: Scripts } };

const nextTask = () => new Promise((resolve) => setTimeout(resolve));

/**
 * Fetches the entry's imports in parallel with it (as Vite's own tags would), then runs them,
 * dependencies first, each large chunk in a task of its own: evaluating React DOM and the app as
 * one module graph was a single long task (about 100 ms on a phone), during which the page could
 * not answer a tap.
 */
async function start(scripts: Scripts) {
  for (const href of scripts.preload) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  for (const href of scripts.preload) {
    await import(/* @vite-ignore */ href);
    if (scripts.pauses.includes(href)) await nextTask();
  }
  await import(/* @vite-ignore */ scripts.entry);
}

// A module script runs once the document is parsed, so the root is there. `data-ssr="islands"`:
// the server says only the page's islands hydrate, with the islands entry of the page's language
// (each carries its own language's texts only).
const rendering = document.getElementById('root')?.getAttribute('data-ssr');
const serverRendered = rendering !== null && rendering !== undefined;
const scripts =
  rendering === 'islands' ? APP_SCRIPTS.islands[document.documentElement.lang === 'en' ? 'en' : 'id'] : APP_SCRIPTS.app;

/**
 * Resolves once the browser has reported `picture` painted (Element Timing: the server marks it
 * `elementtiming`), or without one the page's largest paint: a paint is reported after its frame
 * is on screen, so the scripts never compete with the main picture for a slow connection.
 * Browsers without these reports, and a page left in a background tab (which reports nothing), go
 * on after a few seconds.
 */
function painted(picture: HTMLImageElement | null) {
  return new Promise<void>((resolve) => {
    const type = picture ? 'element' : 'largest-contentful-paint';
    const reported = PerformanceObserver.supportedEntryTypes?.includes(type) ?? false;
    const observer = reported
      ? new PerformanceObserver((list) => {
          const entries = list.getEntries() as (PerformanceEntry & { element?: Element | null })[];
          if (!picture || entries.some((entry) => entry.element === picture)) settle();
        })
      : undefined;
    function settle() {
      observer?.disconnect();
      resolve();
    }
    observer?.observe({ type, buffered: true });
    setTimeout(settle, reported ? 3000 : 0);
  });
}

/** Lets the pictures and players that waited for the first screen in (index.html, index.css). */
const firstScreenDone = () => document.documentElement.removeAttribute('data-first-screen');

/**
 * After the page's main picture (the one fetched with high priority) is decoded and on screen: the
 * pictures below it, then the scripts.
 */
function afterMainPicture() {
  const picture = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  const decoded = picture ? picture.decode().catch(() => undefined) : Promise.resolve();
  void decoded
    .then(() => painted(picture))
    .then(() => {
      firstScreenDone();
      setTimeout(() => start(scripts));
    });
}

if (!serverRendered) {
  firstScreenDone();
  void start(scripts);
} else if (document.readyState === 'complete') afterMainPicture();
else window.addEventListener('load', afterMainPicture, { once: true });

export {};

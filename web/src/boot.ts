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
 * the chunks it imports itself.
 */
declare const APP_SCRIPTS: { entry: string; preload: string[] };

const nextTask = () => new Promise((resolve) => setTimeout(resolve));

/**
 * Fetches the entry's imports in parallel with it (as Vite's own tags would), then runs them one
 * chunk per task, dependencies first: evaluating React DOM and the app as one module graph was a
 * single long task (about 100 ms on a phone), during which the page could not answer a tap.
 */
async function start() {
  for (const href of APP_SCRIPTS.preload) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  for (const href of APP_SCRIPTS.preload) {
    await import(/* @vite-ignore */ href);
    await nextTask();
  }
  await import(/* @vite-ignore */ APP_SCRIPTS.entry);
}

/** After the frame that shows the page's main picture (the one fetched with high priority). */
function afterMainPicture() {
  const picture = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  const decoded = picture ? picture.decode().catch(() => undefined) : Promise.resolve();
  void decoded.then(() => requestAnimationFrame(() => setTimeout(start)));
}

// A module script runs once the document is parsed, so the root is there.
const serverRendered = document.getElementById('root')?.hasAttribute('data-ssr') ?? false;
if (!serverRendered) void start();
else if (document.readyState === 'complete') afterMainPicture();
else window.addEventListener('load', afterMainPicture, { once: true });

export {};

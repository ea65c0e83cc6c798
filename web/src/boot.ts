/**
 * The page's only script tag. A page the server rendered is complete without scripts, so the app
 * (main.tsx) is fetched once the page has loaded and its main picture is on screen: on a slow phone
 * connection the pictures and text the visitor sees come first, and hydration never delays their
 * first paint. Links work meanwhile as plain links. Pages the browser renders (admin, subscriber,
 * account) start at once.
 */
const start = () => void import('./main');

/** After the frame that shows the page's main picture (the one fetched with high priority). */
function afterMainPicture() {
  const picture = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  const decoded = picture ? picture.decode().catch(() => undefined) : Promise.resolve();
  void decoded.then(() => requestAnimationFrame(() => setTimeout(start)));
}

const serverRendered = document.getElementById('root')?.hasAttribute('data-ssr') ?? false;
if (!serverRendered) start();
else if (document.readyState === 'complete') afterMainPicture();
else window.addEventListener('load', afterMainPicture, { once: true });

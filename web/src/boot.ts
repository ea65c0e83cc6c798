/**
 * The page's only script tag. A page the server rendered is complete without scripts, so the app
 * (main.tsx) is fetched once the page has loaded: on a slow phone connection the pictures and
 * text the visitor sees come first, and hydration never delays their first paint. Links work
 * meanwhile as plain links. Pages the browser renders (admin, subscriber, account) start at once.
 */
const start = () => void import('./main');

const serverRendered = document.getElementById('root')?.hasAttribute('data-ssr') ?? false;
if (serverRendered && document.readyState !== 'complete') window.addEventListener('load', start, { once: true });
else start();

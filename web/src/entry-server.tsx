/**
 * Server rendering of the public pages: the API renders a page's HTML with the same components and
 * the same first answers it embeds for the browser, which then hydrates it (main.tsx). Built by
 * `vite build --ssr` into dist/server and loaded by api/src/pages/app-render.ts.
 */
import { DEFAULT_LOCALE, type Locale, localePath, setLocaleSource } from '@teater/contract';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { matchPath, StaticRouter } from 'react-router';
import { createQueryClient, Providers } from './app/providers';
import { adminRoutes, pageRoutes } from './app/route-table';
import { AppRoutes } from './app/router';
import { provideInitialData } from './lib/initial-data';
import { basenameOf } from './lib/locale';

// Renders take turns (below): the language of the one under way is the language of every text read.
let renderingLocale: Locale = DEFAULT_LOCALE;
setLocaleSource(() => renderingLocale);

async function renderNow(url: string, answers: Record<string, unknown>, locale: Locale): Promise<string> {
  provideInitialData(new Map(Object.entries(answers)));
  renderingLocale = locale;
  const errors: unknown[] = [];
  try {
    // prerender waits for the lazily loaded page, so the HTML holds the page, not its fallback.
    const { prelude } = await prerenderToNodeStream(
      <StrictMode>
        <Providers client={createQueryClient()}>
          <StaticRouter location={localePath(url, locale)} basename={basenameOf(locale)}>
            <AppRoutes />
          </StaticRouter>
        </Providers>
      </StrictMode>,
      // React would leave a failed part to the browser (inline scripts our CSP refuses): the
      // caller serves the whole page to the browser instead.
      {
        onError: (error) => void errors.push(error),
        // Large parts would arrive as templates swapped in by inline scripts; keep them in place.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
      },
    );
    let html = '';
    for await (const chunk of prelude) html += chunk.toString();
    if (errors.length) throw errors[0];
    return html;
  } finally {
    provideInitialData(undefined);
    renderingLocale = DEFAULT_LOCALE;
  }
}

// The answers are handed over through a module-level source, so renders take turns. They are
// rare: a page is rendered once and then served from the HTML cache until a write.
let queue: Promise<unknown> = Promise.resolve();

/** The HTML inside #root for `url` (a spec route: path and query) in `locale`, with the page's API answers. */
export function render(
  url: string,
  answers: Record<string, unknown>,
  locale: Locale = DEFAULT_LOCALE,
): Promise<string> {
  const next = queue.then(() => renderNow(url, answers, locale));
  queue = next.catch(() => undefined);
  return next;
}

const routes = [...pageRoutes, ...adminRoutes];
const routeAt = (pathname: string) => routes.find(({ path }) => matchPath({ path, end: true }, pathname) !== null);

/** Whether the app has a page at `pathname` (the server answers 404 with the not-found page otherwise). */
export function isKnownRoute(pathname: string): boolean {
  return routeAt(pathname) !== undefined;
}

/** Whether the page at `pathname` is served as islands (route-table.ts): the browser hydrates only those. */
export function hydratesAsIslands(pathname: string): boolean {
  return routeAt(pathname)?.islands === true;
}

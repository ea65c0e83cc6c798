import {
  API_BASE,
  firstUrl,
  inImageFormat,
  LOCALES,
  type Locale,
  localePath,
  ogLocaleOf,
  srcSetOf,
} from '@teater/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { originOf } from '../content/index.js';
import { escapeHtml } from '../core/escape-html.js';
import { CARD, previewCard } from '../media/index.js';
import { type ServerApp, splitHoisted } from './app-render.js';
import { type PageMatch, renderedUrl } from './page-match.js';
import { absoluteIn, type PageMeta, pageMeta } from './page-meta.js';

/** The landing hero's first photo (key teater1), preloaded so it paints without waiting for JS. */
function heroImageOf(answers: Map<string, string>): string | undefined {
  const raw = answers.get('/landingpageimages');
  if (!raw) return undefined;
  const { data } = JSON.parse(raw) as { data?: Record<string, unknown>[] };
  const hero = data?.find((row) => row.key === 'teater1') ?? data?.[0];
  return firstUrl(hero?.photocaroselsatu);
}

/**
 * The hero is a <picture> (web/src/components/responsive-image.tsx): preload its AVIF, typed so
 * that a browser without AVIF skips it and fetches the WebP the picture then falls back to.
 */
function heroPreload(hero: string) {
  const avif = srcSetOf(hero, 'avif');
  return avif
    ? `<link rel="preload" as="image" href="${escapeHtml(inImageFormat(hero, 'avif'))}" type="image/avif" fetchpriority="high" imagesrcset="${escapeHtml(avif)}" imagesizes="100vw" />`
    : `<link rel="preload" as="image" href="${escapeHtml(hero)}" fetchpriority="high" />`;
}

/** The shell in a language: its `<html lang>`, which the browser's texts follow (web/src/lib/locale.ts). */
export const inLanguage = (html: string, locale: Locale) =>
  locale === 'id' ? html : html.replace('<html lang="id">', `<html lang="${locale}">`);

/** Answers of the page's public API calls, through the same routes (and cache) the browser uses. */
async function loadCalls(app: FastifyInstance, calls: string[], locale: Locale) {
  const answers = new Map<string, string>();
  await Promise.all(
    calls.map(async (call) => {
      const res = await app.inject({
        method: 'GET',
        url: `${API_BASE}${call}`,
        headers: { accept: 'application/json', 'accept-language': locale },
      });
      if (res.statusCode === 200) answers.set(call, res.body);
    }),
  );
  return answers;
}

/** The embedded answers: `{"/beritas/3": {...}}`; `<` escaped so no text can close the script. */
const initialDataScript = (answers: Map<string, string>) => {
  const json = `{${[...answers].map(([call, body]) => `${JSON.stringify(call)}:${body}`).join(',')}}`;
  return `<script type="application/json" id="initial-data">${json.replaceAll('<', '\\u003c')}</script>`;
};

export interface RenderedPage {
  html: string;
  status: number;
}

/** The app rendered into #root (hydrated by the browser), or undefined to leave the shell. */
export async function renderApp(
  app: FastifyInstance,
  render: ServerApp['render'],
  url: string,
  answers: Map<string, string>,
  locale: Locale,
) {
  const data = Object.fromEntries([...answers].map(([call, body]) => [call, JSON.parse(body) as unknown]));
  try {
    return splitHoisted(await render(url, data, locale));
  } catch (error) {
    app.log.warn({ err: error, url }, 'server rendering failed: the browser renders this page');
    return undefined;
  }
}

/**
 * The page's address in each language (`hreflang`), Indonesian also for any other language
 * (`x-default`): each language's page lists the same set, so the pairs point back to each other.
 */
const alternateTags = (absolute: (url: string) => string, path: string) => [
  ...LOCALES.map(
    (locale) =>
      `<link rel="alternate" hreflang="${locale}" href="${escapeHtml(absolute(localePath(path, locale)))}" />`,
  ),
  `<link rel="alternate" hreflang="x-default" href="${escapeHtml(absolute(path))}" />`,
];

/** Canonical URL and its other languages (or noindex), Open Graph and Twitter tags, JSON-LD. */
function socialTags(site: string, absolute: (url: string) => string, path: string, meta: PageMeta, locale: Locale) {
  const canonical = absolute(localePath(path, locale));
  return [
    // Nothing here to index: unknown paths, missing records and pages past the last.
    ...(meta.status === 404
      ? [`<meta name="robots" content="noindex" />`]
      : [`<link rel="canonical" href="${escapeHtml(canonical)}" />`, ...alternateTags(absolute, path)]),
    `<meta property="og:site_name" content="${escapeHtml(site)}" />`,
    `<meta property="og:locale" content="${ogLocaleOf(locale)}" />`,
    ...LOCALES.filter((other) => other !== locale).map(
      (other) => `<meta property="og:locale:alternate" content="${ogLocaleOf(other)}" />`,
    ),
    `<meta property="og:type" content="${meta.type}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(canonical)}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${escapeHtml(meta.title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(meta.description)}" />`,
    ...meta.structured,
  ];
}

/** Every page previews with a picture: its own, cropped to the card, or a title card. */
async function previewTags(app: FastifyInstance, site: string, origin: string, meta: PageMeta) {
  const pageTitle = meta.title.replace(` | ${site}`, '');
  const card = absoluteIn(origin)(
    await previewCard(app.media, { image: meta.image, title: pageTitle, siteName: site }),
  );
  return [
    `<meta property="og:image" content="${escapeHtml(card)}" />`,
    `<meta property="og:image:type" content="image/jpeg" />`,
    `<meta property="og:image:width" content="${CARD.width}" />`,
    `<meta property="og:image:height" content="${CARD.height}" />`,
    `<meta property="og:image:alt" content="${escapeHtml(pageTitle)}" />`,
    `<meta name="twitter:image" content="${escapeHtml(card)}" />`,
  ];
}

/**
 * index.html for one public page: title, description, canonical URL, Open Graph / Twitter tags,
 * the data the page needs so its first queries need no round-trip, and, given the server app, the
 * page itself (else a preload of the hero on `/`, so it paints as soon as the app renders it).
 * A page served as islands carries no data: only its islands hydrate, from their own props.
 */
export async function renderPage(
  app: FastifyInstance,
  request: FastifyRequest,
  template: string,
  match: PageMatch,
  serverApp?: ServerApp,
): Promise<RenderedPage> {
  const render = serverApp?.render;
  const site = app.config.SITE_NAME;
  const origin = originOf(app, request);
  const { locale } = request;
  const answers = await loadCalls(app, match.calls, locale);
  const meta = pageMeta({ served: app.site, site, origin, match, answers, locale });
  const tags = socialTags(site, absoluteIn(origin), match.path, meta, locale);
  if (meta.status !== 404) tags.push(...(await previewTags(app, site, origin, meta)));
  const rendered = render ? await renderApp(app, render, renderedUrl(match), answers, locale) : undefined;
  const hero = match.path === '/' && !rendered ? heroImageOf(answers) : undefined;
  if (rendered) tags.push(rendered.head);
  if (hero) tags.push(heroPreload(hero));

  // Islands only when the render is final: with an answer missing (a record not found), the page
  // showed its loading state on the server and the app must finish it in the browser.
  const final = answers.size === match.calls.length;
  const islands =
    final && rendered !== undefined && serverApp?.hydratesAsIslands?.(match.path.split('?')[0] ?? '') === true;
  let html = inLanguage(template, locale)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(meta.title)}</title>`)
    .replace(/(<meta name="description" content=")[^"]*(")/, `$1${escapeHtml(meta.description)}$2`)
    .replace('<!--head-->', tags.join('\n    '))
    .replace('</body>', answers.size && !islands ? `${initialDataScript(answers)}\n  </body>` : '</body>');
  if (rendered) html = withRoot(html, rendered.body, islands);
  return { html, status: meta.status };
}

/** The shell with the rendered page in #root, marked for the entry that takes it over. */
export function withRoot(html: string, body: string, islands: boolean) {
  // A function replacement: `$` in the page's text must stay as written. The boot script reads
  // data-ssr: which entry takes the page over (src/boot.ts).
  return html.replace(
    /<div id="root">[\s\S]*?<!--\/app-shell-->\s*<\/div>/,
    () => `<div id="root" data-ssr="${islands ? 'islands' : ''}">${body}</div>`,
  );
}

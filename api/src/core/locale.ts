import { AsyncLocalStorage } from 'node:async_hooks';
import {
  DEFAULT_LOCALE,
  isLocale,
  LOCALE_COOKIE,
  LOCALES,
  type Locale,
  setLocaleSource,
  splitLocale,
} from '@teater/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import Negotiator from 'negotiator';

const requestLocale = new AsyncLocalStorage<Locale>();
// Texts, formats and translated fields read during a request (or inside `withLocale`) are in its language.
setLocaleSource(() => requestLocale.getStore() ?? DEFAULT_LOCALE);

/** Runs `work` in `locale`: a mail in its recipient's language, whoever's request queued it. */
export const withLocale = <T>(locale: Locale, work: () => T): T => requestLocale.run(locale, work);

/** The language an API call asks for: `?lang=`, else the best of Accept-Language, else Indonesian. */
export function apiLocaleOf(request: FastifyRequest): Locale {
  const asked = (request.query as Record<string, unknown> | undefined)?.lang ?? queryLang(request.url);
  if (isLocale(asked)) return asked;
  const header = request.headers['accept-language'];
  if (!header) return DEFAULT_LOCALE;
  const best = new Negotiator({ headers: { 'accept-language': header } }).language([...LOCALES]);
  return isLocale(best) ? best : DEFAULT_LOCALE;
}

const queryLang = (url: string) => /[?&]lang=(id|en)(?:&|$)/.exec(url)?.[1];

/** The language of a request: a page's by its address (`/en/...`), an API call's as it asks. */
export function localeOf(request: FastifyRequest): Locale {
  if (request.url.startsWith('/api/')) return apiLocaleOf(request);
  return splitLocale(request.url).locale;
}

/** A cached answer's key for its language: the same URL answers in either. */
export const inLocaleKey = (key: string, locale: Locale) => (locale === DEFAULT_LOCALE ? key : `${key}#${locale}`);

const choiceCookie = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=(id|en)`);
/** The language the visitor chose with the switch, if any. */
export const chosenLocaleOf = (request: FastifyRequest): Locale | undefined => {
  const chosen = choiceCookie.exec(request.headers.cookie ?? '')?.[1];
  return isLocale(chosen) ? chosen : undefined;
};

/** The choice is kept a year (as the switch keeps it). */
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/**
 * Keeps a language as the visitor's choice (`bahasa`): on login and when a member changes the
 * account's preference. Not httpOnly: the page's script reads it (the switch writes it too).
 */
export function setLocaleCookie(reply: FastifyReply, locale: Locale, secure = false) {
  reply.setCookie(LOCALE_COOKIE, locale, { path: '/', maxAge: LOCALE_COOKIE_MAX_AGE, sameSite: 'lax', secure });
}

/** Every request runs in its language (before the cache in front, which keys by it). */
export const localePlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('locale', DEFAULT_LOCALE);
  app.addHook('onRequest', (request, _reply, done) => {
    const locale = localeOf(request);
    request.locale = locale;
    requestLocale.run(locale, done);
  });
});

declare module 'fastify' {
  interface FastifyRequest {
    /** the language this request is answered in (core/locale.ts) */
    locale: Locale;
  }
}

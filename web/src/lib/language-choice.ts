import { currentLocale, LOCALE_COOKIE, type Locale, localePath, splitLocale } from '@teater/contract';

/** The same page in another language: `/en/news/12?x` for `/news/12?x`. */
export const addressIn = (locale: Locale, routePath: string) => localePath(splitLocale(routePath).path, locale);

/**
 * Remembers the visitor's choice before the page in that language loads: the server then sends
 * them to that language when they follow a link in the other one (api/src/pages/web.ts), and a
 * member's preference (the language of their mails) follows the switch.
 */
export function chooseLanguage(locale: Locale, memberId: number | undefined) {
  if (locale === currentLocale()) return;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every supported browser
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax`;
  if (memberId !== undefined) {
    // keepalive: the request outlives the page load that follows the click
    void fetch(`/api/v1/users/${memberId}`, {
      method: 'PATCH',
      keepalive: true,
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ bahasa: locale }),
    }).catch(() => undefined);
  }
}

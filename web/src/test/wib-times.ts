import type { Page } from './app-test';

/**
 * Times of day a page shows without saying "WIB" (issue 48: "times without WIB"): every time is
 * the theatre's, in Bandar Lampung, whatever the reader's own zone. A time is hh.mm or hh:mm; it
 * counts as said when "WIB" (or UTC+7) stands in the same element's text, as in "19.30 WIB" or
 * a table cell's "29 Nov 2026, 19.30 WIB". Rupiah amounts ("12.500") are no times: their digits
 * go on. Text the site's editors wrote (articles' bodies) is theirs to word.
 */
export const timesWithoutWib = (page: Page) =>
  page.evaluate(() => {
    const time = /(?<![\d.,:])([01]?\d|2[0-3])[.:][0-5]\d(?![\d.,:]?\d)/;
    const found = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, template, [hidden], .prose, [data-content]')) continue;
      const text = node.textContent ?? '';
      if (!time.test(text)) continue;
      const around = parent.closest('td, th, li, p, dd, dt, label, time, h1, h2, h3, div')?.textContent ?? text;
      if (!/WIB|UTC\+7/.test(around)) found.add(around.replace(/\s+/g, ' ').trim().slice(0, 120));
    }
    for (const input of document.querySelectorAll<HTMLInputElement>(
      'input[type="datetime-local"], input[type="time"]',
    )) {
      const label = input.labels?.[0]?.textContent ?? input.getAttribute('aria-label') ?? '';
      if (!/WIB/.test(label)) found.add(`input ${input.name || input.id}: ${label.trim()}`);
    }
    return [...found];
  });

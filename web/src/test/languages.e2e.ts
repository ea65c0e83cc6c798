import { allTextPairs, localePath, type TextPair, uiMessages } from '@teater/contract';
import { expect, type Page, test } from './app-test';
import { registerAndLogin } from './e2e';
import { watch } from './islands';
import { routesFor, urlFor } from './route-urls';

/**
 * The whole public site in each language (decision 031): every public route of the URL table,
 * opened at its English address, shows no Indonesian interface text outside content marked
 * `lang="id"` (an item not yet translated); opened at its Indonesian address, it shows no English
 * one. "Interface text" is every text of the contract's areas and catalogs whose two languages
 * differ (a text the spec quotes in English is the same in both and never counts).
 */

/** What a reader sees of a page outside `lang="id"` content: text nodes and labelling attributes. */
const readableTexts = (page: Page, skipLang: string) =>
  page.evaluate((skip) => {
    const texts: string[] = [];
    const outside = (element: Element | null) => !element?.closest(`[lang="${skip}"]`);
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, template, [hidden]') || !outside(parent)) continue;
      const text = node.textContent?.replace(/\s+/g, ' ').trim();
      if (text) texts.push(text);
    }
    for (const element of document.body.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')) {
      if (!outside(element)) continue;
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(name)?.trim();
        if (value) texts.push(value);
      }
    }
    texts.push(document.title);
    return texts;
  }, skipLang);

const pairs = allTextPairs();
const differing = pairs.filter(({ id, en }) => String(id) !== String(en));
const matches = (pattern: string | RegExp, text: string) =>
  typeof pattern === 'string' ? pattern === text : pattern.test(text);
/** A text of `side` that the other language writes differently. */
const onlySaysIn = (side: keyof TextPair, text: string) => differing.some((pair) => matches(pair[side], text));
/** Any text of `side`, also one both languages write alike. */
const saysIn = (side: keyof TextPair, text: string) => pairs.some((pair) => matches(pair[side], text));

/**
 * The texts of `shown` that are interface texts of the other language only: a word both languages
 * use ("Subscribe" is the spec's menu text in Indonesian and the English of "Berlangganan") is not.
 */
function otherLanguageTexts(shown: string[], other: keyof TextPair) {
  const own: keyof TextPair = other === 'id' ? 'en' : 'id';
  const found = new Set<string>();
  for (const text of shown) {
    // two-letter texts ("ID", a count) say nothing about a language
    if (text.length < 3) continue;
    if (onlySaysIn(other, text) && !saysIn(own, text)) found.add(text);
  }
  return [...found];
}

/**
 * Indonesian sentences no text pair knows (written in a component): a text with two of the
 * language's own little words ("yang", "untuk", "Anda", …), which English never uses.
 */
const INDONESIAN_WORDS = /\b(dan|yang|untuk|dengan|tidak|anda|kami|dari|akan|atau|belum|sudah|ini|kabar|diketahui)\b/gi;
const indonesianSentences = (shown: string[]) =>
  shown.filter((text) => new Set(text.toLowerCase().match(INDONESIAN_WORDS) ?? []).size >= 2);

/** Everything Indonesian on an English page: interface texts of the pairs, and sentences of none. */
const indonesianOn = async (page: Page) => {
  const shown = await readableTexts(page, 'id');
  return [...new Set([...otherLanguageTexts(shown, 'id'), ...indonesianSentences(shown)])];
};

async function settle(page: Page, loading: string) {
  await expect(page.locator('main')).toBeVisible();
  await expect(page.getByText(loading)).toHaveCount(0, { timeout: 15_000 });
  await page.waitForLoadState('networkidle').catch(() => undefined);
}

test.describe('the site in two languages', () => {
  test.describe.configure({ timeout: 300_000 });

  test('every public route in English shows no Indonesian interface text', async ({ page }) => {
    const found: Record<string, string[]> = {};
    // each language has its islands build (decision 031): a text one lacks shows as a hydration error
    const seen = watch(page, { refusedCallsAnswer: true });
    for (const path of routesFor('public')) {
      const url = localePath(await urlFor(page.request, path), 'en');
      await test.step(url, async () => {
        const res = await page.goto(url);
        expect(res?.status(), url).toBeLessThan(400);
        await expect(page.locator('html')).toHaveAttribute('lang', 'en');
        await settle(page, 'Loading ...');
        const indonesian = await indonesianOn(page);
        if (indonesian.length) found[url] = indonesian;
      });
    }
    expect(found, 'Indonesian interface texts on English pages').toEqual({});
    expect(seen.errors, 'errors on English pages').toEqual([]);
  });

  // the footer (on every page) and a member's own pages too: their consent and "My data" parts were Indonesian
  test('a member’s account and ticket history in English show no Indonesian text', async ({ page }) => {
    await registerAndLogin(page);
    for (const path of ['/account', '/history-pembelian-tiket']) {
      const url = localePath(path, 'en');
      await page.goto(url);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await settle(page, 'Loading ...');
      await expect(page.getByRole('contentinfo')).toBeVisible();
      expect(await indonesianOn(page), url).toEqual([]);
    }
  });

  test('every public route in Indonesian keeps its Indonesian texts and shows no English one', async ({ page }) => {
    const found: Record<string, string[]> = {};
    const seen = watch(page, { refusedCallsAnswer: true });
    for (const path of routesFor('public')) {
      const url = await urlFor(page.request, path);
      await test.step(url, async () => {
        await page.goto(url);
        await expect(page.locator('html')).toHaveAttribute('lang', 'id');
        await settle(page, uiMessages.loading);
        const english = otherLanguageTexts(await readableTexts(page, 'en'), 'en');
        if (english.length) found[url] = english;
      });
    }
    expect(found, 'English interface texts on Indonesian pages').toEqual({});
    expect(seen.errors, 'errors on Indonesian pages').toEqual([]);
  });

  test('the language button switches to the same page in the other language and keeps the choice', async ({ page }) => {
    await page.goto('/tiket');
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: /^ID/ }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/en\/tiket$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(header.getByRole('button', { name: /^EN/ })).toBeVisible();
    // An Indonesian link followed later (shared, bookmarked) opens in the chosen language.
    await page.goto('/news');
    await expect(page).toHaveURL(/\/en\/news$/);
    await header.getByRole('button', { name: /^EN/ }).click();
    await page.getByRole('menuitem', { name: 'Bahasa Indonesia' }).click();
    await expect(page).toHaveURL(/\/news$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'id');
    await page.goto('/tiket');
    await expect(page).toHaveURL(/\/tiket$/);
  });
});

test('content not yet translated is marked Indonesian on English pages; translated content reads in English', async ({
  page,
}) => {
  // the demo's appeal has its English paragraphs
  await page.goto('/en/donation');
  const appeal = page.getByText(/^Since 1996 we have worked independently/);
  await expect(appeal).toBeVisible();
  await expect(appeal).not.toHaveAttribute('lang', 'id');
  await expect(page.getByText(/^Sejak 1996/)).toHaveCount(0);
  // a product's, a rental's and a gallery item's descriptions have none yet: shown in Indonesian, so marked
  for (const path of ['/merch/:id', '/sewa/:id', '/photos/:id']) {
    await page.goto(localePath(await urlFor(page.request, path), 'en'));
    await expect(page.locator('main p.whitespace-pre-line').first(), path).toHaveAttribute('lang', 'id');
  }
});

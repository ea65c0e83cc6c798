import { expect, type Page } from '@playwright/test';

/**
 * The two screens a layout defect is checked on: a small phone (360 px wide, as a phone browser
 * lays pages out) and a desktop. Use with `test.use(...)` inside a `describe` per screen.
 */
export const screens = {
  phone: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false },
} as const;
export type ScreenName = keyof typeof screens;

/** Nothing on the page reaches past the screen's right edge (the page never scrolls sideways). */
export async function expectNoSidewaysScroll(page: Page) {
  const width = page.viewportSize()?.width ?? 0;
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

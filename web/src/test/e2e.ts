import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { paths } from '@teater/contract/site';

export const ADMIN = { email: 'admin@e2e.test', password: 'admin-e2e-123' };

let counter = 0;
/** A unique address per test run, so tests never collide on the shared server. */
export const uniqueEmail = (prefix = 'uji') => `${prefix}.${Date.now().toString(36)}${++counter}@contoh.id`;

export async function login(page: Page, email: string, password: string) {
  await page.goto(paths.login);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).not.toHaveURL(/\/login$/);
}

export const loginAsAdmin = (page: Page) => login(page, ADMIN.email, ADMIN.password);

/** Registers through the API (fast) and logs in through the page. */
export async function registerAndLogin(page: Page, name = 'Pengguna Uji') {
  const email = uniqueEmail();
  const password = 'rahasia-123';
  const res = await page.request.post('/api/v1/users/signup', { data: { name, email, password, accept_terms: true } });
  expect(res.status()).toBe(201);
  await login(page, email, password);
  return { email, password };
}

/** The e2e admin's session token, for creating test data through the API. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/v1/users/login', { data: ADMIN });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

/**
 * Script errors of a page: uncaught exceptions, console errors other than failed loads, and React's
 * hydration warnings (a server-rendered page the browser renders differently).
 */
export function collectScriptErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  page.on('console', (msg) => {
    // "Failed to load resource" is a network answer (an image, a 401 for the session), not a script error.
    const failedLoad = msg.text().startsWith('Failed to load resource');
    if ((msg.type() === 'error' && !failedLoad) || /hydrat/i.test(msg.text())) {
      errors.push(`${page.url()}: ${msg.text()}`);
    }
  });
  return errors;
}

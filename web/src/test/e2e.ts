import fs from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { paths } from '@teater/contract/site';

export const ADMIN = { email: 'admin@e2e.test', password: 'admin-e2e-123' };

let counter = 0;
/** A unique address per test run, so tests never collide on the shared server. */
export const uniqueEmail = (prefix = 'uji') => `${prefix}.${Date.now().toString(36)}${++counter}@contoh.id`;

/**
 * Logs in through the /login page, as a person does; the page is left where the login leads. Only
 * for the tests about logging in: every other test starts its session with `startSession`.
 */
export async function login(page: Page, email: string, password: string) {
  await page.goto(paths.login);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).not.toHaveURL(/\/login$/);
}

/**
 * A session opened through the API, without a page load: `page.request` shares the page's cookie
 * jar, so the server's session cookies (`token`, `id`, `role`) are the page's. The page stays
 * where it was: the test goes where it needs to be.
 */
export async function startSession(page: Page, email: string, password: string) {
  const res = await page.request.post('/api/v1/users/login', { data: { email, password } });
  expect(res.status()).toBe(200);
}

interface AdminSession {
  token: string;
  cookies: Awaited<ReturnType<APIRequestContext['storageState']>>['cookies'];
}

/**
 * The e2e admin's session, opened once per worker and shared by every test that is not about the
 * admin's own session (a password check costs time on a busy machine). A test that ends a session
 * (logout) opens its own with `startSession`, so this one stays valid for the others.
 */
let adminSession: Promise<AdminSession> | undefined;

function sharedAdminSession(request: APIRequestContext): Promise<AdminSession> {
  adminSession ??= (async () => {
    const res = await request.post('/api/v1/users/login', { data: ADMIN });
    expect(res.status()).toBe(200);
    const { token } = (await res.json()) as { token: string };
    const cookies = (await request.storageState()).cookies.filter((c) => ['token', 'id', 'role'].includes(c.name));
    return { token, cookies };
  })().catch((error: unknown) => {
    adminSession = undefined;
    throw error;
  });
  return adminSession;
}

/** The page's context holds the shared admin session (no page load: the test goes where it needs to). */
export async function loginAsAdmin(page: Page) {
  const { cookies } = await sharedAdminSession(page.request);
  await page.context().addCookies(cookies);
}

/** Registers a new member and opens their session, both through the API (no page load). */
export async function registerAndLogin(page: Page, name = 'Pengguna Uji') {
  const email = uniqueEmail();
  const password = 'rahasia-123';
  const res = await page.request.post('/api/v1/users/signup', { data: { name, email, password, accept_terms: true } });
  expect(res.status()).toBe(201);
  await startSession(page, email, password);
  return { email, password };
}

/** The e2e admin's session token, for creating test data through the API. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  return (await sharedAdminSession(request)).token;
}

/** Fills /register as a visitor does, the terms accepted; news by mail only when asked for. */
export async function fillRegistration(
  page: Page,
  account: { name: string; email: string; password: string },
  options: { news?: boolean } = {},
) {
  await page.getByLabel('Nama').fill(account.name);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByLabel(/Saya telah membaca Kebijakan Privasi/).check();
  if (options.news) await page.getByLabel(/Kirimi saya kabar pertunjukan/).check();
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

/** The e2e server writes mails as .eml files into its data folder (no SMTP configured). */
const outbox = path.resolve(process.env.E2E_DATA_DIR ?? `.test-data/e2e-${process.env.E2E_PORT ?? 4173}`, 'outbox');

/** The mails of one kind (`password-reset`, `waitlist-offer`) to `email`, as sent, quoted-printable soft breaks undone. */
export function mailsTo(kind: string, email: string): string[] {
  if (!fs.existsSync(outbox)) return [];
  return fs
    .readdirSync(outbox)
    .filter((name) => name.endsWith(`-${kind}.eml`))
    .map((name) => fs.readFileSync(path.join(outbox, name), 'utf8').replace(/=\r?\n/g, ''))
    .filter((mail) => mail.includes(email));
}

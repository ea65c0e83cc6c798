import { type APIRequestContext, expect, type Locator, type Page, type Route, test } from '../../test/app-test';
import { adminToken, loginAsAdmin } from '../../test/e2e';
import { pngFile } from './admin-test-files';

type Photo = { id: number; image: string };
const COLORS = ['#7f1d1d', '#1d4ed8', '#15803d', '#a16207', '#6b21a8'];

async function newGallery(request: APIRequestContext, judul: string) {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const main = await pngFile('utama.png', COLORS[0]);
  const uploaded = await request.post('/api/v1/image', { headers, multipart: { image: main } });
  const res = await request.post('/api/v1/galeris', {
    headers,
    data: { judul, karya: 'Tim Uji', deskripsi: 'Album uji.', gambarGaleri: (await uploaded.json()).data.url },
  });
  expect(res.status()).toBe(201);
  return (await res.json()).data as { id: number };
}

const albumOf = async (page: Page, id: number) =>
  (await (await page.request.get(`/api/v1/galeris/${id}`)).json()).data as {
    gambarGaleri: string;
    gambarAlbum: Photo[];
  };
const order = async (page: Page, id: number) => (await albumOf(page, id)).gambarAlbum.map((photo) => photo.id);
const handle = (page: Page, n: number, total: number) =>
  page.getByRole('button', { name: `Foto ${n} dari ${total}: seret untuk memindahkan` });

/**
 * Holds the album's uploads until released, so their progress bars can be seen, and notes the id
 * of the photo each file became (the last of the album its call answers).
 */
async function holdUploads(page: Page, id: number) {
  const idOf = new Map<string, number>();
  const pass = async (route: Route) => {
    const response = await route.fetch();
    const name = /filename="([^"]+)"/.exec(route.request().postDataBuffer()?.toString('latin1') ?? '')?.[1] ?? '';
    const photos = ((await response.json()) as { data: { gambarAlbum: Photo[] } }).data.gambarAlbum;
    idOf.set(name, photos.at(-1)?.id ?? 0);
    await route.fulfill({ response });
  };
  const held = { routes: [] as Route[], released: false, idOf, pass };
  await page.route(`**/api/v1/galeris/${id}/photos`, (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    if (held.released) return held.pass(route);
    held.routes.push(route);
  });
  return held;
}

/**
 * Four photos and a file that is no picture, chosen at once: two go up side by side, each with its
 * bar; the second finishes first, and the album still keeps them in the order chosen.
 */
async function chooseFourAndANote(page: Page, held: Awaited<ReturnType<typeof holdUploads>>) {
  const files = await Promise.all(COLORS.slice(1).map((color, i) => pngFile(`foto-${i + 2}.png`, color)));
  const note = { name: 'catatan.png', mimeType: 'image/png', buffer: Buffer.from('bukan gambar') };
  await page.getByLabel('Pilih foto (boleh banyak sekaligus)').setInputFiles([...files, note]);
  await expect(page.getByRole('alert')).toContainText('catatan.png: Berkas harus berupa gambar');
  // two at a time, each with its own bar
  await expect(page.getByRole('progressbar', { name: 'Mengunggah foto-2.png' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Mengunggah foto-3.png' })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(4);
  await expect.poll(() => held.routes.length).toBe(2);
  held.released = true;
  const [first, second] = held.routes;
  if (first && second) {
    await held.pass(second);
    await held.pass(first);
  }
  await expect(page.getByText('5 foto', { exact: false })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  return ['foto-2.png', 'foto-3.png', 'foto-4.png', 'foto-5.png'].map((name) => held.idOf.get(name));
}

/** Drags one photo's handle onto another's place with the mouse, in small steps. */
async function dragOnto(page: Page, from: Locator, to: Locator) {
  const a = await from.boundingBox();
  const b = await to.boundingBox();
  if (!a || !b) throw new Error('both photos are on screen');
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  for (let step = 1; step <= 12; step++) {
    const f = step / 12;
    await page.mouse.move(a.x + (b.x - a.x) * f + a.width / 2, a.y + (b.y - a.y) * f + a.height / 2);
  }
  await page.mouse.up();
}

test('a gallery album takes many photos at once with progress, reorders by drag, keys and buttons, and drops one', async ({
  page,
  request,
}) => {
  const judul = `Album Banyak ${Date.now()}`;
  const album = await newGallery(request, judul);
  await loginAsAdmin(page);
  const held = await holdUploads(page, album.id);
  await page.goto(`/managegallery?q=${encodeURIComponent(judul)}`);
  await page.getByRole('link', { name: `Kelola Foto: ${judul}` }).click();
  await expect(page).toHaveURL(new RegExp(`/managegallery/${album.id}/foto$`));
  await expect(page.getByText('1 foto', { exact: false })).toBeVisible();
  const main = await order(page, album.id);
  const chosen = await chooseFourAndANote(page, held);
  await expect.poll(() => order(page, album.id)).toEqual([...main, ...chosen]);
  const uploaded = await order(page, album.id);

  // Keyboard: pick up the first photo with space, move it one place on, drop it.
  // (each step waits for what a screen reader hears, as a person would wait to see the move)
  await handle(page, 1, 5).focus();
  await page.keyboard.press('Space');
  await expect(handle(page, 1, 5)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Di tempat ke-1.')).toBeAttached();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText('Di tempat ke-2.')).toBeAttached();
  await page.keyboard.press('Space');
  await expect.poll(() => order(page, album.id)).toEqual([uploaded[1], uploaded[0], ...uploaded.slice(2)]);

  // Mouse: drag the last photo onto the first place.
  await dragOnto(page, handle(page, 5, 5), handle(page, 1, 5));
  await expect
    .poll(() => order(page, album.id))
    .toEqual([uploaded[4], uploaded[1], uploaded[0], uploaded[2], uploaded[3]]);

  // The move buttons do the same without dragging.
  await page.getByRole('button', { name: 'Geser ke belakang: Foto 1 dari 5' }).click();
  await expect
    .poll(() => order(page, album.id))
    .toEqual([uploaded[1], uploaded[4], uploaded[0], uploaded[2], uploaded[3]]);
  const saved = await albumOf(page, album.id);
  expect(saved.gambarGaleri).toBe(saved.gambarAlbum[0]?.image);

  // Remove one: asked first; its file goes.
  const gone = saved.gambarAlbum[2] as Photo;
  await page.getByRole('button', { name: 'Hapus: Foto 3 dari 5' }).click();
  // Indonesian buttons under the Indonesian title
  const confirm = page.getByRole('dialog', { name: 'Konfirmasi Hapus' });
  await expect(confirm.getByRole('button', { name: 'Batal' })).toBeVisible();
  await confirm.getByRole('button', { name: 'Hapus' }).click();
  await expect(page.getByText('4 foto', { exact: false })).toBeVisible();
  expect((await page.request.get(gone.image)).status()).toBe(404);

  // The public page shows every photo; the lightbox walks them all.
  await page.goto(`/photos/${album.id}`);
  await page.getByRole('button', { name: 'Lihat layar penuh', exact: true }).click();
  const lightbox = page.getByRole('dialog', { name: judul });
  await expect(lightbox.getByText('1 / 4')).toBeVisible();
  for (const n of [2, 3, 4, 1]) {
    await lightbox.getByRole('button', { name: 'Gambar berikutnya' }).click();
    await expect(lightbox.getByText(`${n} / 4`)).toBeVisible();
  }
  // the demo gallery's page counts stay as other tests expect them
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  expect((await request.delete(`/api/v1/galeris/${album.id}`, { headers })).status()).toBe(200);
});

test('an exclusive album grows from the photo screen; the subscriber page shows all of them', async ({
  page,
  request,
}) => {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const judul = `Album Eksklusif ${Date.now()}`;
  const first = await pngFile('sampul.png', COLORS[0]);
  const created = await request.post('/api/v1/subsgaleri', {
    headers,
    multipart: { judul, karya: 'Tim Uji', deskripsi: 'Di balik panggung.', thumbnail: first },
  });
  expect(created.status()).toBe(201);
  const id = (await created.json()).data.id as number;

  await loginAsAdmin(page);
  await page.goto('/managephotos');
  await page.getByRole('link', { name: `Kelola Foto: ${judul}` }).click();
  const files = await Promise.all(COLORS.slice(1, 4).map((color, i) => pngFile(`eks-${i}.png`, color)));
  await page.getByLabel('Pilih foto (boleh banyak sekaligus)').setInputFiles(files);
  await expect(page.getByText('4 foto', { exact: false })).toBeVisible();
  // the last one first: it becomes the album's thumbnail
  await page.getByRole('button', { name: 'Geser ke depan: Foto 4 dari 4' }).click();
  await page.getByRole('button', { name: 'Geser ke depan: Foto 3 dari 4' }).click();
  await page.getByRole('button', { name: 'Geser ke depan: Foto 2 dari 4' }).click();
  const album = async () => (await (await page.request.get(`/api/v1/subsgaleri/${id}`)).json()).data;
  await expect.poll(async () => (await album()).thumbnail).toBe((await album()).tempSubsgaleri[0].image);

  await page.goto(`/subs/kontengalerisubscribers/${id}`);
  const grid = page.getByRole('region', { name: 'Foto Lainnya' });
  await expect(grid.getByRole('listitem')).toHaveCount(4);
  await grid.getByRole('button').first().click();
  await expect(page.getByRole('dialog').getByText('1 / 4')).toBeVisible();
});

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { exclusiveSeeders } from './exclusive.js';

let t: TestApp;
before(async () => {
  t = await buildTestApp();
});
after(() => t.close());

test('the demo seed fills the subscriber area with files only subscribers can fetch', async () => {
  for (const seeder of exclusiveSeeders) {
    assert.equal(await seeder.isEmpty(t.app), true);
    await seeder.run(t.app);
    assert.equal(await seeder.isEmpty(t.app), false);
  }

  const subscriber = await t.as('subscriber');
  const user = await t.as('user');
  const list = async (path: string) => (await subscriber.get(`/api/v1/${path}`)).json().data;
  const [videos, albums, scripts] = await Promise.all([list('subsvideos'), list('subsgaleri'), list('subsnaskahs')]);
  assert.equal(videos.length, 3);
  assert.equal(albums.length, 3);
  assert.equal(scripts.length, 4);
  assert.equal(videos.filter((v: { video_url: string | null }) => v.video_url).length, 2);

  const files: string[] = [
    ...videos.flatMap((v: { photo_url: string; video_url: string | null }) => [v.photo_url, v.video_url ?? []].flat()),
    ...albums.flatMap((a: { tempSubsgaleri: { image: string }[] }) => a.tempSubsgaleri.map((i) => i.image)),
    ...scripts.map((s: { file_naskah: string }) => s.file_naskah),
  ];
  for (const url of files) {
    assert.match(url, /^\/api\/v1\/files\//);
    assert.equal((await subscriber.get(url)).statusCode, 200, url);
    assert.equal((await user.get(url)).statusCode, 403, url);
  }
  const pdf = await subscriber.get(scripts[0].file_naskah);
  assert.equal(pdf.headers['content-type'], 'application/pdf');
});

import { expect, test } from '../../test/app-test';
import { adminToken, loginAsAdmin } from '../../test/e2e';

test.use({ viewport: { width: 1280, height: 900 } });

test('desktop: the exclusive video and its facts sit side by side, with no empty half', async ({ page, request }) => {
  const token = await adminToken(request);
  const list = await request.get('/api/v1/subsvideos', { headers: { authorization: `Bearer ${token}` } });
  // one with a file (the demo's newest has none): never counting on another test's upload
  const videos = ((await list.json()) as { data: { id: number; title: string; video_url: string | null }[] }).data;
  const video = videos.find((v) => v.video_url);
  expect(video).toBeDefined();

  await loginAsAdmin(page);
  await page.goto(`/subs/kontenvideosubscribers/${video?.id}`);
  const player = page.getByLabel(`Video: ${video?.title}`);
  const facts = page.getByRole('complementary', { name: 'Tentang video ini' });
  await expect(player).toBeVisible();
  await expect(facts.getByText('Sutradara', { exact: true })).toBeInViewport();

  const p = await player.boundingBox();
  const f = await facts.boundingBox();
  if (!p || !f) throw new Error('player and facts are on the page');
  // side by side, tops aligned, the facts in the same band as the player (no tall empty half)
  expect(f.x).toBeGreaterThanOrEqual(p.x + p.width);
  expect(Math.abs(f.y - p.y)).toBeLessThan(8);
  expect(f.height).toBeGreaterThan(p.height * 0.6);
  expect(f.height).toBeLessThan(p.height * 1.6);
  // together they fill the content width
  const main = await page.locator('main article > div').last().boundingBox();
  expect(f.x + f.width - p.x).toBeGreaterThan((main?.width ?? 0) * 0.85);
});

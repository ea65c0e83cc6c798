import { expect, test } from '../../test/app-test';

interface Program {
  id: number;
  title: string;
  description: string;
}

test('/program lists the programs and opens one with its date and three pictures', async ({ page }) => {
  const { data } = (await (await page.request.get('/api/v1/programs')).json()) as { data: Program[] };
  const program = data[0];
  expect(program).toBeDefined();
  await page.goto('/program');
  const grid = page.getByRole('list', { name: 'Program' });
  await expect(grid.getByRole('listitem')).toHaveCount(data.length);
  await grid.getByRole('link', { name: program?.title }).click();
  await expect(page).toHaveURL(new RegExp(`/program/${program?.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: program?.title })).toBeVisible();
  await expect(page.getByText(program?.description ?? '')).toBeVisible();
  // Indonesian long date, e.g. "22 November 2026"
  await expect(
    page.getByText(
      /^\d{1,2} (Januari|Februari|Maret|April|Mei|Juni|Juli|Agustus|September|Oktober|November|Desember) \d{4}$/,
    ),
  ).toBeVisible();
  await expect(page.getByRole('main').getByRole('img')).toHaveCount(3);
});

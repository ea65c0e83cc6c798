import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../../test/app-test';
import { adminToken, loginAsAdmin, uniqueEmail } from '../../test/e2e';

/** A JSON call with a session token; answers the parsed body after checking the status. */
async function call(
  request: APIRequestContext,
  token: string,
  method: string,
  url: string,
  data?: unknown,
  status = 200,
) {
  const res = await request.fetch(`/api/v1${url}`, { method, data, headers: { authorization: `Bearer ${token}` } });
  expect(res.status(), `${method} ${url}: ${await res.text()}`).toBe(status);
  return res.json();
}

async function loginToken(request: APIRequestContext, email: string, password: string) {
  const res = await request.post('/api/v1/users/login', { data: { email, password } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

const day = 86_400_000;
const at = (ms: number) => new Date(Date.now() + ms).toISOString();

/**
 * Through the API: an editor (a superadmin) changes a show's price, refunds a member's paid order
 * and makes the member an admin; then the editor's account is deleted.
 */
async function changesByAGoneEditor(request: APIRequestContext) {
  const admin = await adminToken(request);
  const editor = { name: 'Penyunting Harga', email: uniqueEmail('penyunting'), password: 'rahasia-123' };
  const editorId = (await call(request, admin, 'POST', '/users', { ...editor, role: 'superadmin' }, 201)).data.id;
  const asEditor = await loginToken(request, editor.email, editor.password);

  // a price change
  const show = await call(
    request,
    asEditor,
    'POST',
    '/tiket',
    {
      nama_pertujukan: 'Audit Malam Ini',
      tanggal_pertujukan: at(30 * day),
      tempat_pertujukan: 'Taman Budaya Lampung',
      tanggal_mulai_penjualan: at(-day),
      tanggal_selesai_penjualan: at(20 * day),
      harga_tiket: 50_000,
      nama_kategori_tiket: 'Reguler',
      harga_kategori_tiket: 50_000,
      jumlah_stok_tiket: 40,
    },
    201,
  );
  await call(request, asEditor, 'PATCH', `/tiket/${show.data.id}`, { harga_tiket: 65_000 });

  // a refund of a member's paid order
  const member = { name: 'Anggota Audit', email: uniqueEmail('anggota'), password: 'rahasia-123', accept_terms: true };
  const memberId = (await call(request, '', 'POST', '/users/signup', member, 201)).data.id;
  const asMember = await loginToken(request, member.email, member.password);
  const order = { nama_user: member.name, no_telp: '081234567890', jumlah_tiket: 1, id_tiket: show.data.id };
  const placed = (await call(request, asMember, 'POST', '/tiket/user/pesan', order, 201)).data;
  await call(request, asMember, 'POST', `/payment/sandbox/${placed.token}`, { result: 'settlement' });
  const [row] = (await call(request, asEditor, 'GET', `/tiket/orders?q=${placed.order_id}`)).data;
  await call(request, asEditor, 'POST', `/tiket/orders/${row.id}/refund`);

  // a role change, then the editor's account goes
  await call(request, asEditor, 'PATCH', `/users/${memberId}`, { role: 'admin' });
  await call(request, admin, 'DELETE', `/users/${editorId}`);

  return { editor, member, memberId };
}

test('a price change, a refund and a role change show on /adminaudit with the person who made them, after that account is gone', async ({
  page,
  request,
}) => {
  const { editor, member, memberId } = await changesByAGoneEditor(request);

  await loginAsAdmin(page);
  await page.goto('/adminaudit');
  await page.getByLabel('Cari').fill(editor.email);
  await expect(page).toHaveURL(/\?q=/);
  const rows = page.getByRole('row').filter({ hasText: editor.email });
  const price = rows.filter({ hasText: 'Audit Malam Ini' }).filter({ hasText: 'harga_tiket' });
  await expect(price).toContainText('50000 → 65000');
  await expect(price).toContainText(editor.name);
  const refund = rows.filter({ hasText: 'Refund' }).filter({ hasText: 'Pesanan tiket' });
  await expect(refund).toContainText('status: paid → refunded');
  const role = rows.filter({ hasText: 'Akun' }).filter({ hasText: 'role' });
  await expect(role).toContainText('role: user → admin');

  await price.getByRole('button', { name: 'Detail' }).click();
  const detail = page.getByRole('dialog');
  await expect(detail.getByRole('row').filter({ hasText: 'harga_tiket' })).toContainText(/50000\s*65000/);
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();

  // the CSV holds the same entries
  const href = (await page.getByRole('link', { name: 'Unduh CSV' }).getAttribute('href')) ?? '';
  expect(href).toContain(`q=${encodeURIComponent(editor.email)}`);
  const csv = await (await page.request.get(href)).text();
  expect(csv).toContain('harga_tiket: 50000');
  expect(csv).toContain('role: admin');

  // a record's admin screen links to its history
  await page.goto('/manageaccounts');
  await page.getByLabel('Cari').fill(member.email);
  await expect(page).toHaveURL(/\?q=/);
  await page.getByRole('link', { name: `Riwayat perubahan ${member.email}` }).click();
  await expect(page).toHaveURL(new RegExp(`/adminaudit\\?resource=users&record_id=${memberId}$`));
  await expect(page.getByText(`Hanya riwayat Akun #${memberId}`)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'role: user → admin' })).toContainText(editor.email);
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import * as schema from '../db/schema.js';
import { webApp as t, useWebApp } from '../test/web-fixture.js';

useWebApp();

/** The JSON-LD blocks of a page, parsed, by @type. */
async function jsonLd(url: string): Promise<Record<string, Record<string, unknown>>> {
  const res = await t.app.inject({ method: 'GET', url, headers: { accept: '*/*' } });
  assert.equal(res.statusCode, 200, url);
  const blocks = [...res.body.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? '{}') as Record<string, unknown>,
  );
  return Object.fromEntries(blocks.map((block) => [String(block['@type']), block]));
}

test('the company on the home page, with its logo and social accounts', async () => {
  const { PerformingGroup: group } = await jsonLd('/');
  assert.equal(group?.name, 'Teater Satu');
  assert.equal(group?.url, 'https://teater.example/');
  assert.match(String(group?.logo), /^https:\/\/teater\.example\//);
  assert.ok(Array.isArray(group?.sameAs) && group.sameAs.length === 3);
});

test('a news page is a NewsArticle with its breadcrumb', async () => {
  const [row] = await t.app.db
    .insert(schema.beritas)
    .values({ title: 'Pentas Keliling', summary: 'Tujuh kota', description: 'Isi', photo_url: '/media/i/abc.webp' })
    .returning();
  const { NewsArticle: article, BreadcrumbList: crumbs } = await jsonLd(`/news/${row?.id}`);
  assert.equal(article?.headline, 'Pentas Keliling');
  assert.deepEqual(article?.image, ['https://teater.example/media/i/abc.webp']);
  assert.match(String(article?.datePublished), /\+07:00$/);
  assert.match(String(article?.dateModified), /\+07:00$/);
  assert.equal((article?.publisher as { name: string } | undefined)?.name, 'Teater Satu');
  const items = crumbs?.itemListElement as { position: number; name: string; item: string }[];
  assert.deepEqual(
    items.map((i) => [i.position, i.name, i.item]),
    [
      [1, 'Teater Satu', 'https://teater.example/'],
      [2, 'Berita', 'https://teater.example/news'],
      [3, 'Pentas Keliling', `https://teater.example/news/${row?.id}`],
    ],
  );
});

test("a show's page is an Event: WIB dates, venue, price in IDR, seats and sales window", async () => {
  const [show] = await t.app.db
    .insert(schema.tikets)
    .values({
      nama_pertujukan: 'Malam Jahanam',
      harga_tiket: 50_000,
      tanggal_pertujukan: new Date('2026-12-08T12:30:00Z'),
      tempat_pertujukan: 'Taman Budaya Lampung',
      tanggal_mulai_penjualan: new Date('2026-11-01T01:00:00Z'),
      tanggal_selesai_penjualan: new Date('2026-12-08T10:00:00Z'),
      nama_kategori_tiket: 'Reguler',
      harga_kategori_tiket: 50_000,
      jumlah_stok_tiket: 0,
    })
    .returning();
  const { Event: event } = await jsonLd(`/tiket/kontentiket?id=${show?.id}`);
  assert.equal(event?.name, 'Malam Jahanam');
  assert.equal(event?.startDate, '2026-12-08T19:30:00+07:00');
  assert.equal(event?.endDate, '2026-12-08T21:30:00+07:00');
  assert.equal((event?.location as { name: string } | undefined)?.name, 'Taman Budaya Lampung');
  assert.deepEqual(event?.offers, {
    '@type': 'Offer',
    url: `https://teater.example/tiket/kontentiket?id=${show?.id}`,
    price: 50_000,
    priceCurrency: 'IDR',
    availability: 'https://schema.org/SoldOut',
    validFrom: '2026-11-01T08:00:00+07:00',
    validThrough: '2026-12-08T17:00:00+07:00',
  });
});

test("a member's page is a Person with their links", async () => {
  const [member] = await t.app.db
    .insert(schema.profilanggotas)
    .values({
      nama: 'Sari Utami',
      jabatan: 'sari',
      photo: '/media/i/sari.webp',
      deskripsi: 'Aktor',
      linkig: 'https://instagram.com/sari',
    })
    .returning();
  const res = await t.app.inject({ method: 'GET', url: `/anggota/${member?.id}` });
  assert.match(res.body, /<meta property="og:type" content="profile" \/>/);
  const { Person: person } = await jsonLd(`/anggota/${member?.id}`);
  assert.equal(person?.name, 'Sari Utami');
  assert.deepEqual(person?.sameAs, ['https://instagram.com/sari']);
});

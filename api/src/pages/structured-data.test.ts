import assert from 'node:assert/strict';
import { test } from 'node:test';
import * as schema from '../schema.js';
import { insertShow } from '../test/shows.js';
import { webApp as t, useWebApp } from '../test/web-fixture.js';
import { wibIso } from './structured-data.js';

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

test("a show's page is an Event: WIB dates, venue, and an offer per category as its seats and window stand", async () => {
  const hour = 3_600_000;
  // on the hour, so the WIB times below are easy to read
  const base = Math.floor(Date.now() / hour) * hour;
  const at = (hours: number) => new Date(base + hours * hour);
  const show = await insertShow(
    t.app.db,
    {
      nama_pertujukan: 'Malam Jahanam',
      tanggal_pertujukan: at(240),
      tempat_pertujukan: 'Taman Budaya Lampung',
      tanggal_mulai_penjualan: at(-24),
      tanggal_selesai_penjualan: at(238),
    },
    [
      { name: 'Reguler', price: 50_000, seats: 0 },
      { name: 'Pelajar', price: 30_000, seats: 40, sales_end: at(120) },
      { name: 'VIP', price: 150_000, seats: 10, sales_start: at(48) },
      { name: 'Undangan', price: 0, seats: 10, sales_end: at(-2) },
    ],
  );
  const { Event: event } = await jsonLd(`/tiket/kontentiket?id=${show}`);
  assert.equal(event?.name, 'Malam Jahanam');
  assert.equal(event?.startDate, wibIso(at(240)));
  assert.equal(event?.endDate, wibIso(at(242)));
  assert.equal((event?.location as { name: string } | undefined)?.name, 'Taman Budaya Lampung');
  const url = `https://teater.example/tiket/kontentiket?id=${show}`;
  const offer = (name: string, price: number, availability: string, from: number, through: number) => ({
    '@type': 'Offer',
    name,
    url,
    price,
    priceCurrency: 'IDR',
    availability: `https://schema.org/${availability}`,
    validFrom: wibIso(at(from)),
    validThrough: wibIso(at(through)),
  });
  assert.deepEqual(event?.offers, [
    offer('Reguler', 50_000, 'SoldOut', -24, 238),
    offer('Pelajar', 30_000, 'InStock', -24, 120),
    offer('VIP', 150_000, 'PreOrder', 48, 238),
    offer('Undangan', 0, 'Discontinued', -24, -2),
  ]);
  assert.match(String(wibIso(at(0))), /\+07:00$/);
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

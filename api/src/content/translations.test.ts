import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  beritas,
  donasis,
  galeris,
  LOCALE_COOKIE,
  lpprograms,
  merchs,
  products,
  profilanggotas,
  programs,
} from '@teater/contract';
import { asc, sql } from 'drizzle-orm';
import { auditLog } from '../core/audit/schema.js';
import { admin, anonymous, nextSeed, t, useContentApp } from '../test/content-fixture.js';
import { encode, validPayload } from '../test/payloads.js';

/** Content translated by field (issue 31): English values beside the Indonesian ones, read by language. */
useContentApp();

const news = '/api/v1/beritas';
const noImage = async () => '';

async function createNews() {
  const res = await admin.post(news, encode(beritas, await validPayload(beritas, nextSeed(), noImage)));
  assert.equal(res.statusCode, 201, res.body);
  return res.json().data as { id: number; title: string; summary: string };
}

const read = (url: string, headers: Record<string, string> = {}) =>
  anonymous.inject({ method: 'GET', url, headers }).then((res) => {
    assert.equal(res.statusCode, 200, res.body);
    return res.json().data;
  });

test('an English title set by an admin is what English reads answer; Indonesian reads keep the Indonesian one', async () => {
  const item = await createNews();
  const patched = await admin.patch(`${news}/${item.id}`, { title_en: 'Opening night' });
  assert.equal(patched.statusCode, 200, patched.body);
  // admin answers carry both languages unchanged
  assert.equal(patched.json().data.title, item.title);
  assert.equal(patched.json().data.title_en, 'Opening night');
  const asAdmin = (await admin.inject({ method: 'GET', url: `${news}/${item.id}?lang=en` })).json().data;
  assert.equal(asAdmin.title, item.title);
  assert.equal(asAdmin.title_en, 'Opening night');
  assert.equal(asAdmin._untranslated, undefined);

  const byQuery = await read(`${news}/${item.id}?lang=en`);
  assert.equal(byQuery.title, 'Opening night');
  assert.equal(byQuery.title_en, undefined, 'the English column itself is not a public field');
  assert.deepEqual(byQuery._untranslated, ['summary', 'description', 'description2', 'description3']);

  const byHeader = await read(`${news}/${item.id}`, { 'accept-language': 'en-GB,en;q=0.9' });
  assert.equal(byHeader.title, 'Opening night');

  const indonesian = await read(`${news}/${item.id}`);
  assert.equal(indonesian.title, item.title);
  assert.equal(indonesian.title_en, undefined);
  assert.equal(indonesian._untranslated, undefined);
  assert.equal((await read(`${news}/${item.id}?lang=id`, { 'accept-language': 'en' })).title, item.title);

  const list = (await read(`${news}?lang=en`)) as { id: number; title: string }[];
  assert.equal(list.find((row) => row.id === item.id)?.title, 'Opening night');

  // the audit log holds the English value too
  const [, update] = await t.app.db
    .select()
    .from(auditLog)
    .where(sql`${auditLog.resource} = 'beritas' AND ${auditLog.record_id} = ${item.id}`)
    .orderBy(asc(auditLog.id));
  assert.equal(update?.before?.title_en, null);
  assert.equal(update?.after?.title_en, 'Opening night');
});

test('an item without English answers in Indonesian, naming the fields that fell back', async () => {
  const item = await createNews();
  await admin.patch(`${news}/${item.id}`, { summary_en: '   ' });
  const english = await read(`${news}/${item.id}?lang=en`);
  assert.equal(english.title, item.title);
  assert.equal(english.summary, item.summary, 'a blank English value falls back');
  assert.deepEqual(english._untranslated, ['title', 'summary', 'description', 'description2', 'description3']);
});

test('an English search matches what English readers see: the English text, else the Indonesian one', async () => {
  const translated = await createNews();
  await admin.patch(`${news}/${translated.id}`, { title_en: 'Moonlit rehearsal', summary_en: '   ' });
  const untranslated = await createNews();
  const ids = async (url: string) => ((await read(url)) as { id: number }[]).map((row) => row.id);

  assert.deepEqual(await ids(`${news}?lang=en&q=moonlit`), [translated.id]);
  assert.deepEqual(await ids(`${news}?q=moonlit`), [], 'Indonesian readers never see that title');
  // a blank English summary falls back to the Indonesian one, in the answer as in the search
  assert.ok((await ids(`${news}?lang=en&q=${encodeURIComponent(translated.summary)}`)).includes(translated.id));
  const byOldTitle = await ids(`${news}?lang=en&q=${encodeURIComponent(translated.title)}`);
  assert.ok(!byOldTitle.includes(translated.id), 'its title is English now');
  assert.ok((await ids(`${news}?lang=en&q=${encodeURIComponent(untranslated.title)}`)).includes(untranslated.id));
  // admins edit both languages: their search stays on the Indonesian text
  const mine = (await admin.get(`${news}?lang=en&q=moonlit`)).json().data as unknown[];
  assert.equal(mine.length, 0);
});

test('the public cache keeps the languages apart (id, en, id; and after a write)', async () => {
  const item = await createNews();
  await admin.patch(`${news}/${item.id}`, { title_en: 'Rehearsal notes' });
  const url = `${news}/${item.id}`;
  for (let round = 0; round < 2; round++) {
    assert.equal((await read(url)).title, item.title);
    assert.equal((await read(`${url}?lang=en`)).title, 'Rehearsal notes');
    assert.equal((await read(url, { 'accept-language': 'en' })).title, 'Rehearsal notes');
    assert.equal((await read(url)).title, item.title);
  }
  await admin.patch(url, { title_en: 'Rehearsal diary' });
  assert.equal((await read(`${url}?lang=en`)).title, 'Rehearsal diary');
  assert.equal((await read(url)).title, item.title);
});

test('programs, members and landing sections translate their declared fields; names stay', async () => {
  const program = await admin.post(
    '/api/v1/programs',
    encode(programs, await validPayload(programs, nextSeed(), noImage)),
  );
  assert.equal(program.statusCode, 201, program.body);
  const { id } = program.json().data;
  await admin.patch(`/api/v1/programs/${id}`, { title_en: 'Acting class', summary_en: 'Weekly, for beginners' });
  const english = await read(`/api/v1/programs/${id}?lang=en`);
  assert.equal(english.title, 'Acting class');
  assert.equal(english.summary, 'Weekly, for beginners');

  const member = await admin.post(
    '/api/v1/profilanggotas',
    encode(profilanggotas, await validPayload(profilanggotas, nextSeed(), noImage)),
  );
  const memberId = member.json().data.id;
  await admin.patch(`/api/v1/profilanggotas/${memberId}`, { deskripsi_en: 'Actor and director' });
  const englishMember = await read(`/api/v1/profilanggotas/${memberId}?lang=en`);
  assert.equal(englishMember.deskripsi, 'Actor and director');
  assert.equal(englishMember.nama, member.json().data.nama);
  assert.equal('nama_en' in englishMember, false);
  // members are not drafted: an admin's read is never the public (translated) one
  const adminMember = (await admin.get(`/api/v1/profilanggotas/${memberId}?lang=en`)).json().data;
  assert.equal(adminMember.deskripsi, member.json().data.deskripsi);
  assert.equal(adminMember.deskripsi_en, 'Actor and director');

  const section = await admin.post(
    '/api/v1/lpprograms',
    encode(lpprograms, await validPayload(lpprograms, nextSeed(), noImage)),
  );
  const sectionId = section.json().data.id;
  await admin.patch(`/api/v1/lpprograms/${sectionId}`, { judul_en: 'Our programmes' });
  const sections = (await read('/api/v1/lpprograms?lang=en')) as {
    id: number;
    judul: string;
    _untranslated: string[];
  }[];
  const englishSection = sections.find((row) => row.id === sectionId);
  assert.equal(englishSection?.judul, 'Our programmes');
  assert.deepEqual(englishSection?._untranslated, ['deskripsi']);
});

test('a translatable field has its English field in the definition; names and prices have none', () => {
  assert.equal(beritas.fields.title_en.label, 'Judul (English)');
  assert.equal(beritas.fields.title_en.required, false);
  assert.equal('nama_en' in profilanggotas.fields, false);
  assert.equal('photo_url_en' in programs.fields, false);
  // the prose of the donation appeal, the shop, the rentals and the gallery is translated too
  assert.equal(donasis.fields.paragraf1_en.required, false);
  for (const def of [products, merchs, galeris]) assert.equal(def.fields.deskripsi_en.englishOf, 'deskripsi');
  assert.equal('harga_en' in products.fields, false);
});

test('the account language: read, changed by its member (cookie set), and set as the cookie on login', async () => {
  const email = `bahasa${nextSeed()}@test.id`;
  const member = await t.newUser('user', email);
  const me = (await member.get('/api/v1/users/me')).json().data;
  assert.equal(me.bahasa, 'id');

  const refused = await member.patch(`/api/v1/users/${member.id}`, { bahasa: 'fr' });
  assert.equal(refused.statusCode, 400, refused.body);

  const changed = await member.patch(`/api/v1/users/${member.id}`, { bahasa: 'en' });
  assert.equal(changed.statusCode, 200, changed.body);
  assert.equal(changed.json().data.bahasa, 'en');
  const cookie = changed.cookies.find((c) => c.name === LOCALE_COOKIE);
  assert.equal(cookie?.value, 'en');
  assert.equal(cookie?.path, '/');
  assert.equal(cookie?.maxAge, 31536000);
  assert.equal(cookie?.sameSite, 'Lax');
  assert.equal(cookie?.httpOnly, undefined);
  assert.equal((await member.get('/api/v1/users/me')).json().data.bahasa, 'en');

  const login = await t.app.inject({
    method: 'POST',
    url: '/api/v1/users/login',
    payload: { email, password: 'rahasia-123' },
  });
  assert.equal(login.statusCode, 200, login.body);
  const loginCookie = login.cookies.find((c) => c.name === LOCALE_COOKIE);
  assert.equal(loginCookie?.value, 'en');
  assert.equal(loginCookie?.maxAge, 31536000);
  assert.match(String(login.headers['set-cookie']), /bahasa=en; Max-Age=31536000; Path=\/; SameSite=Lax/);

  // an admin changing someone else's language does not change the admin's own cookie
  const staff = await t.as('admin');
  const byAdmin = await staff.patch(`/api/v1/users/${member.id}`, { bahasa: 'id' });
  assert.equal(byAdmin.statusCode, 200, byAdmin.body);
  assert.equal(
    byAdmin.cookies.some((c) => c.name === LOCALE_COOKIE),
    false,
  );
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import * as contract from '../index.js';
import type { AdminColumn, AdminDef, FormDef, ScreenTexts } from '../resource-admin.js';
import { isDetailPage } from '../resource-pages.js';
import { PRODUCT_CATEGORIES, RENTAL_STATUSES, resources, SCRIPT_CATEGORIES } from '../resources/index.js';
import { adminNavOf, menuLinksOf } from '../site/links.js';
import { staticRoutes } from '../site/static-routes.js';
import { menuEntries } from '../site/table.js';
import { ADMIN_NAV_GROUPS, type MenuEntry } from '../site/types.js';
import { resourceCatalogs } from './en/resources.js';
import { DEFAULT_LOCALE, setLocaleSource } from './locale.js';
import { hasEnglish, textAreas } from './localized.js';
import { templateOf } from './templates.js';

/** Whether a string is a text people read: it has letters once its `{field}` placeholders are gone. */
const isText = (value: string) => /\p{L}/u.test(value.replace(/\{\w+\}/g, ''));

/**
 * Every text a definition shows, by where it is: the keys of the ResourceDef types that carry
 * text (label, header, title, heading, intro, empty, back, add, addTitle, editTitle, hint,
 * option labels, …), never identifiers (names, paths, fields, kinds).
 */
function textsOf(key: string, def: contract.ResourceDef): [string, unknown][] {
  const found: [string, unknown][] = [[`${key}.label`, def.label]];
  for (const [name, field] of Object.entries(def.fields)) {
    // a translatable field's English twin is labelled from its own label (`Title (English)`)
    if (field.englishOf) continue;
    const at = `${key}.fields.${name}`;
    found.push([`${at}.label`, field.label], [`${at}.hint`, field.hint]);
    found.push([`${at}.requiredMessage`, field.requiredMessage], [`${at}.wrongTypeMessage`, field.wrongTypeMessage]);
    for (const option of field.options ?? []) found.push([`${at}.options.${option.value}`, option.label]);
  }
  for (const [name, filter] of Object.entries(def.list?.filters ?? {})) {
    found.push([`${key}.list.filters.${name}.label`, filter.label]);
    if (filter.kind === 'enum')
      for (const [value, label] of Object.entries(filter.labels ?? {}))
        found.push([`${key}.list.filters.${name}.labels.${value}`, label]);
  }
  found.push(...menuTexts(`${key}.menus`, def.menus ?? []));
  for (const [name, page] of Object.entries(def.pages ?? {}))
    if (!isDetailPage(page)) found.push([`${key}.pages.${name}.title`, page.title]);
  if (def.admin) found.push(...adminTexts(`${key}.admin`, def.admin));
  for (const [name, text] of Object.entries(def.texts ?? {})) found.push([`${key}.texts.${name}`, text]);
  return found;
}

const menuTexts = (at: string, menus: readonly MenuEntry<string>[]): [string, unknown][] =>
  menus.flatMap((entry, i): [string, unknown][] => [
    [`${at}.${i}.label`, entry.label],
    [`${at}.${i}.hint`, entry.hint],
  ]);

const formTexts = (at: string, form: FormDef | undefined): [string, unknown][] =>
  Object.entries(form?.labels ?? {}).map(([name, label]) => [`${at}.labels.${name}`, label]);

const screenTexts = (
  at: string,
  texts: ScreenTexts | Readonly<Record<string, string | undefined>> | undefined,
): [string, unknown][] => Object.entries(texts ?? {}).map(([name, text]) => [`${at}.${name}`, text]);

function adminTexts(at: string, admin: AdminDef): [string, unknown][] {
  const found: [string, unknown][] = [
    [`${at}.title`, admin.title],
    [`${at}.rowLabel`, admin.rowLabel],
    [`${at}.add.label`, admin.add?.label],
    [`${at}.addPage.title`, admin.addPage?.title],
    ...admin.columns.flatMap((column: AdminColumn, i): [string, unknown][] => [
      [`${at}.columns.${i}.header`, column.header],
      [`${at}.columns.${i}.alt`, 'alt' in column ? column.alt : undefined],
      [`${at}.columns.${i}.empty`, 'empty' in column ? column.empty : undefined],
    ]),
    ...formTexts(`${at}.form`, admin.form),
    ...formTexts(`${at}.editForm`, admin.editForm),
    ...formTexts(`${at}.addPage.form`, admin.addPage?.form),
    ...screenTexts(`${at}.addPage.texts`, admin.addPage?.texts),
    ...screenTexts(`${at}.texts`, admin.texts),
  ];
  return found;
}

/** Every text of the registry, the pages of their own's menus and the admin navigation's groups. */
function everyText(): [string, string][] {
  const found: [string, unknown][] = [
    ...Object.entries(resources).flatMap(([key, def]) => textsOf(key, def as contract.ResourceDef)),
    ...Object.entries(staticRoutes).flatMap(([key, route]) =>
      'menus' in route ? menuTexts(`staticRoutes.${key}.menus`, route.menus) : [],
    ),
    ...Object.entries(ADMIN_NAV_GROUPS).map(([group, label]): [string, unknown] => [`adminNav.${group}`, label]),
    // option lists the pages read beside the definitions
    ...Object.entries({ PRODUCT_CATEGORIES, RENTAL_STATUSES, SCRIPT_CATEGORIES }).flatMap(([name, options]) =>
      options.map((option): [string, unknown] => [`${name}.${option.value}`, option.label]),
    ),
    // the category each kind of news answers
    ...Object.entries(contract.ARTICLE_CATEGORIES).map(([kind, name]): [string, unknown] => [
      `ARTICLE_CATEGORIES.${kind}`,
      name,
    ]),
  ];
  return found.flatMap(([at, text]): [string, string][] => {
    const value = typeof text === 'function' ? templateOf(text) : text;
    if (typeof text === 'function') assert.ok(value, `${at}: a text built from values is a textTemplate`);
    return typeof value === 'string' && isText(value) ? [[at, value]] : [];
  });
}

/**
 * Texts a definition takes from a text area (`ticketMessages.manageTitle`): their English is the
 * area's (areas.test.ts checks each area is complete), so one whose area is not bilingual yet is
 * that area's to translate, not the catalog's.
 */
function areaTexts(): Set<string> {
  const texts = new Set<string>();
  const collect = (value: unknown) => {
    if (typeof value === 'string') texts.add(value);
    else if (value && typeof value === 'object') for (const inner of Object.values(value)) collect(inner);
  };
  for (const [name, value] of Object.entries(contract))
    if (/Messages$/.test(name) && value && typeof value === 'object') collect(value);
  for (const { id } of textAreas.values()) collect(id);
  return texts;
}

test('every text of the resource definitions and menus has English', () => {
  const fromAreas = areaTexts();
  const missing = everyText()
    .filter(([, text]) => !hasEnglish(text) && !fromAreas.has(text))
    .map(([at, text]) => `${at}: ${text}`);
  assert.deepEqual([...new Set(missing)], []);
});

test('the catalog holds no text the definitions and menus do not show', () => {
  const shown = new Set(everyText().map(([, text]) => text));
  assert.deepEqual(
    resourceCatalogs.flatMap((catalog) => Object.keys(catalog)).filter((text) => !shown.has(text)),
    [],
  );
});

test('the definitions, their templates and the menus read in the current language', () => {
  const siteName = 'Teater Satu';
  const about = () => menuLinksOf(menuEntries, 'bio', siteName)[0];
  assert.equal(resources.news.label, 'Berita');
  assert.equal(about()?.label, 'Tentang Teater Satu');
  setLocaleSource(() => 'en');
  try {
    assert.equal(resources.news.label, 'News');
    assert.equal(resources.news.admin?.columns[1]?.header, 'Title');
    assert.equal(resources.members.texts.photo('Rara'), 'Photo of Rara');
    assert.equal(about()?.label, 'About Teater Satu');
    assert.equal(about()?.hint, 'About');
    assert.equal(adminNavOf(menuEntries, siteName)[0]?.label, 'General');
  } finally {
    setLocaleSource(() => DEFAULT_LOCALE);
  }
});

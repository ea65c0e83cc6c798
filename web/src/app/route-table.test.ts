import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { type ResourceKey, resources } from '@teater/contract';
import { lokakaryas } from '@teater/contract/fixtures';
import { routesOfResource, siteRoutes } from '@teater/contract/site';
import { addConfigOf, manageConfigOf } from '../features/admin/kit/definition-screens';
import { adminRoutes, type PageRoute, pageRoutes, pageRoutesOf } from './route-table';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The file a page loader imports, read from its source (`() => import('../features/…')`). */
function moduleFileOf(route: PageRoute) {
  const target = /import\(['"]([^'"]+)['"]\)/.exec(String(route.page))?.[1];
  assert.ok(target, `${route.key} loads a module`);
  const base = path.resolve(here, target);
  return ['.tsx', '.ts'].map((ext) => base + ext).find((file) => fs.existsSync(file));
}

describe('the route table', () => {
  test('every route of the URL table opens a page module that exists', () => {
    const all = [...pageRoutes, ...adminRoutes];
    assert.equal(all.length, siteRoutes.length);
    for (const route of all) assert.ok(moduleFileOf(route), `${route.key} (${route.path}) has its page file`);
    assert.ok(adminRoutes.every((route) => route.guard === 'admin'));
    assert.ok(pageRoutes.every((route) => route.guard !== 'admin'));
  });

  test('a generic page or screen is told its resource, whose definition declares what it shows', () => {
    for (const route of [...pageRoutes, ...adminRoutes]) {
      if (!route.props) continue;
      const def = resources[route.props.resource as ResourceKey];
      if (route.guard === 'admin') {
        assert.ok(def.admin, `${route.key}: ${def.name} declares its admin screen`);
        if (route.key.endsWith('.adminAdd')) assert.ok(def.admin.addPage, `${route.key} declares its add page`);
      } else assert.ok(def.pages?.[route.props.page], `${route.key} declares its page`);
    }
  });
});

describe('a resource defined once gets its screens and pages', () => {
  const routes = pageRoutesOf(routesOfResource('workshops', lokakaryas));

  test('its public pages and admin screens are the generic ones, told which resource they show', () => {
    assert.deepEqual(
      routes.map((route) => [route.path, route.guard, moduleFileOf(route)?.split('/src/')[1], route.props?.page]),
      [
        ['/lokakarya', 'public', 'features/resources/pages/resource-list-page.tsx', 'list'],
        ['/lokakarya/:id', 'public', 'features/resources/pages/resource-detail-page.tsx', 'detail'],
        ['/managelokakarya', 'admin', 'features/admin/screens/resource-screen.tsx', 'admin'],
        ['/managelokakarya/addlokakarya', 'admin', 'features/admin/screens/resource-add-screen.tsx', 'adminAdd'],
      ],
    );
  });

  test('its admin screen and add page are configured by its definition', () => {
    const screen = manageConfigOf(lokakaryas);
    assert.equal(screen.title, 'Manage Lokakarya');
    assert.deepEqual(screen.add, { label: 'Tambah Lokakarya', route: '/managelokakarya/addlokakarya' });
    const columns = screen.columns({} as never);
    assert.deepEqual(
      columns.map((column) => column.header),
      ['Poster', 'Judul', 'Tanggal', 'Harga'],
    );
    // its cells show values as its public pages do (contract/src/field-format.ts)
    const row = {
      id: 3,
      createdAt: '2026-11-01T00:00:00.000Z',
      updatedAt: '2026-11-01T00:00:00.000Z',
      judul: 'Lokakarya Topeng',
      tanggal: '2026-12-20T12:00:00.000Z',
      harga: 75000,
      poster: '',
    } as unknown as Parameters<typeof screen.rowLabel>[0];
    assert.deepEqual(
      columns.slice(2).map((column) => column.cell(row, 0)),
      ['20 Desember 2026 pukul 19.00 WIB', 'Rp 75.000,00'],
    );
    assert.equal(screen.rowLabel(row), 'Lokakarya Topeng', 'its rows are named as it declares');
    const add = addConfigOf(lokakaryas);
    assert.deepEqual(
      [add.title, add.list, add.afterSuccess],
      ['Tambah Lokakarya', { route: '/managelokakarya', label: 'Manage Lokakarya' }, 'list'],
    );
  });

  test('its routes hydrate as islands when its definition says so, as the site’s do', () => {
    assert.ok(routes.every((route) => !route.islands));
    const islandPages = [...pageRoutes, ...adminRoutes].filter((route) => route.islands).map((route) => route.key);
    assert.deepEqual(
      islandPages,
      siteRoutes.filter((route) => route.islands).map((route) => route.key),
    );
    assert.ok(islandPages.includes('home') && islandPages.includes('news.detail'));
  });
});

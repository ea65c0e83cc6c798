import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { type ResourceKey, resources } from '@teater/contract';
import { exhibitions } from '@teater/contract/fixtures';
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
  const routes = pageRoutesOf(routesOfResource('exhibitions', exhibitions));

  test('its public pages and admin screens are the generic ones, told which resource they show', () => {
    assert.deepEqual(
      routes.map((route) => [route.path, route.guard, moduleFileOf(route)?.split('/src/')[1], route.props?.page]),
      [
        ['/pameran', 'public', 'features/resources/pages/resource-list-page.tsx', 'list'],
        ['/pameran/:id', 'public', 'features/resources/pages/resource-detail-page.tsx', 'detail'],
        ['/managepameran', 'admin', 'features/admin/screens/resource-screen.tsx', 'admin'],
        ['/managepameran/addpameran', 'admin', 'features/admin/screens/resource-add-screen.tsx', 'adminAdd'],
      ],
    );
  });

  test('its admin screen and add page are configured by its definition', () => {
    const screen = manageConfigOf(exhibitions);
    assert.equal(screen.title, 'Manage Pameran');
    assert.deepEqual(screen.add, { label: 'Tambah Pameran', route: '/managepameran/addpameran' });
    assert.deepEqual(
      screen.columns({} as never).map((column) => column.header),
      ['Poster', 'Judul', 'Tempat'],
    );
    const add = addConfigOf(exhibitions);
    assert.deepEqual(
      [add.title, add.list, add.afterSuccess],
      ['Tambah Pameran', { route: '/managepameran', label: 'Manage Pameran' }, 'list'],
    );
  });
});

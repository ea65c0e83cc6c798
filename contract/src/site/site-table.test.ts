import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { exhibitions } from '@teater/contract/fixtures';
import { isDetailPage } from '../resource-pages.js';
import { type ResourceDef, type ResourceKey, resources } from '../resources/index.js';
import { buildPaths, guardOf, menuLinksOf, routePath } from './links.js';
import { privatePrefixes } from './robots.js';
import { menuEntries, paths, siteRoutes, siteTableOf } from './table.js';

test('the URL table: no URL is declared twice, and every route is of one kind with its guard', () => {
  const paths = siteRoutes.map((route) => routePath(route.path));
  assert.deepEqual(
    paths.filter((path, i) => paths.indexOf(path) !== i),
    [],
  );
  for (const route of siteRoutes) {
    if (!route.resource) continue;
    const def = resources[route.resource as ResourceKey];
    assert.equal(route.guard, guardOf(route.kind, def.access.read), route.key);
  }
});

test("every public page of a resource is declared in its definition's pages", () => {
  for (const route of siteRoutes) {
    if (!route.resource || (route.kind !== 'list' && route.kind !== 'detail')) continue;
    const def: ResourceDef = resources[route.resource as ResourceKey];
    if (route.guard !== 'public') continue;
    const page = def.pages?.[route.name ?? ''];
    assert.ok(page, `${route.key} declares its page`);
    assert.equal(isDetailPage(page), route.kind === 'detail', `${route.key} is a ${route.kind} page`);
  }
});

test('links, menus and robots rules come from the same table', () => {
  assert.equal(paths.news.detail(3), '/news/3');
  assert.equal(paths.scripts.detail(4), '/scripts/setiapscript?id=4');
  assert.equal(paths.about('Teater Satu'), '/teatersatu');
  assert.equal(paths.members.coaching, '/coaching');
  const more = menuLinksOf(menuEntries, 'more', 'Teater Satu');
  assert.deepEqual(
    more.map((link) => link.to),
    [
      '/news',
      '/collaboration',
      '/partnership',
      '/photos',
      '/scripts',
      '/merch',
      '/sewa',
      '/subscription',
      '/donation',
      '/tiket',
      '/subs',
    ],
  );
  assert.deepEqual(privatePrefixes('Teater Satu'), [
    '/account',
    '/admin',
    '/checkin',
    '/history-',
    '/manage',
    '/payment/sandbox/',
    '/profileadmin',
    '/subs$',
    '/subs/',
    '/tiket/penawaran/',
    '/api/',
  ]);
  // every guarded route falls under a rule, and no public one does
  const rules = privatePrefixes('Teater Satu').map(
    (rule) => (path: string) => (rule.endsWith('$') ? path === rule.slice(0, -1) : path.startsWith(rule)),
  );
  for (const route of siteRoutes) {
    const path = routePath(route.path).replace('{site}', 'teatersatu');
    assert.equal(
      rules.some((covers) => covers(path)),
      route.guard !== 'public',
      path,
    );
  }
});

describe('a resource defined once gets its place on the site', () => {
  const { siteRoutes: routes, menuEntries: entries } = siteTableOf({ ...resources, exhibitions });

  test('its public pages and admin screens are routes, guarded by its access', () => {
    const own = routes.filter((route) => route.resource === 'exhibitions');
    assert.deepEqual(
      own.map(({ key, kind, guard }) => [key, kind, guard]),
      [
        ['exhibitions.list', 'list', 'public'],
        ['exhibitions.detail', 'detail', 'public'],
        ['exhibitions.admin', 'admin', 'admin'],
        ['exhibitions.adminAdd', 'adminAdd', 'admin'],
      ],
    );
    const links = buildPaths(routes) as { exhibitions: { detail: (id: number) => string } };
    assert.equal(links.exhibitions.detail(7), '/pameran/7');
  });

  test('its menu entries land in the menus, in order', () => {
    const more = menuLinksOf(entries, 'more', 'Teater Satu').map((link) => link.label);
    assert.equal(more.indexOf('Pameran'), more.indexOf('Donasi') + 1);
    const admin = menuLinksOf(entries, 'admin', 'Teater Satu').find((link) => link.label === 'Pameran');
    assert.deepEqual(admin && [admin.to, admin.group, admin.guard], ['/managepameran', 'content', 'admin']);
  });
});

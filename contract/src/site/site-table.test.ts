import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { lokakaryas } from '@teater/contract/fixtures';
import { isDetailPage } from '../resource-pages.js';
import { type ResourceDef, type ResourceKey, resources } from '../resources/index.js';
import { buildPaths, guardOf, menuLinksOf, routePath } from './links.js';
import { privatePrefixes } from './robots.js';
import { staticRoutes } from './static-routes.js';
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
  // the Lainnya menu is every 'more' entry the definitions declare, in their order ...
  const declared = [
    ...Object.values(staticRoutes).flatMap((route) =>
      'menus' in route ? route.menus.map((entry) => ({ ...entry, to: route.path })) : [],
    ),
    ...Object.values(resources).flatMap((def: ResourceDef) =>
      (def.menus ?? []).map((entry) => ({ ...entry, to: def.routes?.[entry.to ?? 'list'] ?? '' })),
    ),
  ]
    .filter((entry) => entry.menu === 'more')
    .sort((a, b) => a.order - b.order);
  const more = menuLinksOf(menuEntries, 'more', 'Teater Satu').map((link) => link.to);
  assert.deepEqual(
    more,
    declared.map((entry) => entry.to),
  );
  // ... and holds the spec's entries in the spec's order (a new resource may add its own between)
  const spec = ['/news', '/collaboration', '/partnership', '/photos', '/scripts', '/merch', '/sewa'];
  const specTail = ['/subscription', '/donation', '/tiket', '/subs'];
  assert.deepEqual(
    more.filter((to) => [...spec, ...specTail].includes(to)),
    [...spec, ...specTail],
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
  const { siteRoutes: routes, menuEntries: entries } = siteTableOf({ ...resources, workshops: lokakaryas });

  test('its public pages and admin screens are routes, guarded by its access', () => {
    const own = routes.filter((route) => route.resource === 'workshops');
    assert.deepEqual(
      own.map(({ key, kind, guard }) => [key, kind, guard]),
      [
        ['workshops.list', 'list', 'public'],
        ['workshops.detail', 'detail', 'public'],
        ['workshops.admin', 'admin', 'admin'],
        ['workshops.adminAdd', 'adminAdd', 'admin'],
      ],
    );
    const links = buildPaths(routes) as { workshops: { detail: (id: number) => string } };
    assert.equal(links.workshops.detail(7), '/lokakarya/7');
  });

  test('its menu entries land in the menus, in order', () => {
    const more = menuLinksOf(entries, 'more', 'Teater Satu').map((link) => link.label);
    assert.equal(more.indexOf('Lokakarya'), more.indexOf('Donasi') + 1);
    const admin = menuLinksOf(entries, 'admin', 'Teater Satu').find((link) => link.label === 'Lokakarya');
    assert.deepEqual(admin && [admin.to, admin.group, admin.guard], ['/managelokakarya', 'content', 'admin']);
  });

  test('whether its pages hydrate as islands is its definition’s word', () => {
    const islands = (workshops: ResourceDef) =>
      siteTableOf({ ...resources, workshops })
        .siteRoutes.filter((route) => route.resource === 'workshops' && route.islands)
        .map((route) => route.key);
    assert.deepEqual(islands(lokakaryas), []);
    const pages = { list: { title: 'Lokakarya', islands: true as const }, detail: lokakaryas.pages?.detail };
    assert.deepEqual(islands({ ...lokakaryas, pages } as ResourceDef), ['workshops.list']);
  });
});

import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { after, test } from 'node:test';
import { featureCrossings } from '../../scripts/feature-boundaries';

/**
 * The import boundaries really fail `npm test` (decision 011), and so do files and functions over
 * their size (decision 019): probe files that cross each one are checked and must be refused. Biome (biome.json: noImportCycles, noRestrictedImports) holds the
 * cycles and the arrows between contract, api, web and web/src/app; scripts/feature-boundaries.ts
 * holds one feature reaching into another's internals.
 */
const root = path.resolve(import.meta.dirname, '..', '..');
const probeName = `zz-probe-${process.pid}`;
const featureProbe = path.join(root, 'web', 'src', 'features', probeName);
const contractProbe = path.join(root, 'contract', 'src', probeName);
const libProbe = path.join(root, 'web', 'src', 'lib', `${probeName}.ts`);

const lint = (file: string) => {
  const run = spawnSync('npx', ['biome', 'lint', '--max-diagnostics=50', path.relative(root, file)], {
    cwd: root,
    encoding: 'utf8',
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
};
const write = (file: string, lines: string[]) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
};
const refusedLines = (output: string, rule: string) =>
  [...output.matchAll(new RegExp(`:(\\d+):\\d+ lint/${rule}`, 'g'))].map((match) => Number(match[1]));

after(() => {
  for (const probe of [featureProbe, contractProbe, libProbe]) fs.rmSync(probe, { recursive: true, force: true });
});

test('a feature importing web/src/app or the server is refused', () => {
  const file = write(path.join(featureProbe, 'pages', 'probe-page.ts'), [
    "import { AppReady } from '../../../components/app-ready';",
    "import { siteRoutes } from '../../../app/route-table';",
    "import { buildApp } from '../../../../../api/src/app';",
    "import { config } from '@teater/api/src/config';",
    'export const probe = [AppReady, siteRoutes, buildApp, config];',
  ]);
  const { status, output } = lint(file);
  assert.equal(status, 1, output);
  assert.deepEqual(refusedLines(output, 'style/noRestrictedImports'), [2, 3, 4], output);
});

test('web code outside the features importing the server is refused', () => {
  const file = write(libProbe, [
    "import { buildApp } from '../../../api/src/app';",
    "import * as api from '@teater/api';",
    'export const probe = [buildApp, api];',
  ]);
  const { status, output } = lint(file);
  assert.equal(status, 1, output);
  assert.deepEqual(refusedLines(output, 'style/noRestrictedImports'), [1, 2], output);
});

test('the contract importing the server or the web app is refused', () => {
  const file = write(path.join(contractProbe, 'probe.ts'), [
    "import { messages } from '../messages';",
    "import { buildApp } from '../../../api/src/app';",
    "import { siteRoutes } from '../../../web/src/app/route-table';",
    "import * as web from '@teater/web';",
    'export const probe = [messages, buildApp, siteRoutes, web];',
  ]);
  const { status, output } = lint(file);
  assert.equal(status, 1, output);
  assert.deepEqual(refusedLines(output, 'style/noRestrictedImports'), [2, 3, 4], output);
});

test('import cycles are refused: two files, three files through a .tsx, through a re-export, and of types only', () => {
  const dir = path.join(featureProbe, 'cycles');
  write(path.join(dir, 'pair-b.ts'), ["import { a } from './pair-a';", 'export const b = () => a;']);
  write(path.join(dir, 'pair-a.ts'), ["import { b } from './pair-b';", 'export const a = () => b;']);
  write(path.join(dir, 'ring-1.ts'), ["import { two } from './ring-2';", 'export const one = () => two;']);
  write(path.join(dir, 'ring-2.tsx'), [
    "import { three } from './ring-3';",
    'export const two = () => <i>{three}</i>;',
  ]);
  write(path.join(dir, 'ring-3.ts'), ["import { one } from './ring-1';", 'export const three = String(one);']);
  write(path.join(dir, 'barrel.ts'), ["export * from './leaf';", 'export const barrel = 1;']);
  write(path.join(dir, 'leaf.ts'), ["import { barrel } from './barrel';", 'export const leaf = () => barrel;']);
  write(path.join(dir, 'types-only.ts'), ["import type { Leaf } from './types-only-b';", 'export type Pair = Leaf;']);
  write(path.join(dir, 'types-only-b.ts'), ["import type { Pair } from './types-only';", 'export type Leaf = Pair;']);
  const { status, output } = lint(dir);
  assert.equal(status, 1, output);
  const files = [...output.matchAll(/cycles\/([\w-]+\.tsx?):\d+:\d+ lint\/suspicious\/noImportCycles/g)];
  assert.deepEqual(
    files.map((match) => match[1]).sort(),
    [
      'barrel.ts',
      'leaf.ts',
      'pair-a.ts',
      'pair-b.ts',
      'ring-1.ts',
      'ring-2.tsx',
      'ring-3.ts',
      'types-only-b.ts',
      'types-only.ts',
    ],
    output,
  );
});

test('a feature reaching into another feature’s internals is refused, whatever the path', async () => {
  const shallow = write(path.join(featureProbe, 'probe-top.ts'), [
    "import ProductList from '../products/pages/product-list-page';",
    "import ProductDetail from '../../features/products/pages/product-detail-page';",
    "import * as galleryApi from '../gallery/gallery-api';",
    'export const probe = [ProductList, ProductDetail, galleryApi];',
  ]);
  const deep = write(path.join(featureProbe, 'a', 'b', 'c', 'probe-deep.ts'), [
    "import * as DataTable from '../../../../admin/kit/data-table';",
    "import banner from '../../../../../../src/features/members/assets/member-banner.svg';",
    "import * as useCheckout from '../../../../payments/lib/use-checkout';",
    "import * as probe from '../../../probe-top';",
    'export const deepProbe = [DataTable, banner, useCheckout, probe];',
  ]);
  const crossings = await featureCrossings([shallow, deep].map((file) => path.relative(root, file)));
  assert.deepEqual(crossings.map(({ from, to }) => `${path.basename(from)} -> ${to}`).sort(), [
    'probe-deep.ts -> web/src/features/admin/kit/data-table.tsx',
    'probe-deep.ts -> web/src/features/members/assets/member-banner.svg',
    'probe-top.ts -> web/src/features/products/pages/product-detail-page.tsx',
    'probe-top.ts -> web/src/features/products/pages/product-list-page.tsx',
  ]);
});

test('no feature of the web app reaches into another’s internals', async () => {
  fs.rmSync(featureProbe, { recursive: true, force: true });
  assert.deepEqual(await featureCrossings(), []);
});

test('a file over 250 lines and a function over 60 lines are refused', () => {
  const body = Array.from({ length: 61 }, (_, i) => `  const line${i} = ${i};`);
  const padding = Array.from({ length: 190 }, (_, i) => `export const filler${i} = ${i};`);
  const file = write(path.join(featureProbe, 'too-long.ts'), [
    'export function tooLong() {',
    ...body,
    `  return [${body.map((_, i) => `line${i}`).join(', ')}];`,
    '}',
    ...padding,
  ]);
  const { status, output } = lint(file);
  assert.equal(status, 1, output);
  assert.match(output, /lint\/complexity\/noExcessiveLinesPerFunction/);
  assert.match(output, /lint\/style\/noExcessiveLinesPerFile/);
});

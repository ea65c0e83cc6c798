import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';

/**
 * The import boundaries (biome.json: noImportCycles, noRestrictedImports) really fail the lint that
 * `npm test` runs: probe files that cross each boundary are linted and must be refused.
 */
const root = path.resolve(import.meta.dirname, '..', '..');
const probe = path.join(root, 'web', 'src', 'features', `zz-probe-${process.pid}`);

const lint = (file: string) => {
  const run = spawnSync('npx', ['biome', 'lint', '--max-diagnostics=50', path.relative(root, file)], {
    cwd: root,
    encoding: 'utf8',
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
};
const write = (name: string, text: string) => {
  const file = path.join(probe, name);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  return file;
};

before(() => fs.mkdirSync(probe, { recursive: true }));
after(() => fs.rmSync(probe, { recursive: true, force: true }));

test('a feature importing from web/src/app, another feature’s pages, or the server is refused', () => {
  const file = write(
    'pages/probe-page.ts',
    [
      "import { AppReady } from '../../../components/app-ready';",
      "import { pageRoutes } from '../../../app/route-table';",
      "import ProductList from '../../products/pages/product-list-page';",
      "import { buildApp } from '../../../../../api/src/app';",
      'export const probe = [AppReady, pageRoutes, ProductList, buildApp];',
      '',
    ].join('\n'),
  );
  const { status, output } = lint(file);
  assert.equal(status, 1, output);
  assert.equal(output.match(/lint\/style\/noRestrictedImports/g)?.length, 3, output);
  assert.match(output, /probe-page\.ts:2:/);
  assert.match(output, /probe-page\.ts:3:/);
  assert.match(output, /probe-page\.ts:4:/);
});

test('an import cycle is refused', () => {
  write('cycle-b.ts', "import { a } from './cycle-a';\nexport const b = () => a;\n");
  const file = write('cycle-a.ts', "import { b } from './cycle-b';\nexport const a = () => b;\n");
  const { status, output } = lint(file);
  assert.equal(status, 1, output);
  assert.match(output, /lint\/suspicious\/noImportCycles/);
});

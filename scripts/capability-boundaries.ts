/**
 * A capability of the server (a folder of api/src: box-office, door, payments, …) shows the others
 * only its entry file `index.ts` and its tables (its `schema.ts` files: others' tables refer to them);
 * everything else in it is its own. core/ is the ground floor, open to all. The composition at the
 * top (app.ts, site.ts, api-routes.ts, server.ts, schema.ts), the seeds and the test helpers put
 * capabilities together and may reach anywhere; so may test files, which are no part of the graph.
 *
 * Checked like the web's features, on the import graph esbuild resolves. The crossings the
 * regrouping (issue 42) left are listed in scripts/capability-crossings.txt: that list may only
 * shrink. A crossing not on it fails `npm run lint`, and so does a line for one that is gone.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverDir = 'api/src/';
/** folders of api/src that are no capability: they compose or exercise the others */
const harness = new Set(['seed', 'test']);
export const knownCrossingsFile = 'scripts/capability-crossings.txt';

export type Crossing = { from: string; to: string; specifier: string };

/** The capability a file of api/src belongs to, and whether other capabilities may import it. */
const capabilityOf = (file: string) => {
  if (!file.startsWith(serverDir)) return undefined;
  const [name, ...rest] = file.slice(serverDir.length).split('/');
  if (rest.length === 0 || !name || harness.has(name)) return undefined;
  const isPublic = name === 'core' || rest.at(-1) === 'schema.ts' || (rest.length === 1 && rest[0] === 'index.ts');
  return { name, isPublic };
};

const serverSources = () =>
  execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', serverDir], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => /\.ts$/.test(file) && !file.endsWith('.d.ts') && !file.endsWith('.test.ts'));

/** Every import from one capability into another capability's inner files. */
export async function capabilityCrossings(files: string[] = serverSources()): Promise<Crossing[]> {
  const { metafile } = await esbuild.build({
    absWorkingDir: root,
    entryPoints: files.filter((file) => capabilityOf(file)),
    bundle: true,
    write: false,
    metafile: true,
    outdir: 'unused',
    packages: 'external',
    format: 'esm',
    platform: 'node',
    logLevel: 'silent',
    tsconfig: 'api/tsconfig.json',
  });
  const crossings: Crossing[] = [];
  for (const [from, input] of Object.entries(metafile.inputs)) {
    const source = capabilityOf(from);
    if (!source) continue;
    for (const imported of input.imports) {
      const target = capabilityOf(imported.path);
      if (target && target.name !== source.name && !target.isPublic) {
        crossings.push({ from, to: imported.path, specifier: imported.original ?? imported.path });
      }
    }
  }
  return crossings;
}

const lineOf = ({ from, to }: Crossing) => `${from} -> ${to}`;

/** The crossings that are not on the list, and the list's lines that no crossing answers any more. */
export async function capabilityProblems(files?: string[]) {
  const known = new Set(
    fs
      .readFileSync(path.join(root, knownCrossingsFile), 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#')),
  );
  const crossings = await capabilityCrossings(files);
  const found = new Set(crossings.map(lineOf));
  return {
    added: crossings.filter((crossing) => !known.has(lineOf(crossing))),
    gone: files ? [] : [...known].filter((line) => !found.has(line)),
  };
}

/** Prints what is wrong; true when nothing is. */
export async function checkCapabilities(): Promise<boolean> {
  const { added, gone } = await capabilityProblems();
  for (const { from, to, specifier } of added) {
    console.error(`${from}: imports '${specifier}' (${to}), another capability's inner file.`);
  }
  if (added.length > 0) {
    console.error(
      'A capability of api/src shows others only its index.ts (and its tables in schema.ts): import ' +
        'from there, export what is needed from it, or move what both need down to api/src/core.',
    );
  }
  for (const line of gone) console.error(`${knownCrossingsFile}: '${line}' no longer crosses: remove the line.`);
  return added.length === 0 && gone.length === 0;
}

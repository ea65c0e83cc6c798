/**
 * A feature of the web app (web/src/features/<name>) shows other features only its top-level
 * files and its `api/` and `lib/` folders; its pages, components and everything else are its own.
 *
 * Biome's noRestrictedImports matches import strings, and whether `../../x/pages/y` lands in
 * another feature depends on where the importing file sits, so this rule is checked here on the
 * import graph esbuild resolves (the parser and resolver of our build), as real file paths
 * (decision 011). `npm run lint` runs it; web/src/boundaries.test.ts proves it refuses a crossing.
 * It also checks the server's capabilities (scripts/capability-boundaries.ts, the same rule for
 * api/src; web/src/capability-boundaries.test.ts proves it).
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { checkCapabilities } from './capability-boundaries';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const featuresDir = 'web/src/features/';
const publicFolders = new Set(['api', 'lib']);

export type Crossing = { from: string; to: string; specifier: string };

/** The feature a file belongs to and whether other features may import it. */
const featureOf = (file: string) => {
  if (!file.startsWith(featuresDir)) return undefined;
  const [name, ...rest] = file.slice(featuresDir.length).split('/');
  const isPublic = rest.length === 1 || publicFolders.has(rest[0] ?? '');
  return { name, isPublic };
};

const webSources = () =>
  execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'web/src'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'));

/** Every import from one feature into another feature's internals. */
export async function featureCrossings(files: string[] = webSources()): Promise<Crossing[]> {
  const { metafile } = await esbuild.build({
    absWorkingDir: root,
    entryPoints: files,
    bundle: true,
    write: false,
    metafile: true,
    outdir: 'unused',
    packages: 'external',
    format: 'esm',
    platform: 'neutral',
    logLevel: 'silent',
    tsconfig: 'web/tsconfig.json',
    loader: { '.css': 'empty', '.png': 'empty', '.jpg': 'empty', '.svg': 'empty', '.webp': 'empty' },
  });
  const crossings: Crossing[] = [];
  for (const [from, input] of Object.entries(metafile.inputs)) {
    const source = featureOf(from);
    if (!source) continue;
    for (const imported of input.imports) {
      const target = featureOf(imported.path);
      if (target && target.name !== source.name && !target.isPublic) {
        crossings.push({ from, to: imported.path, specifier: imported.original ?? imported.path });
      }
    }
  }
  return crossings;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const crossings = await featureCrossings();
  for (const { from, to, specifier } of crossings) {
    console.error(`${from}: imports '${specifier}' (${to}), another feature's internals.`);
  }
  if (crossings.length > 0) {
    console.error(
      'A feature shows others only its top-level files, api/ and lib/: move what both need to ' +
        'web/src/components or web/src/lib, or to the other feature’s api/ or lib/.',
    );
  }
  const capabilitiesKept = await checkCapabilities();
  if (crossings.length > 0 || !capabilitiesKept) process.exit(1);
}

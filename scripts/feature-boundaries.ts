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
import { fileURLToPath } from 'node:url';
import { checkCapabilities } from './capability-boundaries';
import { type Crossing, crossingsOf, importsOf, type Part, sourcesBelow } from './import-graph';

const featuresDir = 'web/src/features/';
const publicFolders = new Set(['api', 'lib']);

/** The feature a file belongs to and whether other features may import it. */
const featureOf = (file: string): Part | undefined => {
  if (!file.startsWith(featuresDir)) return undefined;
  const [name, ...rest] = file.slice(featuresDir.length).split('/');
  if (!name) return undefined;
  const isPublic = rest.length === 1 || publicFolders.has(rest[0] ?? '');
  return { name, isPublic };
};

const webSources = () => sourcesBelow('web/src').filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'));

/** Every import from one feature into another feature's internals. */
export async function featureCrossings(files: string[] = webSources()): Promise<Crossing[]> {
  const inputs = await importsOf(files, {
    platform: 'neutral',
    tsconfig: 'web/tsconfig.json',
    loader: { '.css': 'empty', '.png': 'empty', '.jpg': 'empty', '.svg': 'empty', '.webp': 'empty' },
  });
  return crossingsOf(inputs, featureOf);
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

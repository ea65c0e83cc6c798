/**
 * The server's capabilities (the folders of api/src: box-office, door, payments, …) stand on
 * floors, core/ at the ground:
 * - a capability shows the others only its entry file `index.ts` and its tables (its `schema.ts`
 *   files: others' tables refer to them); everything else in it is its own;
 * - no two capabilities import each other, however far round: every import runs down a floor
 *   (docs/architecture.md draws them). What a lower capability needs from a higher one it asks
 *   through a port the higher one provides (accounts/privacy-port.ts, payments/purposes.ts).
 * The composition at the top (app.ts, site.ts, api-routes.ts, server.ts, schema.ts), the seeds and
 * the test helpers put capabilities together and may reach anywhere; so may test files, which are
 * no part of the graph. `npm run lint` runs this (through scripts/feature-boundaries.ts);
 * web/src/capability-boundaries.test.ts proves it refuses both.
 */
import { type Crossing, crossingsOf, importsOf, loopsOf, type Part, sourcesBelow } from './import-graph';

const serverDir = 'api/src/';
/** folders of api/src that are no capability: they compose or exercise the others */
const harness = new Set(['seed', 'test']);

/** The capability a file of api/src belongs to (its folder; a composing file at the top is its own). */
const capabilityNameOf = (file: string) => {
  if (!file.startsWith(serverDir)) return undefined;
  const [name, ...rest] = file.slice(serverDir.length).split('/');
  if (!name || harness.has(name)) return undefined;
  return rest.length === 0 ? name : `${name}/`;
};

const capabilityOf = (file: string): Part | undefined => {
  const name = capabilityNameOf(file);
  if (!name?.endsWith('/')) return undefined;
  const rest = file.slice(serverDir.length + name.length).split('/');
  const isPublic = name === 'core/' || rest.at(-1) === 'schema.ts' || (rest.length === 1 && rest[0] === 'index.ts');
  return { name, isPublic };
};

const serverSources = () =>
  sourcesBelow(serverDir).filter((file) => /\.ts$/.test(file) && !file.endsWith('.d.ts') && !file.endsWith('.test.ts'));

const serverImports = (files: string[]) =>
  importsOf(
    files.filter((file) => capabilityNameOf(file)),
    { platform: 'node', tsconfig: 'api/tsconfig.json' },
  );

/** Every import from one capability into another capability's inner files. */
export async function capabilityCrossings(files: string[] = serverSources()): Promise<Crossing[]> {
  return crossingsOf(await serverImports(files), capabilityOf);
}

/** The capabilities (and composing files) that import each other, each loop with its imports. */
export async function capabilityLoops(files: string[] = serverSources()) {
  return loopsOf(await serverImports(files), capabilityNameOf);
}

/** Prints what is wrong; true when nothing is. */
export async function checkCapabilities(): Promise<boolean> {
  const crossings = await capabilityCrossings();
  for (const { from, to, specifier } of crossings) {
    console.error(`${from}: imports '${specifier}' (${to}), another capability's inner file.`);
  }
  if (crossings.length > 0) {
    console.error(
      'A capability of api/src shows others only its index.ts (and its tables in schema.ts): import ' +
        'from there, export what is needed from it, or move what both need down to api/src/core.',
    );
  }
  const loops = await capabilityLoops();
  for (const { parts, imports } of loops) {
    console.error(`api/src: ${parts.join(', ')} import each other, an import running back up a floor:`);
    for (const line of imports) console.error(`  ${line}`);
  }
  if (loops.length > 0) {
    console.error(
      'Capabilities stand on floors: move what both need down, or let the lower one ask through a ' +
        'port the higher one provides (accounts/privacy-port.ts, payments/purposes.ts).',
    );
  }
  return crossings.length === 0 && loops.length === 0;
}

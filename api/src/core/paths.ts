import fs from 'node:fs';
import path from 'node:path';

/**
 * The api package's folder, found from wherever this code runs: the TypeScript sources
 * (`api/src/…`) or the compiled bundle (`api/dist/server.js`). Files the server reads at run time
 * (migrations, demo assets) are addressed from it, so both ways find the same files.
 */
function findApiRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest) && JSON.parse(fs.readFileSync(manifest, 'utf8')).name === '@teater/api') return dir;
    if (path.dirname(dir) === dir) throw new Error(`no @teater/api package above ${from}`);
  }
}

export const apiRoot = findApiRoot(import.meta.dirname);
export const repoRoot = path.dirname(apiRoot);
export const migrationsFolder = path.join(apiRoot, 'drizzle');
export const demoAssetsFolder = path.join(apiRoot, 'src', 'seed', 'demo', 'assets');

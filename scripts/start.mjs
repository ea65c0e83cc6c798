// `npm start` (and `npm run backup|restore`): compiled JavaScript under plain node, in this
// process. `node scripts/start.mjs [entry] [args…]` runs api/dist/<entry>.js (default: server).
// It builds first only when no build exists (a fresh clone); after changing the code, run
// `npm run build` again.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const [entry = 'server', ...args] = process.argv.slice(2);
const script = path.join(root, 'api', 'dist', `${entry}.js`);
const built = existsSync(script) && existsSync(path.join(root, 'web', 'dist', 'index.html'));
if (!built) {
  console.log('No build yet: building the web app and the server (a minute or two, once).');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
process.setSourceMapsEnabled(true);
// The entry sees the arguments as if it had been started itself: `node api/dist/ops.js backup FILE`.
process.argv = [process.argv[0] ?? 'node', script, ...args];
await import(pathToFileURL(script).href);

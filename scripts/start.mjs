// `npm start`: the production server, compiled JavaScript under plain node, in this process.
// It builds first only when no build exists (a fresh clone); after changing the code, run
// `npm run build` again.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const server = path.join(root, 'api', 'dist', 'server.js');
const built = existsSync(server) && existsSync(path.join(root, 'web', 'dist', 'index.html'));
if (!built) {
  console.log('No build yet: building the web app and the server (a minute or two, once).');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
process.setSourceMapsEnabled(true);
await import(pathToFileURL(server).href);

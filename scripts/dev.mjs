// npm run dev: the API (reloading on change) on :3000 and Vite's dev server on :5173 with /api proxied.
import { spawn } from 'node:child_process';

const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'api/src/server.ts'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'development', WEB_DIST: process.env.WEB_DIST ?? 'web/dist' },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit', cwd: 'web' }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });

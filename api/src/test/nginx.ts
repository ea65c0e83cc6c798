import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { repoRoot } from '../core/paths.js';
import { freePort } from './server-process.js';

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/** Why the proxy tests cannot run here, or null when nginx is installed. */
export const nginxMissing = () =>
  fs.existsSync(NGINX) ? null : `nginx is not installed (${NGINX}; scripts/ensure-nginx.sh installs it)`;

/**
 * The deploy config as the tests run it: its `upstream` pointed at `ports` and its HTTPS server
 * listening on plain HTTP at `port` (no certificate here); everything else, the `location` with
 * its proxy settings above all, exactly as a technician installs it.
 */
export function deployConfigFor(file: string, ports: number[], port: number): string {
  const deployed = fs.readFileSync(path.join(repoRoot, 'deploy', file), 'utf8');
  const upstreamServers = ports.map((p) => `  server 127.0.0.1:${p} max_fails=3 fail_timeout=10s;`).join('\n');
  const rendered = deployed
    .replace(/^ {2}server 127\.0\.0\.1:\d+[^\n]*\n/gm, '')
    .replace(/^(upstream \w+ \{\n(?: {2}#[^\n]*\n)*)/m, `$1${upstreamServers}\n`)
    .replace(/listen 443 ssl;/, `listen 127.0.0.1:${port};`)
    .replace(/^ {2}(http2 on|ssl_certificate(_key)?)\b[^\n]*\n/gm, '')
    // the port-80 redirect server is left out: this machine may not bind port 80
    .replace(/\nserver \{\n {2}listen 80;[\s\S]*?\n\}\n?/, '\n');
  // 443 as a whole number: a random test port such as 44317 holds the digits too (failed a run of .ci/run)
  if (/\b443\b/.test(rendered) || !rendered.includes(`127.0.0.1:${ports[0]}`))
    throw new Error(`deploy/${file} no longer has the shape this test renders`);
  return rendered;
}

export interface TestNginx {
  url: string;
  /** each request's upstream as nginx logged it ("127.0.0.1:3001", or two when it tried again) */
  upstreams(): string[];
  stop(): Promise<void>;
}

/** nginx in the foreground with `site` (a `server`/`upstream` config) in a temporary prefix. */
export async function startNginx(site: (port: number) => string): Promise<TestNginx> {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'teater-nginx-'));
  // workers may run as `nobody`: they write request bodies and the log here
  fs.chmodSync(prefix, 0o777);
  const port = await freePort();
  const log = path.join(prefix, 'upstreams.log');
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((name) => `  ${name}_temp_path ${path.join(prefix, name)};`)
    .join('\n');
  fs.writeFileSync(
    path.join(prefix, 'nginx.conf'),
    `pid ${path.join(prefix, 'nginx.pid')};\nevents {}\nhttp {\n${temp}\n` +
      `  log_format upstream '$upstream_addr';\n  access_log ${log} upstream;\n${site(port)}\n}\n`,
  );
  const args = ['-p', prefix, '-e', path.join(prefix, 'error.log'), '-c', path.join(prefix, 'nginx.conf')];
  const checked = spawnSync(NGINX, [...args, '-t'], { encoding: 'utf8' });
  if (checked.status !== 0) throw new Error(`nginx refused the config: ${checked.stderr}`);
  const child: ChildProcess = spawn(NGINX, [...args, '-g', 'daemon off;'], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    try {
      await fetch(`${url}/healthz`);
      break;
    } catch (error) {
      if (tries > 100 || child.exitCode !== null) throw error;
      await sleep(50);
    }
  }
  return {
    url,
    upstreams: () => (fs.existsSync(log) ? fs.readFileSync(log, 'utf8').split('\n').filter(Boolean) : []),
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGQUIT');
        await exited;
      }
      fs.rmSync(prefix, { recursive: true, force: true });
    },
  };
}

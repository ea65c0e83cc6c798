import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

export interface ServerProcess {
  process: ChildProcess;
  port: number;
  url: string;
  /** everything it printed so far */
  output(): string;
  /** SIGKILL (a crash) or SIGTERM (a stop), and its exit */
  kill(signal: NodeJS.Signals): Promise<number | null>;
}

/**
 * The real server (`api/src/server.ts` under tsx) in a process of its own, as production runs it,
 * with `env` on top of this one's (DATABASE_URL left out unless given). Resolves once /readyz answers.
 */
export async function startServer(env: Record<string, string>, waitMs = 90_000): Promise<ServerProcess> {
  const port = await freePort();
  const inherited: NodeJS.ProcessEnv = { ...process.env };
  delete inherited.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, '..', 'server.ts')], {
    env: {
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // these tests are about processes, not logins: an admin logs in with a password alone
      // (the production default, `required`, is tested by accounts/second-factor.test.ts and the e2e)
      STAFF_SECOND_FACTOR: 'optional',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  child.stdout?.on('data', (chunk) => (printed += chunk));
  child.stderr?.on('data', (chunk) => (printed += chunk));
  const url = `http://127.0.0.1:${port}`;
  const server: ServerProcess = {
    process: child,
    port,
    url,
    output: () => printed,
    async kill(signal) {
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      const exited = once(child, 'exit') as Promise<[number | null]>;
      child.kill(signal);
      return (await exited)[0];
    },
  };
  for (const started = Date.now(); Date.now() - started < waitMs; await sleep(250)) {
    if (child.exitCode !== null) throw new Error(`server exited: ${printed}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return server;
    } catch {
      // not listening yet
    }
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start: ${printed}`);
}

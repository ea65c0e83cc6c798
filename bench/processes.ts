import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export const repoRoot = path.resolve(import.meta.dirname, '..');

/** A free TCP port on this machine. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface Started {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Runs an entry in its own process: TypeScript through tsx, JavaScript (the production build)
 * under plain node; keeps its last output for error reports.
 */
export function startTs(entry: string, env: NodeJS.ProcessEnv): { child: ChildProcess; output: () => string } {
  const merged: NodeJS.ProcessEnv = { ...process.env, ...env };
  // An undefined value unsets an inherited variable.
  for (const [key, value] of Object.entries(env)) if (value === undefined) delete merged[key];
  const args = entry.endsWith('.ts') ? ['--import', 'tsx', entry] : [entry];
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: merged,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let tail = '';
  const keep = (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { child, output: () => tail };
}

export async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timeout = sleep(10_000).then(() => child.kill('SIGKILL'));
  await Promise.race([exited, timeout]);
}

/** Polls url until it answers 200 (or the process dies, or the time runs out). */
export async function waitFor(
  url: string,
  child: ChildProcess,
  output: () => string,
  timeoutMs = Number(process.env.BENCH_START_TIMEOUT ?? 900) * 1000,
) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output()}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(500);
  }
  throw new Error(`timed out waiting for ${url}:\n${output()}`);
}

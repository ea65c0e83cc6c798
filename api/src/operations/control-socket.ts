import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance } from 'fastify';
import { audit, systemActor } from '../core/audit/record.js';
import { HttpError } from '../core/http-error.js';

/**
 * The running server's control socket, `DATA_DIR/control.sock`: how `npm run backup` asks the
 * process that holds the embedded database (one process's alone) for an archive. A Unix socket
 * with no rights for group or others (mode 0700): only the site's own user (and root) can connect, and nothing of it is on the
 * network. HTTP over it: `POST /backup` answers the archive as it is packed.
 */
const SOCKET = 'control.sock';
/** Linux's limit for a socket's path (sun_path: 108 bytes with the closing NUL). */
const MAX_PATH_BYTES = 107;

export const controlSocketOf = (dataDir: string) => path.join(path.resolve(dataDir), SOCKET);

async function answer(app: FastifyInstance, request: http.IncomingMessage, response: http.ServerResponse) {
  if (request.method !== 'POST' || request.url !== '/backup') {
    response.writeHead(404).end();
    return;
  }
  try {
    const archive = await app.backupArchive();
    app.log.info('backup asked for over the control socket');
    // no account asks here: the site's own user on this machine, through the command
    await audit(app.db, null, {
      resource: 'backups',
      action: 'backup',
      summary: 'npm run backup',
      actor: systemActor('npm run backup'),
    }).catch((error: unknown) => {
      archive.destroy();
      throw error;
    });
    response.writeHead(200, { 'content-type': 'application/gzip' });
    // an archive that fails halfway ends the connection without its last chunk: the caller sees it cut
    await pipeline(archive, response);
  } catch (error) {
    if (response.headersSent) return void response.destroy();
    const status = error instanceof HttpError ? error.statusCode : 500;
    response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' }).end((error as Error).message);
  }
}

/** Opens the control socket; answers the function that closes it (at the server's stop). */
export async function openControlSocket(app: FastifyInstance): Promise<() => Promise<void>> {
  const file = controlSocketOf(app.config.dataDir);
  if (Buffer.byteLength(file) > MAX_PATH_BYTES) {
    app.log.warn(`DATA_DIR is too long a path for the control socket: npm run backup cannot ask this server`);
    return async () => {};
  }
  // one left by a process that was killed; a live one of another process is refused by the pid file
  await fs.rm(file, { force: true });
  const server = http.createServer((request, response) => void answer(app, request, response));
  // the socket file is created by the bind inside listen(): with this umask, mode 0700 from its first instant
  const umask = process.umask(0o077);
  try {
    server.listen(file);
  } finally {
    process.umask(umask);
  }
  await once(server, 'listening');
  return async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await fs.rm(file, { force: true });
  };
}

/** Why a running server could not be asked for a backup. */
export class ControlRefused extends Error {}

/**
 * `npm run backup -- FILE` through the server running on this DATA_DIR: the archive is written to
 * FILE (under its name only when complete). Answers false when no server listens there.
 */
export async function backupThroughServer(dataDir: string, file: string): Promise<boolean> {
  const socketPath = controlSocketOf(dataDir);
  let response: http.IncomingMessage;
  try {
    const request = http.request({ socketPath, method: 'POST', path: '/backup' });
    request.end();
    [response] = (await once(request, 'response')) as [http.IncomingMessage];
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ECONNREFUSED') return false;
    throw new ControlRefused(`Server tidak dapat dihubungi lewat ${socketPath}: ${(error as Error).message}`);
  }
  if (response.statusCode !== 200) {
    let text = '';
    for await (const chunk of response) text += chunk;
    throw new ControlRefused(text || `Server menolak (${response.statusCode}).`);
  }
  const partial = `${file}.partial`;
  const cut = new ControlRefused('Server berhenti sebelum cadangan selesai: tidak disimpan.');
  try {
    // a connection cut halfway (the server stopping, the archive failing) rejects as 'aborted'
    await pipeline(response, createWriteStream(partial, { mode: 0o600 })).catch((error: NodeJS.ErrnoException) => {
      throw error.code === 'ECONNRESET' || error.message === 'aborted' ? cut : error;
    });
    if (!response.complete) throw cut;
    await fs.rename(partial, file);
  } catch (error) {
    await fs.rm(partial, { force: true });
    throw error;
  }
  return true;
}

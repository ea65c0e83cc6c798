import { createHash, randomBytes } from 'node:crypto';
import Bowser from 'bowser';
import { and, count, eq, ne } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DbOrTx } from '../core/db/client.js';
import { enqueueNewDeviceLogin } from './mails.js';
import { knownDevices } from './schema.js';

/** A long-lived random id per browser: how a device the account used before is told from a new one. */
export const DEVICE_COOKIE = 'device';
const DEVICE_DAYS = 400;

const hashOf = (id: string) => createHash('sha256').update(id).digest('hex');

/** The browser's device id, given one now when it has none (kept on the reply's cookie). */
export function deviceIdOf(request: FastifyRequest, reply: FastifyReply, secure: boolean): string {
  const known = request.cookies[DEVICE_COOKIE];
  if (known && /^[\w-]{30,60}$/.test(known)) return known;
  const id = randomBytes(24).toString('base64url');
  reply.setCookie(DEVICE_COOKIE, id, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    expires: new Date(Date.now() + DEVICE_DAYS * 86_400_000),
  });
  return id;
}

/** 'Chrome 120 · Android 13 (ponsel)', from the browser's User-Agent; what a person recognises. */
export function deviceName(userAgent: string | null | undefined): string {
  if (!userAgent) return 'Perangkat tidak dikenal';
  const { browser, os, platform } = Bowser.getParser(userAgent).getResult();
  const kind = platform.type === 'mobile' ? ' (ponsel)' : platform.type === 'tablet' ? ' (tablet)' : '';
  const name = [browser.name, browser.version?.split('.')[0]].filter(Boolean).join(' ');
  const system = [os.name, os.versionName ?? os.version].filter(Boolean).join(' ');
  return [name, system].filter(Boolean).join(' · ') + kind || 'Perangkat tidak dikenal';
}

/**
 * Where the caller is, when a proxy in front says so (Cloudflare's `CF-IPCity`/`CF-IPCountry`, or
 * `X-Geo-City`/`X-Geo-Country` set by nginx's GeoIP module); believed only behind TRUST_PROXY.
 */
export function placeOf(request: FastifyRequest, trustProxy: number): string | null {
  if (trustProxy < 1) return null;
  const header = (...names: string[]) =>
    names.map((name) => request.headers[name]).find((value): value is string => typeof value === 'string' && !!value);
  const place = [header('cf-ipcity', 'x-geo-city'), header('cf-ipcountry', 'x-geo-country')].filter(Boolean);
  return place.length ? place.join(', ').slice(0, 120) : null;
}

interface Login {
  sessionId: number;
  user: { id: number; name: string; email: string };
  deviceId: string;
  userAgent: string | null;
  ip: string | null;
  place: string | null;
}

/**
 * Remembers the device of a login; when the account had logged in from others before and never
 * from this one, its owner gets a mail (the first device of an account is simply remembered).
 */
export async function rememberDevice(tx: DbOrTx, login: Login): Promise<boolean> {
  const deviceHash = hashOf(login.deviceId);
  const [added] = await tx
    .insert(knownDevices)
    .values({ userId: login.user.id, deviceHash, userAgent: login.userAgent })
    .onConflictDoUpdate({
      target: [knownDevices.userId, knownDevices.deviceHash],
      set: { lastSeenAt: new Date(), userAgent: login.userAgent },
    })
    .returning({ id: knownDevices.id, createdAt: knownDevices.createdAt, lastSeenAt: knownDevices.lastSeenAt });
  const isNew = added !== undefined && added.createdAt.getTime() === added.lastSeenAt.getTime();
  if (!isNew) return false;
  const [others] = await tx
    .select({ n: count() })
    .from(knownDevices)
    .where(and(eq(knownDevices.userId, login.user.id), ne(knownDevices.deviceHash, deviceHash)));
  if ((others?.n ?? 0) === 0) return false;
  await enqueueNewDeviceLogin(tx, {
    sessionId: login.sessionId,
    name: login.user.name,
    email: login.user.email,
    device: deviceName(login.userAgent),
    ip: login.ip,
    place: login.place,
  });
  return true;
}

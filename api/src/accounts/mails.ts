import type { DbOrTx } from '../core/db/client.js';
import { enqueueMail } from '../core/mail-outbox/outbox.js';

/**
 * The mails an account's own events cause (a welcome, a password reset, a sign-in from a new
 * device, a second factor's code or lock), each queued in the event's transaction and keyed by
 * the event; the audience capability's mail worker renders and delivers them.
 */
/** With `withdraw` (the member said yes to announcements): the mail confirms it and carries the links to stop. */
export const enqueueWelcome = (
  tx: DbOrTx,
  user: { id: number; name: string; email: string },
  withdraw?: { page: string; oneClick: string },
) =>
  enqueueMail(tx, {
    key: `welcome:${user.id}`,
    kind: 'welcome',
    to: user.email,
    data: withdraw ? { name: user.name, withdraw } : { name: user.name },
  });

export const enqueuePasswordReset = (tx: DbOrTx, reset: { id: number; name: string; email: string; link: string }) =>
  enqueueMail(tx, {
    key: `password-reset:${reset.id}`,
    kind: 'password-reset',
    to: reset.email,
    data: { name: reset.name, link: reset.link },
  });

/** A login from a device the account had not used: its owner hears of it (keyed by the session). */
export const enqueueNewDeviceLogin = (
  tx: DbOrTx,
  login: { sessionId: number; name: string; email: string; device: string; ip: string | null; place: string | null },
) =>
  enqueueMail(tx, {
    key: `new-device-login:${login.sessionId}`,
    kind: 'new-device-login',
    to: login.email,
    data: { name: login.name, device: login.device, ip: login.ip, place: login.place, at: new Date().toISOString() },
  });

/** The one-time code that proves the mailbox before an account's first second factor. */
export const enqueueFactorEnrolCode = (
  tx: DbOrTx,
  mail: { challengeId: number; name: string; email: string; code: string },
) =>
  enqueueMail(tx, {
    key: `factor-enrol-code:${mail.challengeId}`,
    kind: 'factor-enrol-code',
    to: mail.email,
    data: { name: mail.name, code: mail.code },
  });

/** The first lock after wrong second-factor codes: the owner hears of it (who may be locked out). */
export const enqueueFactorLocked = (
  tx: DbOrTx,
  lock: { userId: number; name: string; email: string; ip: string; until: Date },
) =>
  enqueueMail(tx, {
    key: `factor-locked:${lock.userId}:${lock.ip}:${lock.until.getTime()}`,
    kind: 'factor-locked',
    to: lock.email,
    data: { name: lock.name, ip: lock.ip, until: lock.until.toISOString() },
  });

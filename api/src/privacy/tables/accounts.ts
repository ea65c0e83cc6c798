import { PLAIN, type TableDeclaration } from '../declaration.js';

/** A token the account holds until it expires (a session, a reset link), kept only as its hash. */
const tokenColumns = {
  id: PLAIN,
  token_hash: 'credentials',
  user_id: PLAIN,
  expires_at: PLAIN,
} as const satisfies TableDeclaration['columns'];

/** Accounts and what hangs on them: consents, sessions, reset links, door passes, mails, the audit log, rate limits. */
export const accountTables: Record<string, TableDeclaration> = {
  users: {
    retention: 'account',
    secret: ['password_hash'],
    columns: {
      id: PLAIN,
      name: 'identity',
      email: 'contact',
      password_hash: 'credentials',
      role: PLAIN,
      avatar: 'identity',
      subscription_time: 'transactions',
      grace_until: 'transactions',
      // the language the member chose for the site and mails: a profile setting, like the photo
      bahasa: 'identity',
      createdAt: PLAIN,
      updatedAt: PLAIN,
    },
  },
  consents: {
    retention: 'consents',
    columns: {
      id: PLAIN,
      user_id: PLAIN,
      kind: 'consent',
      granted: 'consent',
      version: 'consent',
      source: 'consent',
      ip: 'network',
      createdAt: PLAIN,
    },
  },
  sessions: {
    retention: 'sessions',
    secret: ['token_hash'],
    columns: {
      ...tokenColumns,
      created_at: 'network',
      method: 'network',
      second_factor: 'network',
      /** the browser and device it was opened from */
      user_agent: 'network',
      ip: 'network',
      /** city and country, when the proxy in front says them */
      place: 'network',
      last_seen_at: 'network',
    },
  },
  password_resets: {
    retention: 'resetLinks',
    secret: ['token_hash'],
    columns: {
      ...tokenColumns,
      used_at: PLAIN,
      created_at: PLAIN,
    },
  },
  mail_outbox: {
    retention: 'mails',
    columns: {
      id: PLAIN,
      dedupe_key: PLAIN,
      kind: PLAIN,
      recipient: 'contact',
      data: 'correspondence',
      status: PLAIN,
      attempts: PLAIN,
      next_attempt_at: PLAIN,
      claimed_until: PLAIN,
      last_error: PLAIN,
      sent_at: PLAIN,
      message_id: PLAIN,
      createdAt: PLAIN,
    },
  },
  audit_log: {
    retention: 'auditEntries',
    columns: {
      id: PLAIN,
      createdAt: PLAIN,
      actor_id: PLAIN,
      actor_role: PLAIN,
      actor_name: 'identity',
      actor_email: 'contact',
      ip: 'network',
      resource: PLAIN,
      record_id: PLAIN,
      action: 'network',
      summary: 'identity',
      before: 'identity',
      after: 'identity',
    },
  },
  rate_limits: {
    retention: 'rateLimits',
    /** `login|<address>|<e-mail>` */
    columns: { key: 'network', hits: PLAIN, resets_at: PLAIN },
  },
  door_passes: {
    retention: 'account',
    secret: ['secret_hash'],
    columns: {
      id: PLAIN,
      id_user: PLAIN,
      /** whose pass it is, as staff named it */
      label: 'identity',
      id_tiket: PLAIN,
      secret_hash: 'credentials',
      created_by: PLAIN,
      expires_at: PLAIN,
      activated_at: PLAIN,
      activated_device: PLAIN,
      revoked_at: PLAIN,
      can_sell: PLAIN,
      createdAt: PLAIN,
    },
  },
};

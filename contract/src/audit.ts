import { z } from 'zod';
import { isoTime } from './answers/common.js';
import { localized } from './i18n/localized.js';
import type { ListDef } from './list.js';
import { auditActionEnglish, otherAuditResourceEnglish } from './messages/en/labels.js';
import { auditActionLabels, otherAuditResourceLabels } from './messages/id/labels.js';
import { resources } from './resources/index.js';

/**
 * What an audit entry says was done. A route picks the closest; a new kind of change adds its
 * action here (with its label), so the filter on /adminaudit offers it.
 */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'reorder',
  'upload',
  'cancel',
  'refund',
  'checkin',
  'resend',
  'payment',
  'backup',
  'restore',
  'signup',
  'login',
  'logout',
  'login-failed',
  'second-factor-failed',
  'factor-code-mailed',
  'factor-added',
  'factor-removed',
  'sessions-ended',
  'password-changed',
  'password-reset-requested',
  'password-reset',
  'revoke',
  'consent-given',
  'consent-withdrawn',
  'data-export',
  'breach-recorded',
  'breach-notified',
  'breach-reported',
  'send',
  'send-test',
  'export',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = localized(
  'labels.audit-action',
  auditActionLabels,
  auditActionEnglish,
);

/** Records that are not a resource of the contract, by the name an entry gives them. */
const OTHER_AUDIT_RESOURCES = localized('labels.audit-resource', otherAuditResourceLabels, otherAuditResourceEnglish);

const resourcesByName = new Map(Object.values(resources).map((def) => [def.name as string, def]));
const auditResourceLabelOf = (name: string): string | undefined =>
  name in OTHER_AUDIT_RESOURCES
    ? OTHER_AUDIT_RESOURCES[name as keyof typeof OTHER_AUDIT_RESOURCES]
    : resourcesByName.get(name)?.label;
/** Every resource an entry can name, with its label (read in the current language). */
export const AUDIT_RESOURCE_LABELS: Readonly<Record<string, string>> = new Proxy(
  Object.fromEntries([...resourcesByName.keys(), ...Object.keys(OTHER_AUDIT_RESOURCES)].map((name) => [name, name])),
  { get: (target, key) => (typeof key === 'string' ? auditResourceLabelOf(key) : Reflect.get(target, key)) },
);
export const AUDIT_RESOURCES = Object.keys(AUDIT_RESOURCE_LABELS) as [string, ...string[]];

/** What a masked value reads as, wherever a secret changed (the change is told, never the value). */
export const AUDIT_MASK = '••••••';

/** GET /admin/audit: the audit log, newest first. */
export const auditList = {
  search: ['actor_name', 'actor_email', 'summary'],
  sort: { fields: ['createdAt'], default: '-createdAt' },
  filters: {
    actor_id: { kind: 'id', label: 'Orang', source: { path: '/users', title: 'email' } },
    resource: { kind: 'enum', values: AUDIT_RESOURCES, labels: AUDIT_RESOURCE_LABELS, label: 'Data' },
    record_id: { kind: 'id', label: 'ID data' },
    action: { kind: 'enum', values: AUDIT_ACTIONS, labels: AUDIT_ACTION_LABELS, label: 'Tindakan' },
    createdAt: { kind: 'range', label: 'Waktu' },
  },
} as const satisfies ListDef;

const changedValues = z.record(z.string(), z.unknown()).nullable();

/** One entry as /adminaudit shows it: who (as they were then), when, from where, what, before/after. */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  createdAt: isoTime(),
  actor_id: z.number().int().nullable(),
  actor_role: z.string().nullable(),
  actor_name: z.string().nullable(),
  actor_email: z.string().nullable(),
  ip: z.string().nullable(),
  resource: z.string(),
  record_id: z.number().int().nullable(),
  action: z.enum(AUDIT_ACTIONS),
  summary: z.string(),
  before: changedValues,
  after: changedValues,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

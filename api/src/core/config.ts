import path from 'node:path';
import { WHATSAPP_TEMPLATE_PARAMETERS } from '@teater/contract';
import { z } from 'zod';
import { audienceEnv, audienceProblems } from './config-audience.js';
import { repoRoot } from './paths.js';

const bool = z
  .enum(['0', '1', 'true', 'false', 'yes', 'no'])
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

/**
 * How many reverse proxies stand in front (1 for nginx). The caller's address is the one the
 * nearest proxy saw: X-Forwarded-For entries a client wrote itself are never believed, since
 * nginx appends to them rather than replacing them. `true`/`yes` mean 1, `false`/`no` 0.
 */
const proxyHops = z
  .string()
  .regex(/^(\d|true|false|yes|no)$/, 'must be a number of proxies (0-9), true or false')
  .transform((v) => (v === 'true' || v === 'yes' ? 1 : v === 'false' || v === 'no' ? 0 : Number(v)));

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    // every interface (a laptop, a container); deploy/ sets 127.0.0.1 behind nginx (README: HOST)
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
      .optional(),
    SITE_NAME: z.string().min(1).default('Teater Satu'),
    PUBLIC_URL: z.url().optional(),
    ADMIN_EMAIL: z.email().optional(),
    ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
    SEED_DEMO: bool.default(true),
    SESSION_DAYS: z.coerce.number().int().min(1).default(30),
    /** whether admins and superadmins must log in with a second factor: `required` unless set, in production */
    STAFF_SECOND_FACTOR: z.enum(['required', 'optional']).optional(),
    /** how long audit entries are kept; the append-only trigger never lets one younger than 30 days go */
    AUDIT_RETENTION_DAYS: z.coerce.number().int().min(30, 'must be at least 30 days').default(730),
    // The privacy notice's controller (UU PDP): who decides on the personal data, and how to reach them.
    PRIVACY_CONTROLLER: z.string().min(1).optional(),
    PRIVACY_ADDRESS: z.string().min(1).default('Bandar Lampung, Lampung, Indonesia'),
    PRIVACY_EMAIL: z.email().optional(),
    PRIVACY_PHONE: z.string().min(5).optional(),
    /** the data protection officer (pejabat pelindungan data pribadi), when one is appointed */
    PRIVACY_OFFICER: z.string().min(1).optional(),
    TRUST_PROXY: proxyHops.default(0),
    /** sign-ups (and door passes opened) per address and hour: a class on one school wifi fits */
    SIGNUP_PER_HOUR: z.coerce.number().int().min(1).default(30),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    MIDTRANS_SERVER_KEY: z.string().min(1).optional(),
    MIDTRANS_CLIENT_KEY: z.string().min(1).optional(),
    MIDTRANS_IS_PRODUCTION: bool.default(false),
    PAYMENT_SANDBOX_KEY: z.string().min(16).optional(),
    TICKET_HOLD_MINUTES: z.coerce.number().int().min(1).default(15),
    /** how long a waiting list's offer holds its seats for the member it went to */
    WAITLIST_OFFER_MINUTES: z.coerce.number().int().min(1).default(120),
    /** how often expired holds give their seats back (one process does it each time) */
    HOLD_SWEEP_SECONDS: z.coerce.number().int().min(1).default(30),
    /** how often scheduled news, programs and shows are looked for to come out (cached reads refreshed) */
    PUBLISH_CHECK_SECONDS: z.coerce.number().int().min(1).default(30),
    WEB_DIST: z.string().optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
    MAIL_FROM: z.string().min(3).optional(),
    BACKUP_DIR: z.string().min(1).optional(),
    BACKUP_KEEP: z.coerce.number().int().min(1).default(7),
    BACKUP_INTERVAL_HOURS: z.coerce.number().min(0.01).default(24),
    /** GET /metrics (Prometheus) answers only with this bearer token; without it, there is no /metrics */
    METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    /** traces go to this OpenTelemetry collector over OTLP/HTTP (http://collector:4318); none without it */
    OTEL_EXPORTER_OTLP_ENDPOINT: z.url().optional(),
    // Media in an S3-compatible bucket (shared by several server processes) instead of DATA_DIR/media.
    S3_BUCKET: z.string().min(3).optional(),
    S3_ENDPOINT: z.url().optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_FORCE_PATH_STYLE: bool.default(false),
    ...audienceEnv,
  })
  .refine((e) => !e.ADMIN_EMAIL === !e.ADMIN_PASSWORD, {
    message: 'ADMIN_EMAIL and ADMIN_PASSWORD go together',
    path: ['ADMIN_PASSWORD'],
  })
  .refine((e) => !e.SMTP_URL === !e.MAIL_FROM, {
    message: 'SMTP_URL and MAIL_FROM go together',
    path: ['MAIL_FROM'],
  })
  .refine((e) => !e.S3_ACCESS_KEY_ID === !e.S3_SECRET_ACCESS_KEY, {
    message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
    path: ['S3_SECRET_ACCESS_KEY'],
  })
  .refine((e) => e.S3_BUCKET || !(e.S3_ENDPOINT || e.S3_ACCESS_KEY_ID), {
    message: 'S3_ENDPOINT and S3 keys need S3_BUCKET',
    path: ['S3_BUCKET'],
  })
  .refine((e) => !e.MIDTRANS_SERVER_KEY === !e.MIDTRANS_CLIENT_KEY, {
    message: 'MIDTRANS_SERVER_KEY and MIDTRANS_CLIENT_KEY go together',
    path: ['MIDTRANS_CLIENT_KEY'],
  })
  .superRefine((e, ctx) => {
    for (const { path, message } of audienceProblems(e, WHATSAPP_TEMPLATE_PARAMETERS)) {
      ctx.addIssue({ code: 'custom', path: [path], message });
    }
  });

export type Config = Omit<z.infer<typeof envSchema>, 'STAFF_SECOND_FACTOR'> & {
  dataDir: string;
  webDist: string;
  STAFF_SECOND_FACTOR: 'required' | 'optional';
};

/** Parses the environment once; fails listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const cfg = parsed.data;
  return {
    ...cfg,
    STAFF_SECOND_FACTOR: cfg.STAFF_SECOND_FACTOR ?? (cfg.NODE_ENV === 'production' ? 'required' : 'optional'),
    dataDir: path.resolve(repoRoot, cfg.DATA_DIR),
    webDist: path.resolve(repoRoot, cfg.WEB_DIST ?? 'web/dist'),
  };
}

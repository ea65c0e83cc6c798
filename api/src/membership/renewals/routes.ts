import {
  type AdminRenewal,
  adminRenewalSchema,
  dataAnswer,
  gopayLinkBody,
  gopayLinkSchema,
  pageAnswer,
  type Renewal,
  renewalMessages,
  renewalMethodBody,
  renewalSchema,
  renewalSettingsSchema,
  renewalsList,
  savedAnswer,
} from '@teater/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { callerOf, requireAccess } from '../../accounts/index.js';
import { users } from '../../accounts/schema.js';
import { answers, refusalsOf } from '../../core/answers.js';
import { audit } from '../../core/audit/record.js';
import { notFound, parseId, parseOrThrow } from '../../core/http-error.js';
import { adminListSource, pageFromQuery } from '../../core/list-query.js';
import { atGateway, customerRefOf, recurringOf, SANDBOX_GOPAY_LINK } from '../../payments/index.js';
import { applyGraceDays, graceDays } from './grace.js';
import { scheduleRenewals } from './job.js';
import { changeMethod, latestPlan, livePlan, startPlan, stopPlan } from './plans.js';
import type { PlanRow } from './record.js';
import { recurringPlans, renewalSettings } from './schema.js';

const asUser = refusalsOf('user');
const declared = {
  start: answers({ 201: savedAnswer(renewalSchema) }, [...asUser, 400, 409, 502]),
  mine: answers({ 200: dataAnswer(renewalSchema.nullable()) }, asUser),
  changed: answers({ 200: savedAnswer(renewalSchema) }, [...asUser, 400, 409, 502]),
  link: answers({ 201: savedAnswer(gopayLinkSchema) }, [...asUser, 400, 502]),
  list: answers({ 200: pageAnswer(adminRenewalSchema) }, [...refusalsOf('admin'), 400]),
  settings: answers({ 200: dataAnswer(renewalSettingsSchema) }, refusalsOf('admin')),
  settingsSaved: answers({ 200: savedAnswer(renewalSettingsSchema) }, [...refusalsOf('admin'), 400]),
  adminStop: answers({ 200: savedAnswer(adminRenewalSchema) }, [...refusalsOf('admin'), 400, 404, 409, 502]),
};

const iso = (date: Date | null) => date?.toISOString() ?? null;
export const renewalOf = (plan: PlanRow): Renewal => ({
  id: plan.id,
  state: plan.state,
  method: plan.method,
  masked: plan.masked,
  amount: plan.amount,
  next_charge_at: plan.state === 'active' || plan.state === 'past_due' ? plan.next_charge_at.toISOString() : null,
  card_expires_at: iso(plan.card_expires_at),
  stopped_at: iso(plan.stopped_at),
});
const adminRenewalOf = (plan: PlanRow, user: { name: string; email: string } | null): AdminRenewal => ({
  ...renewalOf(plan),
  id_user: plan.id_user,
  name: user?.name ?? null,
  email: user?.email ?? null,
  createdAt: plan.createdAt.toISOString(),
});

const renewalsSource = adminListSource(renewalsList, recurringPlans);

/** Automatic renewal: the member opts in, reads, stops, changes method; admins list and stop. */
export async function renewalRoutes(app: FastifyInstance) {
  scheduleRenewals(app);
  const member = (response: Record<number, unknown>) => ({
    preHandler: requireAccess('user'),
    schema: { response },
  });

  app.post('/renewals', member(declared.start), async (request, reply) => {
    const body = parseOrThrow(renewalMethodBody, request.body ?? {});
    const plan = await atGateway(() => startPlan(app, request, body));
    return reply.status(201).send({ message: renewalMessages.started, data: renewalOf(plan) });
  });

  app.get('/renewals/mine', member(declared.mine), async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    const plan = await latestPlan(app, callerOf(request).id);
    return { data: plan ? renewalOf(plan) : null };
  });

  app.post('/renewals/mine/stop', member(declared.changed), async (request) => {
    const plan = await livePlan(app, callerOf(request).id);
    const stopped = await atGateway(() => stopPlan(app, plan, request));
    return { message: renewalMessages.stopped, data: renewalOf(stopped) };
  });

  app.put('/renewals/mine/method', member(declared.changed), async (request) => {
    const body = parseOrThrow(renewalMethodBody, request.body ?? {});
    const plan = await livePlan(app, callerOf(request).id);
    const changed = await atGateway(() => changeMethod(app, request, plan, body));
    return { message: renewalMessages.methodChanged, data: renewalOf(changed) };
  });

  app.post('/renewals/gopay-link', member(declared.link), async (request, reply) => {
    const { phone } = parseOrThrow(gopayLinkBody, request.body ?? {});
    const link = await atGateway(() =>
      recurringOf(app).linkGopay(
        phone,
        `${app.config.PUBLIC_URL ?? ''}/account`,
        customerRefOf(app, callerOf(request).id),
      ),
    );
    return reply.status(201).send({
      message: renewalMessages.gopayLinkStarted,
      data: { account_id: link.token, activation_url: link.activation_url ?? SANDBOX_GOPAY_LINK, status: link.status },
    });
  });

  await app.register(renewalAdminRoutes);
}

/** Admins list the renewals by state and method, and stop one (audited). */
async function renewalAdminRoutes(app: FastifyInstance) {
  const admin = { preHandler: requireAccess('admin') };
  app.get('/admin/renewals', { ...admin, schema: { response: declared.list } }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return pageFromQuery(
      renewalsSource,
      request.query,
      (where) =>
        app.db
          .select({ plan: recurringPlans, user: { name: users.name, email: users.email } })
          .from(recurringPlans)
          .leftJoin(users, eq(users.id, recurringPlans.id_user))
          .where(where)
          .$dynamic(),
      (where) => app.db.$count(recurringPlans, where),
      (rows) => rows.map(({ plan, user }) => adminRenewalOf(plan, user)),
    );
  });

  app.get(
    '/admin/renewals/settings',
    { ...admin, schema: { response: declared.settings } },
    async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { data: { grace_days: await graceDays(app.db) } };
    },
  );

  // The grace period: how long a failed renewal keeps exclusive content open; overdue members at once.
  app.put('/admin/renewals/settings', { ...admin, schema: { response: declared.settingsSaved } }, async (request) => {
    const { grace_days } = parseOrThrow(renewalSettingsSchema, request.body ?? {});
    await app.db.transaction(async (tx) => {
      const before = { grace_days: await graceDays(tx) };
      await tx
        .insert(renewalSettings)
        .values({ id: 1, grace_days })
        .onConflictDoUpdate({ target: renewalSettings.id, set: { grace_days, updatedAt: new Date() } });
      await applyGraceDays(tx, grace_days);
      await audit(tx, request, {
        resource: 'renewal_settings',
        id: 1,
        action: 'update',
        before,
        after: { grace_days },
      });
    });
    return { message: renewalMessages.settingsSaved, data: { grace_days } };
  });

  app.post('/admin/renewals/:id/stop', { ...admin, schema: { response: declared.adminStop } }, async (request) => {
    const id = parseId((request.params as { id: string }).id);
    const [plan] = await app.db.select().from(recurringPlans).where(eq(recurringPlans.id, id));
    if (!plan) throw notFound();
    const stopped = await atGateway(() => stopPlan(app, plan, request));
    const [user] = plan.id_user ? await app.db.select().from(users).where(eq(users.id, plan.id_user)) : [];
    return { message: renewalMessages.adminStopped, data: adminRenewalOf(stopped, user ?? null) };
  });
}

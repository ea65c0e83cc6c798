import { eq } from 'drizzle-orm';
import { ticketOrders } from '../../box-office/schema.js';
import { mailOutbox } from '../../core/mail-outbox/schema.js';
import { payments } from '../../payments/schema.js';
import type { Caller } from '../../test/app.js';
import { pngImage } from '../../test/media.js';
import { decide, order, providerNotification } from '../../test/payments.js';
import { insertShow } from '../../test/shows.js';
import type { CoverageContext, WriteScenarios } from './types.js';

interface Placed {
  id: number;
  order_id: string;
  token: string;
  total_harga: number;
}

/** A pending order of two seats by `buyer` (a member of its own unless given). */
async function pendingOrder(ctx: CoverageContext, buyer?: Caller): Promise<Placed & { buyer: Caller }> {
  const by = buyer ?? (await ctx.t.newUser('user'));
  const show = await insertShow(ctx.t.app.db);
  const res = await order(by, show, 2);
  if (res.statusCode !== 201) throw new Error(`order not placed: ${res.body}`);
  const placed = (res.json() as { data: Omit<Placed, 'id'> }).data;
  const [payment] = await ctx.t.app.db.select().from(payments).where(eq(payments.order_id, placed.order_id));
  const [row] = await ctx.t.app.db.select().from(ticketOrders).where(eq(ticketOrders.order_id, placed.order_id));
  return { ...placed, id: row?.id ?? 0, total_harga: payment?.gross_amount ?? 0, buyer: by };
}

/** A member's subscription checkout left unpaid: its payment's id and the member. */
async function pendingSubscription(ctx: CoverageContext) {
  const buyer = await ctx.t.newUser('user');
  const res = await buyer.post('/api/v1/payment', {});
  if (res.statusCode !== 201) throw new Error(`checkout not begun: ${res.body}`);
  const { order_id } = (res.json() as { data: { order_id: string } }).data;
  const [payment] = await ctx.t.app.db.select().from(payments).where(eq(payments.order_id, order_id));
  return { id: payment?.id ?? 0, buyer };
}

async function paidOrder(ctx: CoverageContext) {
  const placed = await pendingOrder(ctx);
  await decide(placed.buyer, placed.token, 'settlement');
  return placed;
}

/** Orders, payments, refunds, the door, the outbox and uploads. */
export const boxOfficeScenarios: WriteScenarios = {
  'POST /api/v1/tiket/user/pesan': {
    prepare: async (ctx) => {
      const admin = await ctx.as('admin');
      const show = await insertShow(ctx.t.app.db);
      return { role: 'admin', send: () => order(admin, show, 1) };
    },
  },
  // a voucher's check before ordering reads its terms and uses nothing (checked, not believed)
  'POST /api/v1/tiket/user/voucher': {
    changesNothing: true,
    prepare: async (ctx) => {
      const admin = await ctx.as('admin');
      const show = await insertShow(ctx.t.app.db);
      const code = `CEK-${ctx.next()}`;
      const made = await admin.post('/api/v1/vouchers', { code, kind: 'percent', amount: 10 });
      if (made.statusCode !== 201) throw new Error(`voucher not made: ${made.body}`);
      return {
        role: 'admin',
        send: () => admin.post('/api/v1/tiket/user/voucher', { id_tiket: show, voucher: code }),
      };
    },
  },
  'POST /api/v1/payment': {
    prepare: async (ctx) => {
      const admin = await ctx.t.newUser('admin');
      return { role: 'admin', send: () => admin.post('/api/v1/payment', {}) };
    },
  },
  'POST /api/v1/payment/sandbox/{token}': {
    prepare: async (ctx) => {
      const admin = await ctx.t.newUser('admin');
      const { token } = await pendingOrder(ctx, admin);
      return { role: 'admin', send: () => decide(admin, token, 'settlement') };
    },
  },
  'POST /api/v1/payment/webhook': {
    prepare: async (ctx) => {
      const placed = await pendingOrder(ctx);
      const body = await providerNotification(ctx.t, {
        order_id: placed.order_id,
        transaction_status: 'settlement',
        gross_amount: placed.total_harga,
      });
      const anonymous = await ctx.as('anonymous');
      return { role: 'anonymous', send: () => anonymous.post('/api/v1/payment/webhook', body) };
    },
  },
  'POST /api/v1/tiket/orders/{id}/resume': {
    changesNothing: true,
    prepare: async (ctx) => {
      const admin = await ctx.t.newUser('admin');
      const { id } = await pendingOrder(ctx, admin);
      return { role: 'admin', send: () => admin.post(`/api/v1/tiket/orders/${id}/resume`) };
    },
  },
  'POST /api/v1/tiket/orders/{id}/extend': {
    prepare: async (ctx) => {
      const admin = await ctx.t.newUser('admin');
      const { id } = await pendingOrder(ctx, admin);
      return { role: 'admin', send: () => admin.post(`/api/v1/tiket/orders/${id}/extend`) };
    },
  },
  'POST /api/v1/payment/{id}/resume': {
    changesNothing: true,
    prepare: async (ctx) => {
      const { id, buyer } = await pendingSubscription(ctx);
      return { role: 'user', send: () => buyer.post(`/api/v1/payment/${id}/resume`, {}) };
    },
  },
  'POST /api/v1/payment/{id}/cancel': {
    prepare: async (ctx) => {
      const { id, buyer } = await pendingSubscription(ctx);
      return { role: 'user', send: () => buyer.post(`/api/v1/payment/${id}/cancel`, {}) };
    },
  },
  'POST /api/v1/tiket/orders/{id}/cancel': {
    prepare: async (ctx) => {
      const { id } = await pendingOrder(ctx);
      const admin = await ctx.as('admin');
      return { role: 'admin', send: () => admin.post(`/api/v1/tiket/orders/${id}/cancel`) };
    },
  },
  'POST /api/v1/tiket/orders/{id}/refund': {
    prepare: async (ctx) => {
      const { id } = await paidOrder(ctx);
      const admin = await ctx.as('admin');
      return { role: 'admin', send: () => admin.post(`/api/v1/tiket/orders/${id}/refund`) };
    },
  },
  'POST /api/v1/admin/mails/{id}/retry': {
    prepare: async (ctx) => {
      const body = {
        name: 'Anggota',
        email: `surat${ctx.next()}@test.id`,
        password: 'rahasia-123',
        accept_terms: true,
      };
      await (await ctx.as('anonymous')).post('/api/v1/users/signup', body);
      const [mail] = await ctx.t.app.db.select({ id: mailOutbox.id }).from(mailOutbox).limit(1);
      const admin = await ctx.as('admin');
      return { role: 'admin', send: () => admin.post(`/api/v1/admin/mails/${mail?.id}/retry`) };
    },
  },
  'POST /api/v1/image': {
    prepare: async (ctx) => {
      const form = new FormData();
      const image = await pngImage(ctx.next());
      form.append('image', image.blob, image.filename);
      const admin = await ctx.as('admin');
      return { role: 'admin', send: () => admin.post('/api/v1/image', form) };
    },
  },
};

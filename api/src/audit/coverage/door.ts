import { doorDevice, paidOrder, scanOf, upload } from '../../test/door-fixture.js';
import type { CoverageContext, WriteScenarios } from './types.js';

/** A door pass for a new show's door, made by an admin, and the show's paid seats. */
async function openedDoor(ctx: CoverageContext) {
  const admin = await ctx.as('admin');
  const { showId, seats } = await paidOrder(ctx.t, 1);
  return { admin, showId, seats, ...(await doorDevice(ctx.t, admin, `Pintu ${ctx.next()}`, showId)) };
}

/** The door: passes made, opened and revoked, and the scans a device uploads. */
export const doorScenarios: WriteScenarios = {
  'POST /api/v1/door/passes': {
    prepare: async (ctx) => {
      const admin = await ctx.as('admin');
      const body = { label: `Pintu ${ctx.next()}`, showId: null };
      return { role: 'admin', send: () => admin.post('/api/v1/door/passes', body) };
    },
  },
  'POST /api/v1/door/activate': {
    prepare: async (ctx) => {
      const admin = await ctx.as('admin');
      const created = await admin.post('/api/v1/door/passes', { label: `Pintu ${ctx.next()}`, showId: null });
      const secret = (created.json() as { data: { link: string } }).data.link.split('#pass=')[1] ?? '';
      const anonymous = await ctx.as('anonymous');
      return { role: 'anonymous', send: () => anonymous.post('/api/v1/door/activate', { secret }) };
    },
  },
  'POST /api/v1/door/passes/{id}/revoke': {
    prepare: async (ctx) => {
      const { admin, pass } = await openedDoor(ctx);
      return { role: 'admin', send: () => admin.post(`/api/v1/door/passes/${pass.id}/revoke`) };
    },
  },
  'POST /api/v1/door/scans': {
    prepare: async (ctx) => {
      const { caller, device, showId, seats } = await openedDoor(ctx);
      const scans = [scanOf(seats[0]?.code ?? '', showId, 'admitted')];
      return { role: 'door', send: () => upload(caller, device, scans) };
    },
  },
};

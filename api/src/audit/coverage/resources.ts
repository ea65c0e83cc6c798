import { lpanggotautamas, profilanggotas, type ResourceDef } from '@teater/contract';
import { servedSite } from '../../site.js';
import type { Caller } from '../../test/app.js';
import { pngImage } from '../../test/media.js';
import { encode, type Payload, requiredFields, validPayload } from '../../test/payloads.js';
import { hoursFromNow } from '../../test/payments.js';
import type { CoverageContext, WriteScenarios } from './types.js';

/** An address from POST /image, for JSON-of-URLs fields. */
async function imageUrl(admin: Caller, seed: number) {
  const form = new FormData();
  const image = await pngImage(seed);
  form.append('image', image.blob, image.filename);
  const res = await admin.post('/api/v1/image', form);
  return (res.json() as { data: { url: string } }).data.url;
}

/** A valid body of `def` (a show's carries its first category and a sales window), as values. */
async function payloadOf(ctx: CoverageContext, def: ResourceDef): Promise<Payload> {
  if (def.name === 'tikets') {
    return {
      nama_pertujukan: `Pertunjukan ${ctx.next()}`,
      tanggal_pertujukan: hoursFromNow(24 * 14),
      tempat_pertujukan: 'Taman Budaya Lampung',
      tanggal_mulai_penjualan: hoursFromNow(-1),
      tanggal_selesai_penjualan: hoursFromNow(24 * 13),
      harga_tiket: 50_000,
      nama_kategori_tiket: 'Reguler',
      harga_kategori_tiket: 50_000,
      jumlah_stok_tiket: 100,
    };
  }
  const admin = await ctx.as('admin');
  const payload = await validPayload(def, ctx.next(), (seed) => imageUrl(admin, seed));
  // a voucher's code has no spaces, and its window ends after it begins
  if (def.name === 'vouchers') {
    Object.assign(payload, {
      code: `UJI-${ctx.next()}`,
      valid_until: hoursFromNow(24 * 30),
      valid_from: hoursFromNow(-1),
    });
  }
  // a featured member names a member that exists
  if (def.name === lpanggotautamas.name) {
    payload.id_anggota = (await recordOf(ctx, profilanggotas)).id;
  }
  return payload;
}

/** A new body for a record made with `made`: what cannot change after creation stays as it was. */
async function replacementOf(ctx: CoverageContext, def: ResourceDef, made: Payload) {
  const payload = await payloadOf(ctx, def);
  for (const [name, field] of Object.entries(def.fields)) {
    const kept = made[name];
    if (field.immutable && kept !== undefined) payload[name] = kept;
  }
  return encode(def, payload);
}

/** A record of `def` made through its own POST, for the calls on one record, and what it was made of. */
export async function recordOf(ctx: CoverageContext, def: ResourceDef) {
  const payload = await payloadOf(ctx, def);
  const res = await (await ctx.as('admin')).post(`/api/v1${def.path}`, encode(def, payload));
  if (res.statusCode !== 201) throw new Error(`${def.name} not created: ${res.body}`);
  return { id: (res.json() as { data: { id: number } }).data.id, payload };
}

/** A PATCH body changing one field: a show's place, a required text, else the first field (a new file). */
async function patchOf(ctx: CoverageContext, def: ResourceDef) {
  if (def.name === 'tikets') return { tempat_pertujukan: `Gedung ${ctx.next()}` };
  if (def.name === 'vouchers') return { code: `DIUBAH-${ctx.next()}` };
  const text = requiredFields(def).find(([, f]) => (f.kind === 'text' || f.kind === 'textarea') && !f.immutable)?.[0];
  if (text) return encode(def, { [text]: `Diubah ${ctx.next()}` });
  const [first] = Object.entries(await payloadOf(ctx, def)).filter(([name]) => !def.fields[name]?.immutable);
  if (!first) throw new Error(`${def.name}: no field to change`);
  return encode(def, { [first[0]]: first[1] });
}

/** Create, replace, change and delete of every resource of the served site, as an admin. */
export function resourceScenarios(): WriteScenarios {
  const scenarios: WriteScenarios = {};
  for (const { def } of servedSite().resources) {
    const base = `/api/v1${def.path}`;
    // One record serves the replace, the change and (last) the delete: making records, with their
    // pictures, is most of this test's time.
    let made: ReturnType<typeof recordOf> | undefined;
    const record = (ctx: CoverageContext) => {
      made ??= recordOf(ctx, def);
      return made;
    };
    const asAdmin = async (ctx: CoverageContext, send: (admin: Caller) => ReturnType<Caller['get']>) => {
      const admin = await ctx.as('admin');
      return { role: 'admin' as const, send: () => send(admin) };
    };
    scenarios[`POST ${base}`] = {
      prepare: async (ctx) => {
        const body = encode(def, await payloadOf(ctx, def));
        return asAdmin(ctx, (admin) => admin.post(base, body));
      },
    };
    scenarios[`PUT ${base}/{id}`] = {
      prepare: async (ctx) => {
        const { id, payload } = await record(ctx);
        const body = await replacementOf(ctx, def, payload);
        return asAdmin(ctx, (admin) => admin.put(`${base}/${id}`, body));
      },
    };
    scenarios[`PATCH ${base}/{id}`] = {
      prepare: async (ctx) => {
        const { id } = await record(ctx);
        const body = await patchOf(ctx, def);
        return asAdmin(ctx, (admin) => admin.patch(`${base}/${id}`, body));
      },
    };
    scenarios[`DELETE ${base}/{id}`] = {
      prepare: async (ctx) => {
        const { id } = await record(ctx);
        made = undefined;
        return asAdmin(ctx, (admin) => admin.delete(`${base}/${id}`));
      },
    };
  }
  return scenarios;
}

import { type APIRequestContext, expect } from '@playwright/test';
import { adminToken } from './e2e';

const HOUR = 3_600_000;
export const hoursFromNow = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

/** What a test's show differs in; the rest is an ordinary show on sale now. */
export interface ShowFor {
  name: string;
  /** hours until the curtain (default a week; negative: it has begun) */
  startsIn?: number;
  /** hours until its sale opens (default: it opened an hour ago) */
  salesOpenIn?: number;
  /** hours until its sale closes (default: a day before the curtain) */
  salesCloseIn?: number;
  venue?: string;
  synopsis?: string;
  categories?: { name: string; price: number; seats: number }[];
}

export interface MadeShow {
  id: number;
  categories: { id: number }[];
}

/** A show made through the API as the admin (POST /tiket); its id and its categories' ids. */
export async function showThroughApi(request: APIRequestContext, show: ShowFor): Promise<MadeShow> {
  const startsIn = show.startsIn ?? 24 * 7;
  const res = await request.post('/api/v1/tiket', {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
    data: {
      nama_pertujukan: show.name,
      tanggal_pertujukan: hoursFromNow(startsIn),
      tempat_pertujukan: show.venue ?? 'Taman Budaya Lampung',
      tanggal_mulai_penjualan: hoursFromNow(show.salesOpenIn ?? -1),
      tanggal_selesai_penjualan: hoursFromNow(show.salesCloseIn ?? startsIn - 24),
      ...(show.synopsis ? { sinopsis: show.synopsis } : {}),
      categories: show.categories ?? [{ name: 'Reguler', price: 30_000, seats: 40 }],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: MadeShow }).data;
}

/**
 * A show of a test's own on the first page of /tiket: that list runs by date, and the shows other
 * tests make (a week ahead, as `showThroughApi` makes them) would push a later one off its first
 * page; this one plays in six hours, its tickets at Rp 75.000.
 */
export const showOnTicketList = (request: APIRequestContext, name: string) =>
  showThroughApi(request, {
    name,
    startsIn: 6,
    salesCloseIn: 5,
    synopsis: 'Satu malam di kampung nelayan, satu kebohongan, dan kebenaran yang datang terlambat.',
    categories: [{ name: 'Reguler', price: 75_000, seats: 40 }],
  });

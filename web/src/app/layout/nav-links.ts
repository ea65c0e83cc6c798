import { paths } from '../../lib/paths';
import { SITE_NAME } from '../../lib/site';

export interface NavLink {
  label: string;
  to: string;
  /** a second line under the label, for dropdowns that explain where a link goes */
  hint?: string;
}

/** The header's menus, shared by the desktop bar and the mobile panel so both always match. */
export const bioLinks: NavLink[] = [
  { label: `Tentang ${SITE_NAME}`, to: paths.about, hint: 'About' },
  { label: 'Anggota', to: paths.members.list, hint: 'Members' },
  { label: 'Program', to: paths.program.list, hint: 'Programs' },
  { label: 'Coaching', to: paths.coaching },
];

export const moreLinks: NavLink[] = [
  { label: 'Berita', to: paths.news.list },
  { label: 'Kolaborasi', to: paths.collaboration.list },
  { label: 'Partnership', to: paths.partnership.list },
  { label: 'Galeri', to: paths.photos.list },
  { label: 'Naskah', to: paths.scripts.list },
  { label: 'Merchandise', to: paths.merch.list },
  { label: 'Penyewaan', to: paths.rentals.list },
  { label: 'Subscription', to: paths.subscription },
  { label: 'Donasi', to: paths.donation },
  { label: 'Tiket', to: paths.tickets.list },
  { label: 'Konten Subscriber', to: paths.subs.home },
];

export const desktopDirectLinks: NavLink[] = [
  { label: 'Galeri', to: paths.photos.list },
  { label: 'Program', to: paths.program.list },
];

export const mobileDirectLinks: NavLink[] = [
  { label: 'Tiket', to: paths.tickets.list },
  { label: 'Program', to: paths.program.list },
];

/** The Settings dropdown of a logged-in visitor; Admin Dashboard only for admin roles. */
export function accountLinks(isAdmin: boolean): NavLink[] {
  return [
    { label: 'Akun', to: paths.account },
    { label: 'Riwayat Subscription', to: paths.history.subscription },
    { label: 'Riwayat Pembelian Tiket', to: paths.history.tickets },
    ...(isAdmin ? [{ label: 'Admin Dashboard', to: paths.admin.home }] : []),
  ];
}

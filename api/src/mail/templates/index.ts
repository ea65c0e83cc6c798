import { formatDateTime, formatRupiah, type MailKind, SUBSCRIPTION_PLAN } from '@teater/contract';
import { button, h, layout, type MailSite, type RenderedMail, withdrawOf } from '../layout.js';
import { announcementMail } from './announcement.js';

type Data = Record<string, unknown>;

/** The seats of an e-ticket mail (an older mail carries its order's one code). */
export function ticketsOfMail(data: Data): { code: string; seat: number; category: string }[] {
  if (Array.isArray(data.tickets)) return data.tickets as { code: string; seat: number; category: string }[];
  return typeof data.code === 'string' ? [{ code: data.code, seat: 1, category: '' }] : [];
}
/** The content id of a seat's inline QR picture. */
export const qrContentId = (seat: number) => `qr-tiket-${seat}`;

const ticketBlocks = (data: Data) =>
  ticketsOfMail(data)
    .map(
      ({ code, seat, category }, _i, all) =>
        `<div style="margin:16px 0;padding:12px;border:1px solid #e7e5e4;border-radius:8px"><p style="margin:0 0 8px"><b>Tiket ${seat} dari ${all.length}</b>${category ? ` · ${h(category)}` : ''}<br><span style="font-family:monospace">${h(code)}</span></p><img src="cid:${qrContentId(seat)}" alt="Kode QR ${h(code)}" width="240" height="240"></div>`,
    )
    .join('');
const ticketLines = (data: Data) =>
  ticketsOfMail(data)
    .map(({ code, seat, category }) => `Tiket ${seat}${category ? ` (${category})` : ''}: ${code}`)
    .join('\n');
const announcementsNote =
  'Kamu juga memilih menerima kabar pertunjukan dan kegiatan lewat email. Kamu bisa berhenti kapan saja lewat tautan di bawah email ini atau di halaman Akun.';
const str = (value: unknown) => String(value ?? '');
const when = (value: unknown) => (value ? `${formatDateTime(str(value))} WIB` : '');

/** One template per kind of mail: what it says, in Indonesian, from the data stored with it. */
const templates: Record<MailKind, (data: Data, site: MailSite) => { subject: string; html: string; text: string }> = {
  welcome: (d, site) => ({
    subject: 'Selamat datang',
    html: `<p>Halo ${h(d.name)},</p><p>Akun kamu di ${h(site.name)} sudah aktif. Kamu bisa membeli tiket pertunjukan dan berlangganan ${h(SUBSCRIPTION_PLAN.namePrefix)} ${h(site.name)} untuk video, album foto dan naskah eksklusif.</p>${d.withdraw ? `<p>${h(announcementsNote)}</p>` : ''}${button(`${site.url}/login`, 'Masuk ke akun')}`,
    text: `Halo ${str(d.name)},\n\nAkun kamu di ${site.name} sudah aktif. Masuk: ${site.url}/login${d.withdraw ? `\n\n${announcementsNote}` : ''}`,
  }),
  'password-reset': (d) => ({
    subject: 'Atur ulang password',
    html: `<p>Halo ${h(d.name)},</p><p>Kami menerima permintaan untuk mengatur ulang password akunmu. Tautan ini berlaku 1 jam dan hanya sekali pakai.</p>${button(str(d.link), 'Atur ulang password')}<p>Jika kamu tidak memintanya, abaikan email ini: passwordmu tidak berubah.</p>`,
    text: `Halo ${str(d.name)},\n\nAtur ulang password (berlaku 1 jam, sekali pakai):\n${str(d.link)}\n\nJika kamu tidak memintanya, abaikan email ini.`,
  }),
  'subscription-receipt': (d, site) => ({
    subject: 'Tanda terima langganan',
    html: `<p>Halo ${h(d.name)},</p><p>Terima kasih! Pembayaran langganan ${h(SUBSCRIPTION_PLAN.namePrefix)} ${h(site.name)} sudah kami terima.</p><table style="border-collapse:collapse"><tr><td style="padding:4px 12px 4px 0">Nomor pesanan</td><td><b>${h(d.order_id)}</b></td></tr><tr><td style="padding:4px 12px 4px 0">Jumlah</td><td><b>${h(formatRupiah(Number(d.amount)))}</b></td></tr><tr><td style="padding:4px 12px 4px 0">Aktif sampai</td><td><b>${h(when(d.until))}</b></td></tr></table>${button(`${site.url}/subs`, 'Buka konten eksklusif')}`,
    text: `Halo ${str(d.name)},\n\nPembayaran langganan sudah diterima.\nNomor pesanan: ${str(d.order_id)}\nJumlah: ${formatRupiah(Number(d.amount))}\nAktif sampai: ${when(d.until)}\n\nKonten eksklusif: ${site.url}/subs`,
  }),
  'subscription-ending': (d, site) => ({
    subject: 'Langganan kamu segera berakhir',
    html: `<p>Halo ${h(d.name)},</p><p>Langganan ${h(SUBSCRIPTION_PLAN.namePrefix)} kamu berakhir pada <b>${h(when(d.until))}</b>. Perpanjang agar tetap bisa menonton video dan membaca naskah eksklusif.</p>${button(`${site.url}/subscription`, 'Perpanjang langganan')}`,
    text: `Halo ${str(d.name)},\n\nLangganan kamu berakhir pada ${when(d.until)}. Perpanjang: ${site.url}/subscription`,
  }),
  'subscription-ended': (d, site) => ({
    subject: 'Langganan kamu telah berakhir',
    html: `<p>Halo ${h(d.name)},</p><p>Langganan ${h(SUBSCRIPTION_PLAN.namePrefix)} kamu berakhir pada <b>${h(when(d.until))}</b>. Terima kasih sudah mendukung kami; kamu bisa berlangganan lagi kapan saja.</p>${button(`${site.url}/subscription`, 'Berlangganan lagi')}`,
    text: `Halo ${str(d.name)},\n\nLangganan kamu berakhir pada ${when(d.until)}. Berlangganan lagi: ${site.url}/subscription`,
  }),
  'ticket-paid': (d, site) => ({
    subject: `E-tiket: ${str(d.show)}`,
    html: `<p>Halo ${h(d.name)},</p><p>Pembayaran tiketmu sudah diterima. Tunjukkan kode QR ini di pintu masuk.</p><table style="border-collapse:collapse"><tr><td style="padding:4px 12px 4px 0">Pertunjukan</td><td><b>${h(d.show)}</b></td></tr><tr><td style="padding:4px 12px 4px 0">Waktu</td><td><b>${h(when(d.at))}</b></td></tr><tr><td style="padding:4px 12px 4px 0">Tempat</td><td><b>${h(d.place)}</b></td></tr><tr><td style="padding:4px 12px 4px 0">Jumlah tiket</td><td><b>${h(d.count)}</b></td></tr></table><p>Setiap tiket punya kode QR sendiri: satu kode untuk satu orang di pintu masuk.</p>${ticketBlocks(d)}${button(`${site.url}/history-pembelian-tiket`, 'Lihat riwayat tiket')}`,
    text: `Halo ${str(d.name)},\n\nE-tiket\nPertunjukan: ${str(d.show)}\nWaktu: ${when(d.at)}\nTempat: ${str(d.place)}\nJumlah tiket: ${str(d.count)}\n${ticketLines(d)}\n\nRiwayat tiket: ${site.url}/history-pembelian-tiket`,
  }),
  'new-device-login': (d, site) => ({
    subject: 'Login dari perangkat baru',
    html: `<p>Halo ${h(d.name)},</p><p>Akunmu baru saja dipakai login dari perangkat yang belum pernah dipakai sebelumnya.</p><table style="border-collapse:collapse"><tr><td style="padding:4px 12px 4px 0">Waktu</td><td><b>${h(when(d.at))}</b></td></tr><tr><td style="padding:4px 12px 4px 0">Perangkat</td><td><b>${h(d.device)}</b></td></tr><tr><td style="padding:4px 12px 4px 0">Alamat IP</td><td><b>${h(d.ip)}</b></td></tr>${d.place ? `<tr><td style="padding:4px 12px 4px 0">Lokasi</td><td><b>${h(d.place)}</b></td></tr>` : ''}</table><p>Jika itu kamu, abaikan email ini. Jika bukan, segera ganti password dan akhiri sesi lain di halaman Keamanan akun.</p>${button(`${site.url}/account/keamanan`, 'Buka Keamanan akun')}`,
    text: `Halo ${str(d.name)},\n\nLogin dari perangkat baru\nWaktu: ${when(d.at)}\nPerangkat: ${str(d.device)}\nAlamat IP: ${str(d.ip)}${d.place ? `\nLokasi: ${str(d.place)}` : ''}\n\nJika bukan kamu, ganti password dan akhiri sesi lain: ${site.url}/account/keamanan`,
  }),
  'order-expired': (d, site) => ({
    subject: 'Pesanan tiket kedaluwarsa',
    html: `<p>Halo ${h(d.name)},</p><p>Pesanan ${h(d.count)} tiket <b>${h(d.show)}</b> (${h(d.order_id)}) belum dibayar sampai batas waktunya, jadi kursinya kami lepas. Kamu bisa memesan lagi selama tiket masih tersedia.</p>${button(`${site.url}/tiket`, 'Pesan lagi')}`,
    text: `Halo ${str(d.name)},\n\nPesanan ${str(d.count)} tiket ${str(d.show)} (${str(d.order_id)}) kedaluwarsa karena belum dibayar. Pesan lagi: ${site.url}/tiket`,
  }),
  'order-cancelled': (d, site) => ({
    subject: 'Pesanan tiket dibatalkan',
    html: `<p>Halo ${h(d.name)},</p><p>Pesanan ${h(d.count)} tiket <b>${h(d.show)}</b> (${h(d.order_id)}) dibatalkan dan kursinya sudah dilepas. Tidak ada pembayaran yang diambil.</p>${button(`${site.url}/tiket`, 'Lihat pertunjukan')}`,
    text: `Halo ${str(d.name)},\n\nPesanan ${str(d.count)} tiket ${str(d.show)} (${str(d.order_id)}) dibatalkan; tidak ada pembayaran yang diambil. Pertunjukan: ${site.url}/tiket`,
  }),
  'payment-reminder': (d, site) => ({
    subject: 'Selesaikan pembayaran tiketmu',
    html: `<p>Halo ${h(d.name)},</p><p>Pesanan ${h(d.count)} tiket <b>${h(d.show)}</b> (${h(d.order_id)}) sebesar <b>${h(formatRupiah(Number(d.amount)))}</b> menunggu pembayaran. Kursinya kami tahan sampai <b>${h(when(d.until))}</b>; setelah itu dilepas.</p>${button(`${site.url}/history-pembelian-tiket`, 'Bayar sekarang')}`,
    text: `Halo ${str(d.name)},\n\nPesanan ${str(d.count)} tiket ${str(d.show)} (${str(d.order_id)}) sebesar ${formatRupiah(Number(d.amount))} menunggu pembayaran sampai ${when(d.until)}. Bayar: ${site.url}/history-pembelian-tiket`,
  }),
  announcement: announcementMail,
  'announcement-test': (d, site) => {
    const mail = announcementMail(d, site);
    return { ...mail, subject: `[Uji] ${mail.subject}` };
  },
  'order-refunded': (d, site) => ({
    subject: 'Dana pesanan tiket dikembalikan',
    html: `<p>Halo ${h(d.name)},</p><p>Dana pesanan ${h(d.count)} tiket <b>${h(d.show)}</b> (${h(d.order_id)}) sebesar <b>${h(formatRupiah(Number(d.amount)))}</b> kami kembalikan ke metode pembayaranmu. Kode tiketnya tidak berlaku lagi.</p>${button(`${site.url}/history-pembelian-tiket`, 'Lihat riwayat tiket')}`,
    text: `Halo ${str(d.name)},\n\nDana pesanan ${str(d.count)} tiket ${str(d.show)} (${str(d.order_id)}) sebesar ${formatRupiah(Number(d.amount))} dikembalikan. Kode tiketnya tidak berlaku lagi.\n\nRiwayat tiket: ${site.url}/history-pembelian-tiket`,
  }),
};

/** The mail of one outbox row, ready to send. */
export const renderMail = (kind: MailKind, data: Data, site: MailSite): RenderedMail =>
  layout(site, templates[kind](data, site), withdrawOf(data));

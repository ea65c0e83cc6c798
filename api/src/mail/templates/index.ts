import { formatDateTime, formatRupiah, type MailKind, SUBSCRIPTION_PLAN, voucherMessages } from '@teater/contract';
import { paths } from '@teater/contract/site';
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
/** What an account's deletion keeps (the books, tickets for shows to come), as its final mail says it. */
const keptOf = (d: Data) => [
  ...(Number(d.payments) > 0
    ? [
        `${d.payments} catatan pembayaran dan pesanan tetap disimpan ${d.years} tahun untuk pembukuan, tanpa email dan nomor telepon.`,
      ]
    : []),
  ...(Number(d.tickets) > 0
    ? [
        `${d.tickets} tiket untuk pertunjukan yang akan datang tetap berlaku; namamu tetap tercantum di tiket itu sampai pertunjukannya lewat.`,
      ]
    : []),
];
const keptHtml = (d: Data) =>
  keptOf(d)
    .map((line) => `<p>${h(line)}</p>`)
    .join('');
const keptLines = (d: Data) => keptOf(d).join('\n');
/** A breach notice's parts (UU PDP art. 46 (2)): what, when, how, what we did, what to do, whom to ask. */
const breachSections = (d: Data): [string, string][] => [
  ['Apa yang terjadi', `${str(d.title)}. ${str(d.description)}`],
  ['Data yang terpapar', (Array.isArray(d.exposed) ? d.exposed : []).join(', ')],
  ['Kapan', `${when(d.from)} sampai ${when(d.to)}`],
  ['Yang sudah dan sedang kami lakukan', str(d.measures)],
  ['Yang sebaiknya Anda lakukan', str(d.advice)],
  ['Pertanyaan', `Hubungi ${str(d.contact)}.`],
];
const str = (value: unknown) => String(value ?? '');
/** What an e-ticket's order cost, and the voucher that took part of it off (older mails: neither). */
const paidFacts = (data: Data): [string, string][] => [
  ...(data.voucher
    ? [[voucherMessages.discountOf(str(data.voucher)), `−${formatRupiah(Number(data.discount))}`] as [string, string]]
    : []),
  ...(typeof data.total === 'number' ? [['Total dibayar', formatRupiah(data.total)] as [string, string]] : []),
];
const paidRows = (data: Data) =>
  paidFacts(data)
    .map(([label, value]) => `<tr><td style="padding:4px 12px 4px 0">${h(label)}</td><td><b>${h(value)}</b></td></tr>`)
    .join('');
const paidLines = (data: Data) =>
  paidFacts(data)
    .map(([label, value]) => `${label}: ${value}\n`)
    .join('');
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
    html: `<p>Halo ${h(d.name)},</p><p>Pembayaran tiketmu sudah diterima. Tunjukkan kode QR ini di pintu masuk.</p><table style="border-collapse:collapse"><tr><td style="padding:4px 12px 4px 0">Pertunjukan</td><td><b>${h(d.show)}</b></td></tr><tr><td style="padding:4px 12px 4px 0">Waktu</td><td><b>${h(when(d.at))}</b></td></tr><tr><td style="padding:4px 12px 4px 0">Tempat</td><td><b>${h(d.place)}</b></td></tr><tr><td style="padding:4px 12px 4px 0">Jumlah tiket</td><td><b>${h(d.count)}</b></td></tr>${paidRows(d)}</table><p>Setiap tiket punya kode QR sendiri: satu kode untuk satu orang di pintu masuk.</p>${ticketBlocks(d)}${button(`${site.url}/history-pembelian-tiket`, 'Lihat riwayat tiket')}`,
    text: `Halo ${str(d.name)},\n\nE-tiket\nPertunjukan: ${str(d.show)}\nWaktu: ${when(d.at)}\nTempat: ${str(d.place)}\nJumlah tiket: ${str(d.count)}\n${paidLines(d)}${ticketLines(d)}\n\nRiwayat tiket: ${site.url}/history-pembelian-tiket`,
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
  'waitlist-offer': (d, site) => {
    const link = `${site.url}${paths.waitlistOffer(str(d.entry))}`;
    return {
      subject: `Kursi tersedia: ${str(d.show)}`,
      html: `<p>Halo ${h(d.name)},</p><p>Kabar baik! Ada ${h(d.count)} kursi <b>${h(d.category)}</b> untuk <b>${h(d.show)}</b>${d.at ? ` (${h(when(d.at))})` : ''} dari daftar tunggu. Kursinya kami simpan untukmu sampai <b>${h(when(d.until))}</b>; lewat dari itu, kursinya ditawarkan ke antrean berikutnya.</p>${button(link, 'Beli kursinya')}`,
      text: `Halo ${str(d.name)},\n\nAda ${str(d.count)} kursi ${str(d.category)} untuk ${str(d.show)} dari daftar tunggu, disimpan untukmu sampai ${when(d.until)}.\nBeli di: ${link}`,
    };
  },
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
  'account-deleted': (d, site) => ({
    subject: 'Akun kamu telah dihapus',
    html: `<p>Halo ${h(d.name)},</p><p>Akun kamu di ${h(site.name)} telah dihapus pada <b>${h(when(d.at))}</b>. Nama, email, foto profil, persetujuan, sesi login dan email yang kami simpan untukmu sudah dihapus.</p>${keptHtml(d)}<p>Jika kamu tidak meminta ini, segera hubungi ${h(d.contact)}.</p>`,
    text: `Halo ${str(d.name)},\n\nAkun kamu di ${site.name} telah dihapus pada ${when(d.at)}. Nama, email, foto profil, persetujuan, sesi login dan email yang kami simpan untukmu sudah dihapus.\n\n${keptLines(d)}\n\nJika kamu tidak meminta ini, segera hubungi ${str(d.contact)}.`,
  }),
  'breach-notice': (d) => ({
    subject: 'Pemberitahuan insiden data pribadi',
    html: `<p>Halo ${h(d.name)},</p><p>Kami memberi tahu Anda tentang insiden yang menyangkut data pribadi Anda (UU PDP pasal 46).</p>${breachSections(
      d,
    )
      .map(([title, body]) => `<p><b>${h(title)}</b><br>${h(body)}</p>`)
      .join('')}`,
    text: `Halo ${str(d.name)},\n\nKami memberi tahu Anda tentang insiden yang menyangkut data pribadi Anda (UU PDP pasal 46).\n\n${breachSections(
      d,
    )
      .map(([title, body]) => `${title}\n${body}`)
      .join('\n\n')}`,
  }),
};

/** The mail of one outbox row, ready to send. */
export const renderMail = (kind: MailKind, data: Data, site: MailSite): RenderedMail =>
  layout(site, templates[kind](data, site), withdrawOf(data));

import {
  formatDateTime,
  formatRupiah,
  type MailKind,
  type SeatPlace,
  SUBSCRIPTION_PLAN,
  seatingMessages,
  taxNoteOf,
  translateText,
  voucherMessages,
} from '@teater/contract';
import { paths } from '@teater/contract/site';
import { button, h, layout, type MailSite, type RenderedMail, withdrawOf } from '../layout.js';
import { mailTexts as t } from '../texts.js';
import { announcementMail } from './announcement.js';
import { donationTemplates } from './donations.js';
import { renewalTemplates } from './renewals.js';

type Data = Record<string, unknown>;

type MailTicket = { code: string; seat: number; category: string; place?: SeatPlace };

/** A seated show's ticket names its seat beside its category, in the mail's language. */
const withSeatName = ({ place, ...ticket }: MailTicket) =>
  place
    ? {
        ...ticket,
        category: [ticket.category, seatingMessages.seatName(place.section, place.row, place.number)]
          .filter(Boolean)
          .join(' · '),
      }
    : ticket;

/** The seats of an e-ticket mail (an older mail carries its order's one code). */
export function ticketsOfMail(data: Data): { code: string; seat: number; category: string }[] {
  if (Array.isArray(data.tickets)) return (data.tickets as MailTicket[]).map(withSeatName);
  return typeof data.code === 'string' ? [{ code: data.code, seat: 1, category: '' }] : [];
}
/** The content id of a seat's inline QR picture. */
export const qrContentId = (seat: number) => `qr-tiket-${seat}`;

const ticketBlocks = (data: Data) =>
  ticketsOfMail(data)
    .map(
      ({ code, seat, category }, _i, all) =>
        `<div style="margin:16px 0;padding:12px;border:1px solid #e7e5e4;border-radius:8px"><p style="margin:0 0 8px"><b>${t.ticketOf(seat, all.length)}</b>${category ? ` · ${h(category)}` : ''}<br><span style="font-family:monospace">${h(code)}</span></p><img src="cid:${qrContentId(seat)}" alt="${t.qrAlt(h(code))}" width="240" height="240"></div>`,
    )
    .join('');
const ticketLines = (data: Data) =>
  ticketsOfMail(data)
    .map(({ code, seat, category }) => t.ticketLine(seat, category, code))
    .join('\n');
/** What an account's deletion keeps (the books, tickets for shows to come), as its final mail says it. */
const keptOf = (d: Data) => [
  ...(Number(d.payments) > 0 ? [t.keptPayments(str(d.payments), str(d.years))] : []),
  ...(Number(d.tickets) > 0 ? [t.keptTickets(str(d.tickets))] : []),
];
const keptHtml = (d: Data) =>
  keptOf(d)
    .map((line) => `<p>${h(line)}</p>`)
    .join('');
const keptLines = (d: Data) => keptOf(d).join('\n');
/** A breach notice's parts (UU PDP art. 46 (2)): what, when, how, what we did, what to do, whom to ask. */
const breachSections = (d: Data): [string, string][] => [
  [t.breach.what, `${str(d.title)}. ${str(d.description)}`],
  [t.breach.exposed, (Array.isArray(d.exposed) ? d.exposed : []).map((kind) => translateText(str(kind))).join(', ')],
  [t.breach.when, t.breach.range(when(d.from), when(d.to))],
  [t.breach.measures, str(d.measures)],
  [t.breach.advice, str(d.advice)],
  [t.breach.questions, t.breach.contact(str(d.contact))],
];
const str = (value: unknown) => String(value ?? '');
/** What an e-ticket's order cost, and the voucher that took part of it off (older mails: neither). */
const paidFacts = (data: Data): [string, string][] => [
  ...(data.voucher
    ? [[voucherMessages.discountOf(str(data.voucher)), `−${formatRupiah(Number(data.discount))}`] as [string, string]]
    : []),
  ...(typeof data.total === 'number'
    ? [
        [
          t.totalPaid,
          // 'Rp 198.000,00 · termasuk pajak hiburan 10% (Rp 18.000,00)' for a show with the tax
          [formatRupiah(data.total), taxNoteOf(data.total, Number(data.tax_rate ?? 0))].filter(Boolean).join(' · '),
        ] as [string, string],
      ]
    : []),
];
const paidRows = (data: Data) =>
  paidFacts(data)
    .map(([label, value]) => `<tr><td style="padding:4px 12px 4px 0">${h(label)}</td><td><b>${h(value)}</b></td></tr>`)
    .join('');
const paidLines = (data: Data) =>
  paidFacts(data)
    .map(([label, value]) => `${label}: ${value}\n`)
    .join('');
const when = (value: unknown) => (value ? t.wib(formatDateTime(str(value))) : '');
const b = (value: unknown) => `<b>${h(value)}</b>`;
const row = (label: string, value: unknown) =>
  `<tr><td style="padding:4px 12px 4px 0">${label}</td><td><b>${h(value)}</b></td></tr>`;
const table = (rows: string) => `<table style="border-collapse:collapse">${rows}</table>`;
const hello = (d: Data) => `<p>${t.hello(h(d.name))}</p>`;
const helloText = (d: Data) => `${t.hello(str(d.name))}\n\n`;

/** One template per kind of mail: what it says, in the language of the moment, from the data stored with it. */
const templates: Record<MailKind, (data: Data, site: MailSite) => { subject: string; html: string; text: string }> = {
  welcome: (d, site) => ({
    subject: t.welcome.subject,
    html: `${hello(d)}<p>${t.welcome.body(h(site.name), h(SUBSCRIPTION_PLAN.namePrefix))}</p>${d.withdraw ? `<p>${h(t.announcementsNote)}</p>` : ''}${button(`${site.url}/login`, t.welcome.button)}`,
    text: `${helloText(d)}${t.welcome.text(site.name, `${site.url}/login`)}${d.withdraw ? `\n\n${t.announcementsNote}` : ''}`,
  }),
  'password-reset': (d) => ({
    subject: t.passwordReset.subject,
    html: `${hello(d)}<p>${t.passwordReset.body}</p>${button(str(d.link), t.passwordReset.button)}<p>${t.passwordReset.ignore}</p>`,
    text: `${helloText(d)}${t.passwordReset.text(str(d.link))}`,
  }),
  'subscription-receipt': (d, site) => ({
    subject: t.receipt.subject,
    html: `${hello(d)}<p>${t.receipt.body(h(SUBSCRIPTION_PLAN.namePrefix), h(site.name))}</p>${table(`${row(t.receipt.order, d.order_id)}${row(t.receipt.amount, formatRupiah(Number(d.amount)))}${row(t.receipt.until, when(d.until))}`)}${button(`${site.url}/subs`, t.receipt.button)}`,
    text: `${helloText(d)}${t.receipt.received}\n${t.receipt.order}: ${str(d.order_id)}\n${t.receipt.amount}: ${formatRupiah(Number(d.amount))}\n${t.receipt.until}: ${when(d.until)}\n\n${t.receipt.exclusive}: ${site.url}/subs`,
  }),
  'subscription-ending': (d, site) => ({
    subject: t.ending.subject,
    html: `${hello(d)}<p>${t.ending.body(h(SUBSCRIPTION_PLAN.namePrefix), b(when(d.until)))}</p>${button(`${site.url}/subscription`, t.ending.button)}`,
    text: `${helloText(d)}${t.ending.text(when(d.until), `${site.url}/subscription`)}`,
  }),
  'subscription-ended': (d, site) => ({
    subject: t.ended.subject,
    html: `${hello(d)}<p>${t.ended.body(h(SUBSCRIPTION_PLAN.namePrefix), b(when(d.until)))}</p>${button(`${site.url}/subscription`, t.ended.button)}`,
    text: `${helloText(d)}${t.ended.text(when(d.until), `${site.url}/subscription`)}`,
  }),
  'ticket-paid': (d, site) => ({
    subject: t.ticket.subject(str(d.show)),
    html: `${hello(d)}<p>${t.ticket.body}</p><table style="border-collapse:collapse">${row(t.ticket.show, d.show)}${row(t.ticket.at, when(d.at))}${row(t.ticket.place, d.place)}${row(t.ticket.count, d.count)}${paidRows(d)}</table><p>${t.ticket.onePerPerson}</p>${ticketBlocks(d)}${button(`${site.url}/history-pembelian-tiket`, t.ticket.button)}`,
    text: `${helloText(d)}${t.ticket.heading}\n${t.ticket.show}: ${str(d.show)}\n${t.ticket.at}: ${when(d.at)}\n${t.ticket.place}: ${str(d.place)}\n${t.ticket.count}: ${str(d.count)}\n${paidLines(d)}${ticketLines(d)}\n\n${t.ticket.history}: ${site.url}/history-pembelian-tiket`,
  }),
  'factor-enrol-code': (d) => ({
    subject: t.enrolCode.subject,
    html: `${hello(d)}<p>${t.enrolCode.body}</p><p style="font-size:24px;font-family:monospace;letter-spacing:4px"><b>${h(d.code)}</b></p><p>${t.enrolCode.advice}</p>`,
    text: `${helloText(d)}${t.enrolCode.body}\n\n${t.enrolCode.heading}: ${str(d.code)}\n\n${t.enrolCode.advice}`,
  }),
  'factor-locked': (d, site) => ({
    subject: t.factorLocked.subject,
    html: `${hello(d)}<p>${t.factorLocked.body}</p>${table(`${row(t.factorLocked.ip, d.ip)}${row(t.factorLocked.until, when(d.until))}`)}<p>${t.factorLocked.advice}</p>${button(`${site.url}/account/keamanan`, t.factorLocked.button)}`,
    text: `${helloText(d)}${t.factorLocked.body}\n${t.factorLocked.ip}: ${str(d.ip)}\n${t.factorLocked.until}: ${when(d.until)}\n\n${t.factorLocked.advice}\n${t.factorLocked.text(`${site.url}/account/keamanan`)}`,
  }),
  'new-device-login': (d, site) => ({
    subject: t.newDevice.subject,
    html: `${hello(d)}<p>${t.newDevice.body}</p>${table(`${row(t.newDevice.at, when(d.at))}${row(t.newDevice.device, d.device)}${row(t.newDevice.ip, d.ip)}${d.place ? row(t.newDevice.place, d.place) : ''}`)}<p>${t.newDevice.advice}</p>${button(`${site.url}/account/keamanan`, t.newDevice.button)}`,
    text: `${helloText(d)}${t.newDevice.heading}\n${t.newDevice.at}: ${when(d.at)}\n${t.newDevice.device}: ${str(d.device)}\n${t.newDevice.ip}: ${str(d.ip)}${d.place ? `\n${t.newDevice.place}: ${str(d.place)}` : ''}\n\n${t.newDevice.text(`${site.url}/account/keamanan`)}`,
  }),
  'order-expired': (d, site) => ({
    subject: t.expired.subject,
    html: `${hello(d)}<p>${t.expired.body(h(d.count), b(d.show), h(d.order_id))}</p>${button(`${site.url}/tiket`, t.expired.button)}`,
    text: `${helloText(d)}${t.expired.text(str(d.count), str(d.show), str(d.order_id), `${site.url}/tiket`)}`,
  }),
  'order-cancelled': (d, site) => ({
    subject: t.cancelled.subject,
    html: `${hello(d)}<p>${t.cancelled.body(h(d.count), b(d.show), h(d.order_id))}</p>${button(`${site.url}/tiket`, t.cancelled.button)}`,
    text: `${helloText(d)}${t.cancelled.text(str(d.count), str(d.show), str(d.order_id), `${site.url}/tiket`)}`,
  }),
  'waitlist-offer': (d, site) => {
    const link = `${site.url}${paths.waitlistOffer(str(d.entry))}`;
    return {
      subject: t.offer.subject(str(d.show)),
      html: `${hello(d)}<p>${t.offer.body(h(d.count), b(d.category), b(d.show), d.at ? ` (${h(when(d.at))})` : '', b(when(d.until)))}</p>${button(link, t.offer.button)}`,
      text: `${helloText(d)}${t.offer.text(str(d.count), str(d.category), str(d.show), when(d.until), link)}`,
    };
  },
  'payment-reminder': (d, site) => ({
    subject: t.reminder.subject,
    html: `${hello(d)}<p>${t.reminder.body(h(d.count), b(d.show), h(d.order_id), b(formatRupiah(Number(d.amount))), b(when(d.until)))}</p>${button(`${site.url}/history-pembelian-tiket`, t.reminder.button)}`,
    text: `${helloText(d)}${t.reminder.text(str(d.count), str(d.show), str(d.order_id), formatRupiah(Number(d.amount)), when(d.until), `${site.url}/history-pembelian-tiket`)}`,
  }),
  announcement: announcementMail,
  'announcement-test': (d, site) => {
    const mail = announcementMail(d, site);
    return { ...mail, subject: t.testPrefix(mail.subject) };
  },
  'seat-moved': (d, site) => ({
    subject: t.seatMoved.subject,
    html: `${hello(d)}<p>${t.seatMoved.body(b(d.show), b(d.from), b(d.to))}</p>${button(`${site.url}/history-pembelian-tiket`, t.seatMoved.button)}`,
    text: `${helloText(d)}${t.seatMoved.body(str(d.show), str(d.from), str(d.to))}\n\n${t.seatMoved.history}: ${site.url}/history-pembelian-tiket`,
  }),
  'order-refunded': (d, site) => ({
    subject: t.refunded.subject,
    html: `${hello(d)}<p>${t.refunded.body(h(d.count), b(d.show), h(d.order_id), b(formatRupiah(Number(d.amount))))}</p>${button(`${site.url}/history-pembelian-tiket`, t.refunded.button)}`,
    text: `${helloText(d)}${t.refunded.text(str(d.count), str(d.show), str(d.order_id), formatRupiah(Number(d.amount)))}\n\n${t.refunded.history}: ${site.url}/history-pembelian-tiket`,
  }),
  'account-deleted': (d, site) => ({
    subject: t.deleted.subject,
    html: `${hello(d)}<p>${t.deleted.body(h(site.name), b(when(d.at)))}</p>${keptHtml(d)}<p>${t.deleted.notYou(h(d.contact))}</p>`,
    text: `${helloText(d)}${t.deleted.body(site.name, when(d.at))}\n\n${keptLines(d)}\n\n${t.deleted.notYou(str(d.contact))}`,
  }),
  'breach-notice': (d) => ({
    subject: t.breach.subject,
    html: `${hello(d)}<p>${t.breach.intro}</p>${breachSections(d)
      .map(([title, body]) => `<p><b>${h(title)}</b><br>${h(body)}</p>`)
      .join('')}`,
    text: `${helloText(d)}${t.breach.intro}\n\n${breachSections(d)
      .map(([title, body]) => `${title}\n${body}`)
      .join('\n\n')}`,
  }),
  ...renewalTemplates,
  ...donationTemplates,
};

/** The mail of one outbox row, ready to send. */
export const renderMail = (kind: MailKind, data: Data, site: MailSite): RenderedMail =>
  layout(site, templates[kind](data, site), withdrawOf(data));

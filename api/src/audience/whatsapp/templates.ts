import {
  formatDateTime,
  formatRupiah,
  type Locale,
  localePath,
  type WhatsAppKind,
  type WhatsAppParameter,
} from '@teater/contract';
import { paths } from '@teater/contract/site';
import { withLocale } from '../../core/locale.js';
import type { MailSite } from '../mail/layout.js';
import { ticketsOfMail } from '../mail/templates/index.js';

type Data = Record<string, unknown>;
/** A parameter's value, written in `locale` (dates, amounts and links as that language has them). */
type Parameter = (data: Data, site: MailSite, locale: Locale) => string;

const str = (value: unknown) => String(value ?? '');
const when = (value: unknown) => (value ? `${formatDateTime(str(value))} WIB` : '');
const rupiah = (value: unknown) => formatRupiah(Number(value));
const link = (path: string) => (site: MailSite, locale: Locale) => `${site.url}${localePath(path, locale)}`;
const history = (_: Data, site: MailSite, locale: Locale) => link('/history-pembelian-tiket')(site, locale);
const subscription = (_: Data, site: MailSite, locale: Locale) => link('/subscription')(site, locale);

interface TemplateDef<K extends WhatsAppKind> {
  /** the template's name as approved (WHATSAPP_TEMPLATE_<KIND> may name another) */
  name: string;
  /** what the notification can fill a parameter with, by name */
  parameters: Record<WhatsAppParameter<K>, Parameter>;
  /** the parameters of the approved text below, in the order of its {{1}}, {{2}}, … */
  order: readonly WhatsAppParameter<K>[];
  /**
   * The text to submit for approval in each language (README: WhatsApp), one template name with
   * two translations; also the preview on /adminmail.
   */
  text: Record<Locale, string>;
}

/**
 * The notifications that also go to WhatsApp, as Cloud API templates. Each takes the data its mail
 * takes (the same event writes both), so a template's parameters are read from it at sending.
 */
const TEMPLATES: { [K in WhatsAppKind]: TemplateDef<K> } = {
  'ticket-paid': {
    name: 'e_tiket',
    parameters: {
      name: (d) => str(d.name),
      show: (d) => str(d.show),
      when: (d) => when(d.at),
      place: (d) => str(d.place),
      count: (d) => str(d.count),
      codes: (d) =>
        ticketsOfMail(d)
          .map(({ code }) => code)
          .join(', '),
      order_id: (d) => str(d.order_id),
      link: history,
    },
    order: ['name', 'show', 'when', 'place', 'count', 'codes'],
    text: {
      id: 'Halo {{1}}, pembayaran tiketmu sudah diterima. {{2}}, {{3}}, di {{4}}. Jumlah tiket: {{5}}. Kode tiket: {{6}}. Kode QR-nya ada di email dan di riwayat tiketmu.',
      en: 'Hello {{1}}, your ticket payment has been received. {{2}}, {{3}}, at {{4}}. Tickets: {{5}}. Ticket codes: {{6}}. Their QR codes are in your email and your ticket history.',
    },
  },
  'payment-reminder': {
    name: 'pengingat_pembayaran',
    parameters: {
      name: (d) => str(d.name),
      count: (d) => str(d.count),
      show: (d) => str(d.show),
      amount: (d) => rupiah(d.amount),
      until: (d) => when(d.until),
      order_id: (d) => str(d.order_id),
      link: history,
    },
    order: ['name', 'count', 'show', 'amount', 'until', 'link'],
    text: {
      id: 'Halo {{1}}, pesanan {{2}} tiket {{3}} ({{4}}) menunggu pembayaran sampai {{5}}. Setelah itu kursinya dilepas. Bayar di {{6}}',
      en: 'Hello {{1}}, your order of {{2}} tickets for {{3}} ({{4}}) awaits payment until {{5}}. After that its seats are released. Pay at {{6}}',
    },
  },
  'waitlist-offer': {
    name: 'penawaran_daftar_tunggu',
    parameters: {
      name: (d) => str(d.name),
      count: (d) => str(d.count),
      category: (d) => str(d.category),
      show: (d) => str(d.show),
      until: (d) => when(d.until),
      link: (d, site, locale) => link(paths.waitlistOffer(str(d.entry)))(site, locale),
    },
    order: ['name', 'count', 'category', 'show', 'until', 'link'],
    text: {
      id: 'Halo {{1}}, ada {{2}} kursi {{3}} untuk {{4}} dari daftar tunggu, kami simpan untukmu sampai {{5}}. Beli di {{6}}',
      en: 'Hello {{1}}, {{2}} {{3}} seats for {{4}} came free on the waiting list; we hold them for you until {{5}}. Buy them at {{6}}',
    },
  },
  'subscription-receipt': {
    name: 'tanda_terima_langganan',
    parameters: {
      name: (d) => str(d.name),
      amount: (d) => rupiah(d.amount),
      until: (d) => when(d.until),
      order_id: (d) => str(d.order_id),
    },
    order: ['name', 'amount', 'until', 'order_id'],
    text: {
      id: 'Halo {{1}}, terima kasih! Pembayaran langganan {{2}} sudah kami terima. Langgananmu aktif sampai {{3}}. Nomor pesanan: {{4}}.',
      en: 'Hello {{1}}, thank you! We received your subscription payment of {{2}}. Your subscription is active until {{3}}. Order number: {{4}}.',
    },
  },
  'subscription-ending': {
    name: 'langganan_segera_berakhir',
    parameters: { name: (d) => str(d.name), until: (d) => when(d.until), link: subscription },
    order: ['name', 'until', 'link'],
    text: {
      id: 'Halo {{1}}, langgananmu berakhir pada {{2}}. Perpanjang di {{3}} agar tetap bisa menonton video dan membaca naskah eksklusif.',
      en: 'Hello {{1}}, your subscription ends on {{2}}. Renew it at {{3}} to keep watching the exclusive videos and reading the scripts.',
    },
  },
  'subscription-ended': {
    name: 'langganan_berakhir',
    parameters: { name: (d) => str(d.name), until: (d) => when(d.until), link: subscription },
    order: ['name', 'until', 'link'],
    text: {
      id: 'Halo {{1}}, langgananmu berakhir pada {{2}}. Terima kasih sudah mendukung kami; berlangganan lagi kapan saja di {{3}}.',
      en: 'Hello {{1}}, your subscription ended on {{2}}. Thank you for supporting us; subscribe again any time at {{3}}.',
    },
  },
};

/** A kind's template as configured: `name` or `name:param,param` (core/config-audience.ts), else the default. */
export function templateOf(setting: string | undefined, kind: WhatsAppKind, locale: Locale) {
  const def = TEMPLATES[kind];
  const [name, list] = setting ? setting.split(':') : [def.name, undefined];
  const order = list ? list.split(',') : def.order;
  const sameText = order.length === def.order.length && order.every((param, i) => param === def.order[i]);
  return { name: name || def.name, order, text: sameText ? def.text[locale] : null };
}

/** WhatsApp refuses parameters with line breaks, tabs or runs of spaces, and empty ones. */
const parameterText = (value: string) => value.replace(/\s+/g, ' ').trim().slice(0, 1000) || '-';

/**
 * A message's template parameters, filled from its data in the member's language (`locale`), and
 * its text as the member reads it.
 */
export function filledTemplate(
  setting: string | undefined,
  kind: WhatsAppKind,
  data: Data,
  site: MailSite,
  locale: Locale,
) {
  const template = templateOf(setting, kind, locale);
  // a setting's parameters are checked at start (core/config-audience.ts); read as plain names here
  const fill: Record<string, Parameter | undefined> = TEMPLATES[kind].parameters;
  const parameters = withLocale(locale, () =>
    template.order.map((param) => parameterText(fill[param]?.(data, site, locale) ?? '')),
  );
  const preview = template.text
    ? template.text.replace(/\{\{(\d+)\}\}/g, (_, n: string) => parameters[Number(n) - 1] ?? '')
    : parameters.map((value, i) => `{{${i + 1}}} ${value}`).join(' · ');
  return { name: template.name, parameters, preview };
}

import { formatDate, formatDateTime, formatRupiah, SUBSCRIPTION_PLAN } from '@teater/contract';
import { button, h, type MailSite } from '../layout.js';
import { mailTexts as t } from '../texts.js';

type Data = Record<string, unknown>;
type Template = (d: Data, site: MailSite) => { subject: string; html: string; text: string };

const str = (value: unknown) => String(value ?? '');
const when = (value: unknown) => (value ? t.wib(formatDateTime(str(value))) : '');
const amount = (d: Data) => formatRupiah(Number(d.amount));
const hello = (d: Data) => t.hello(str(d.name));

/** The mails of automatic renewal (membership/renewals): before a charge, after a failed one, at the end. */
export const renewalTemplates: Record<
  'renewal-upcoming' | 'renewal-failed' | 'renewal-ended' | 'renewal-card-expiring',
  Template
> = {
  'renewal-upcoming': (d, site) => {
    const body = t.renewal.upcoming(SUBSCRIPTION_PLAN.namePrefix, amount(d), str(d.method), when(d.at));
    return {
      subject: t.renewal.upcomingSubject,
      html: `<p>${h(hello(d))}</p><p>${h(body)}</p>${button(`${site.url}/account`, t.renewal.manage)}`,
      text: `${hello(d)}\n\n${body}\n\n${t.renewal.manage}: ${site.url}/account`,
    };
  },
  'renewal-failed': (d, site) => {
    const body = t.renewal.failed(amount(d), str(d.method), when(d.next));
    const link = `${site.url}/subscription`;
    return {
      subject: t.renewal.failedSubject,
      html: `<p>${h(hello(d))}</p><p>${h(body)}</p>${button(link, t.renewal.payNow)}`,
      text: `${hello(d)}\n\n${body}\n\n${t.renewal.payNow}: ${link}`,
    };
  },
  'renewal-card-expiring': (d, site) => {
    const body = t.renewal.cardExpiring(str(d.method), formatDate(str(d.expires)), when(d.at));
    return {
      subject: t.renewal.cardExpiringSubject,
      html: `<p>${h(hello(d))}</p><p>${h(body)}</p>${button(`${site.url}/account`, t.renewal.changeMethod)}`,
      text: `${hello(d)}\n\n${body}\n\n${t.renewal.changeMethod}: ${site.url}/account`,
    };
  },
  'renewal-ended': (d, site) => {
    const body = t.renewal.ended(amount(d), str(d.method));
    const link = `${site.url}/subscription`;
    return {
      subject: t.renewal.endedSubject,
      html: `<p>${h(hello(d))}</p><p>${h(body)}</p>${button(link, t.renewal.payNow)}`,
      text: `${hello(d)}\n\n${body}\n\n${t.renewal.payNow}: ${link}`,
    };
  },
};

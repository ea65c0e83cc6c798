import { formatDateTime, formatRupiah, donationMessages as m } from '@teater/contract';
import { button, h, type MailSite } from '../layout.js';
import { mailTexts as t } from '../texts.js';

type Data = Record<string, unknown>;
type Template = (d: Data, site: MailSite) => { subject: string; html: string; text: string };

const str = (value: unknown) => String(value ?? '');

/** The thank-you mail of a gift (issue 46): its facts, the receipt attached as a PDF, no tax claim. */
export const donationTemplates: Record<'donation-receipt' | 'donation-statement' | 'donation-thanks', Template> = {
  'donation-receipt': (d, site) => {
    const facts: [string, string][] = [
      [m.receiptNumber, str(d.receipt_number)],
      [m.receiptDate, t.wib(formatDateTime(str(d.paid_at)))],
      [m.campaign, str(d.campaign)],
      [m.amount, formatRupiah(Number(d.amount))],
    ];
    const body = m.mailBody(formatRupiah(Number(d.amount)), str(d.campaign));
    const rows = facts
      .map(
        ([label, value]) => `<tr><td style="padding:4px 12px 4px 0">${h(label)}</td><td><b>${h(value)}</b></td></tr>`,
      )
      .join('');
    // a monthly gift's receipt: its stop link, one tap, no login
    const stop = d.stop_path ? `${site.url}${str(d.stop_path)}` : null;
    return {
      subject: m.mailSubject(site.name),
      html: `<p>${h(t.hello(str(d.name)))}</p><p>${h(m.thanks)} ${h(body)}</p><table style="border-collapse:collapse">${rows}</table>${stop ? `<p>${h(m.monthlyNote)}</p>${button(stop, m.stopMonthly)}` : ''}<p style="color:#57534e;font-size:13px">${h(m.receiptNote)}</p>`,
      text: `${t.hello(str(d.name))}\n\n${m.thanks} ${body}\n\n${facts.map(([l, v]) => `${l}: ${v}`).join('\n')}${stop ? `\n\n${m.monthlyNote}\n${m.stopMonthly}: ${stop}` : ''}\n\n${m.receiptNote}`,
    };
  },
  /** January's statement of last year's gifts (issue 46), its PDF attached, no tax claim. */
  'donation-statement': (d, site) => {
    const year = Number(d.year);
    const lines = (Array.isArray(d.lines) ? d.lines : []) as { amount: number }[];
    const body = m.statementMailBody(year, formatRupiah(lines.reduce((sum, line) => sum + Number(line.amount), 0)));
    return {
      subject: m.statementMailSubject(year, site.name),
      html: `<p>${h(t.hello(str(d.name)))}</p><p>${h(body)}</p><p style="color:#57534e;font-size:13px">${h(m.receiptNote)}</p>`,
      text: `${t.hello(str(d.name))}\n\n${body}\n\n${m.receiptNote}`,
    };
  },
  /** The admin's thank-you note to a campaign's donors who agreed to mail: their words, as written. */
  'donation-thanks': (d) => {
    const paragraphs = str(d.message).split(/\n{2,}/);
    return {
      subject: str(d.subject),
      html: `<p>${h(t.hello(str(d.name)))}</p>${paragraphs.map((p) => `<p style="white-space:pre-line">${h(p)}</p>`).join('')}`,
      text: `${t.hello(str(d.name))}\n\n${str(d.message)}`,
    };
  },
};

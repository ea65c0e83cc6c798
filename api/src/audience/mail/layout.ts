import { currentLocale, privacyMessages } from '@teater/contract';
import { escapeHtml } from '../../core/escape-html.js';
import { mailTexts } from './texts.js';

/** What every mail knows about the site it comes from. */
export interface MailSite {
  name: string;
  /** the site's public address, no trailing slash */
  url: string;
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** Text with `&<>"'` escaped for HTML. */
export const h = (text: unknown) => escapeHtml(String(text ?? ''));

/** The withdraw links of a mail sent under the announcements consent (privacy/withdraw-link.ts), if any. */
export function withdrawOf(data: Record<string, unknown>): { page: string; oneClick: string } | null {
  const links = data.withdraw as { page?: unknown; oneClick?: unknown } | undefined;
  return typeof links?.page === 'string' && typeof links.oneClick === 'string'
    ? { page: links.page, oneClick: links.oneClick }
    : null;
}

const withdrawLine = (page: string) =>
  `<br>${h(privacyMessages.withdrawFooter)} <a href="${h(page)}" style="color:#881337">${h(privacyMessages.withdrawAction)}</a>`;

/**
 * The frame of every mail: the company's name on top, the message, a link back to the site (and,
 * in a mail sent under the announcements consent, the link to withdraw it); and the same as plain
 * text for mail programs that show no HTML.
 */
export function layout(
  site: MailSite,
  mail: { subject: string; html: string; text: string },
  withdraw?: { page: string } | null,
): RenderedMail {
  const html = `<!doctype html>
<html lang="${currentLocale()}">
<body style="margin:0;background:#f5f5f4;font-family:Arial,Helvetica,sans-serif;color:#1c1917">
  <div style="max-width:560px;margin:0 auto;padding:24px">
    <p style="font-size:20px;font-weight:bold;color:#881337;margin:0 0 16px">${h(site.name)}</p>
    <div style="background:#ffffff;border-radius:8px;padding:24px;line-height:1.5">${mail.html}</div>
    <p style="font-size:12px;color:#57534e;margin-top:16px">
      ${mailTexts.footer(h(site.name))} · <a href="${h(site.url)}" style="color:#881337">${h(site.url)}</a>${withdraw ? withdrawLine(withdraw.page) : ''}
    </p>
  </div>
</body>
</html>`;
  const footer = withdraw ? `\n${privacyMessages.withdrawAction}: ${withdraw.page}` : '';
  const text = `${site.name}\n\n${mail.text.trim()}\n\n--\n${site.name} · ${site.url}${footer}\n`;
  return { subject: `${mail.subject} | ${site.name}`, html, text };
}

/** A button-like link, and its plain-text form. */
export const button = (href: string, label: string) =>
  `<p style="margin:24px 0"><a href="${h(href)}" style="background:#881337;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${h(label)}</a></p>`;

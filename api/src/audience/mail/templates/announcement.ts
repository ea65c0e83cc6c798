import { audienceMessages } from '@teater/contract';
import { button, h, type MailSite } from '../layout.js';
import { mailTexts } from '../texts.js';

type Data = Record<string, unknown>;
const str = (value: unknown) => String(value ?? '');

/** An absolute address for a picture of ours (`/media/…`); another site's is kept as it is. */
const absolute = (url: string, site: MailSite) => (url.startsWith('/') ? `${site.url}${url}` : url);

/** Its text's paragraphs (a blank line between them), line breaks kept. */
const paragraphs = (body: string) =>
  body
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${h(p).replace(/\n/g, '<br>')}</p>`)
    .join('');

/**
 * An announcement (or its test send): the picture, the title, the text and a button to its link.
 * The layout adds the withdraw link and the mail the List-Unsubscribe headers (data.withdraw).
 */
export function announcementMail(d: Data, site: MailSite) {
  const picture = d.picture
    ? `<img src="${h(absolute(str(d.picture), site))}" alt="${h(d.title)}" width="512" style="display:block;width:100%;max-width:512px;height:auto;border-radius:6px;margin:0 0 16px">`
    : '';
  const link = d.link ? button(str(d.link), audienceMessages.readMore) : '';
  return {
    subject: str(d.title),
    html: `<p>${mailTexts.hello(h(d.name))}</p>${picture}<h1 style="font-size:22px;line-height:1.3;margin:0 0 12px">${h(d.title)}</h1>${paragraphs(str(d.body))}${link}`,
    text: `${mailTexts.hello(str(d.name))}\n\n${str(d.title)}\n\n${str(d.body).trim()}${d.link ? `\n\n${audienceMessages.readMore}: ${str(d.link)}` : ''}`,
  };
}

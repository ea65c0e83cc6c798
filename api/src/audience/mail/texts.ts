import { localized } from '@teater/contract';
import { mailsEnglish } from './texts/en.js';
import { mails } from './texts/id.js';

/** What the mails say, in the language they are rendered in (the recipient's: worker.ts). */
export const mailTexts = localized('mails', mails, mailsEnglish);

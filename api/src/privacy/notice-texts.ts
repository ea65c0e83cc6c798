import { localized } from '@teater/contract';
import { noticeEnglish } from './notice-texts/en.js';
import { notice } from './notice-texts/id.js';
import './notice-texts/retention-en.js';

/** The privacy notice's texts in the language of the moment (the retention table's: retention-en.ts). */
export const noticeTexts = localized('privacyNotice', notice, noticeEnglish);

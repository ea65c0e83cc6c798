import { memberCalls, type WhatsAppSetting } from '@teater/contract';
import { api } from '../../../lib/api';

/** Opts in with a number, or out; the answer is the new setting. */
export const changeWhatsApp = (body: { granted: boolean; number?: string }) =>
  api<{ message: string; data: WhatsAppSetting }>(memberCalls.whatsapp, { method: 'PUT', body });

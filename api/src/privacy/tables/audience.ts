import { PLAIN, type TableDeclaration } from '../declaration.js';

/**
 * Announcements and WhatsApp (api/src/audience/announcements, api/src/audience/whatsapp): who was sent which
 * announcement, a member's WhatsApp number while they want it used, and the messages sent there.
 */
export const audienceTables: Record<string, TableDeclaration> = {
  // the announcements themselves are the site's words, not anyone's data
  announcements: {
    columns: {
      id: PLAIN,
      title: PLAIN,
      body: PLAIN,
      picture: PLAIN,
      link: PLAIN,
      audience: PLAIN,
      status: PLAIN,
      test_sent_at: PLAIN,
      send_started_at: PLAIN,
      queue_after: PLAIN,
      queued: PLAIN,
      createdAt: PLAIN,
      updatedAt: PLAIN,
    },
  },
  announcement_recipients: {
    retention: 'mails',
    columns: { id: PLAIN, announcement_id: 'correspondence', user_id: PLAIN, mail_id: PLAIN, createdAt: PLAIN },
  },
  whatsapp_numbers: {
    retention: 'account',
    columns: { id: PLAIN, user_id: PLAIN, number: 'contact', createdAt: PLAIN, updatedAt: PLAIN },
  },
  whatsapp_messages: {
    retention: 'mails',
    columns: {
      id: PLAIN,
      dedupe_key: PLAIN,
      user_id: PLAIN,
      phone: 'contact',
      kind: PLAIN,
      data: 'correspondence',
      fallback: 'correspondence',
      status: PLAIN,
      attempts: PLAIN,
      next_attempt_at: PLAIN,
      claimed_until: PLAIN,
      wamid: PLAIN,
      last_error: PLAIN,
      fell_back: PLAIN,
      createdAt: PLAIN,
      updatedAt: PLAIN,
    },
  },
  /** the sandbox's copy of what the Cloud API would have received (no WHATSAPP_* settings) */
  whatsapp_sandbox: {
    retention: 'mails',
    columns: { id: PLAIN, wamid: PLAIN, request: 'correspondence', unreported: PLAIN, createdAt: PLAIN },
  },
};

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AdminMail,
  audienceMessages,
  formatDateTimeWib,
  MAIL_KIND_LABELS,
  MAIL_STATUS_LABELS,
  type MailView,
  mailsList,
} from '@teater/contract';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { QueryView } from '../../../components/query-view';
import { api, errorMessage } from '../../../lib/api';
import { WhatsAppMessages } from '../components/whatsapp-messages';
import { AdminDialog, AdminPage, Button, columnKit, type ListSource, StatusTable, useStatusList } from '../kit';

const mailsKey = ['admin', 'mails'] as const;
const mailsSource: ListSource = { path: '/admin/mails', key: mailsKey, list: mailsList };

const c = columnKit<AdminMail>();
const columns = [
  c.custom(audienceMessages.mailDate, (row) => formatDateTimeWib(row.createdAt), 'createdAt'),
  c.text('recipient', audienceMessages.mailRecipient),
  c.text('subject', audienceMessages.mailSubject),
  c.custom(audienceMessages.mailKind, (row) => MAIL_KIND_LABELS[row.kind] ?? row.kind),
  c.custom(audienceMessages.mailStatus, (row) => (
    <span className={row.status === 'failed' ? 'font-semibold text-red-700' : undefined}>
      {MAIL_STATUS_LABELS[row.status]}
      {row.attempts > 1 && (
        <span className="block text-stone-500 text-xs">{audienceMessages.mailAttempts(row.attempts)}</span>
      )}
      {row.last_error && <span className="block text-red-700 text-xs">{row.last_error}</span>}
    </span>
  )),
];

/** One mail as its recipient sees it, in a sandboxed frame (no scripts, no outside requests). */
function MailPreview({ id }: { id: number }) {
  const mail = useQuery({
    queryKey: [...mailsKey, 'one', id],
    queryFn: ({ signal }) => api<{ data: MailView }>(`/admin/mails/${id}`, { signal }).then((r) => r.data),
  });
  return (
    <QueryView query={mail}>
      {(m) => (
        <div className="space-y-3 text-sm">
          <p>
            <b>{m.subject}</b> → {m.recipient}
          </p>
          <iframe
            title={m.subject}
            srcDoc={m.html}
            sandbox=""
            className="h-96 w-full rounded border border-stone-200"
          />
          <details>
            <summary className="cursor-pointer">{audienceMessages.mailTextVersion}</summary>
            <pre className="whitespace-pre-wrap">{m.text}</pre>
          </details>
        </div>
      )}
    </QueryView>
  );
}

/** The mails: every one the site sent or will send, its state, and a retry for failed ones. */
function MailList() {
  const list = useStatusList<AdminMail>(mailsSource);
  const { success, failure } = list;
  const client = useQueryClient();
  const [viewing, setViewing] = useState<AdminMail | null>(null);
  const retry = useMutation({
    mutationFn: (id: number) => api(`/admin/mails/${id}/retry`, { method: 'POST' }),
    onSuccess: () => client.invalidateQueries({ queryKey: mailsKey }),
  });
  return (
    <>
      <StatusTable
        list={list}
        columns={columns}
        caption={audienceMessages.mailsTitle}
        empty={audienceMessages.mailsEmpty}
        rowLabel={(row) => `${row.subject} ${row.recipient}`}
        actions={(row) => (
          <>
            <Button small variant="secondary" onClick={() => setViewing(row)}>
              {audienceMessages.mailView}
            </Button>
            {row.status === 'failed' && (
              <Button
                small
                onClick={() =>
                  retry.mutateAsync(row.id).then(
                    () => success(audienceMessages.mailRetried),
                    (error) => failure(errorMessage(error)),
                  )
                }
              >
                {audienceMessages.mailRetry}
              </Button>
            )}
          </>
        )}
      />
      <AdminDialog open={viewing !== null} title={viewing?.subject ?? ''} onClose={() => setViewing(null)}>
        {viewing && <MailPreview id={viewing.id} />}
      </AdminDialog>
    </>
  );
}

const CHANNELS = [
  { value: 'email', label: () => audienceMessages.channelEmail },
  { value: 'whatsapp', label: () => audienceMessages.channelWhatsapp },
] as const;

/**
 * /adminmail: what the site sends, by channel: the mails, and the WhatsApp messages (`?saluran=whatsapp`).
 * One list at a time: each keeps its search, filters and page in the URL.
 */
export default function MailsScreen() {
  const [search, setSearch] = useSearchParams();
  const channel = search.get('saluran') === 'whatsapp' ? 'whatsapp' : 'email';
  return (
    <AdminPage title={audienceMessages.mailsTitle}>
      <div role="tablist" aria-label={audienceMessages.channels} className="mb-4 flex gap-2">
        {CHANNELS.map(({ value, label }) => (
          <button
            key={value}
            type="button"
            role="tab"
            aria-selected={channel === value}
            onClick={() => setSearch(value === 'whatsapp' ? { saluran: value } : {})}
            className={`rounded-md px-4 py-2 font-medium text-sm ${channel === value ? 'bg-brand-600 text-white' : 'bg-white text-stone-800 ring-1 ring-stone-300 hover:bg-stone-50'}`}
          >
            {label()}
          </button>
        ))}
      </div>
      {channel === 'email' ? <MailList /> : <WhatsAppMessages />}
    </AdminPage>
  );
}

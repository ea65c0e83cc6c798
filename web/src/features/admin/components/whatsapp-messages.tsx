import { useQuery } from '@tanstack/react-query';
import {
  type AdminWhatsApp,
  formatDateTimeWib,
  audienceMessages as m,
  WHATSAPP_KIND_LABELS,
  WHATSAPP_STATUS_LABELS,
  whatsappMessagesList,
} from '@teater/contract';
import { api } from '../../../lib/api';
import { columnKit, type ListSource, ServerTable, useServerList } from '../kit';

const key = ['admin', 'whatsapp'] as const;
const source: ListSource = { path: '/admin/whatsapp', key, list: whatsappMessagesList };

const c = columnKit<AdminWhatsApp>();
const columns = [
  c.custom(m.mailDate, (row) => formatDateTimeWib(row.createdAt), 'createdAt'),
  c.custom(m.whatsappNumberColumn, (row) => `+${row.phone}`),
  c.custom(m.mailKind, (row) => WHATSAPP_KIND_LABELS[row.kind]),
  c.custom(m.whatsappTemplate, (row) => (
    <span className="font-mono text-xs">
      {row.template} ({row.language})
    </span>
  )),
  c.custom(m.whatsappMessage, (row) => <p className="max-w-md whitespace-pre-line text-sm">{row.preview}</p>),
  c.custom(m.mailStatus, (row) => (
    <span className={row.status === 'failed' ? 'font-semibold text-red-700' : undefined}>
      {WHATSAPP_STATUS_LABELS[row.status]}
      {row.last_error && <span className="block text-red-700 text-xs">{row.last_error}</span>}
      {row.fell_back && <span className="block text-stone-600 text-xs">{m.whatsappFellBack}</span>}
    </span>
  )),
];

/**
 * /adminmail's WhatsApp tab: every message of the second channel, the template and the text it
 * makes; in the sandbox (no WHATSAPP_* settings), what would have been sent.
 */
export function WhatsAppMessages() {
  const server = useServerList<AdminWhatsApp>(source);
  const channel = useQuery({
    queryKey: [...key, 'channel'],
    queryFn: ({ signal }) => api<{ data: { mode: 'cloud' | 'sandbox' } }>('/admin/whatsapp/channel', { signal }),
  });
  const mode = channel.data?.data.mode;
  return (
    <>
      {mode && (
        <p
          className={`mb-4 rounded-md p-3 text-sm ${mode === 'sandbox' ? 'bg-amber-50 text-amber-900 ring-1 ring-amber-200' : 'bg-stone-50 text-stone-700'}`}
        >
          {mode === 'sandbox' ? m.whatsappSandboxNote : m.whatsappCloudNote}
        </p>
      )}
      <ServerTable
        server={server}
        columns={columns}
        caption={m.whatsappMessagesTitle}
        empty={m.whatsappEmpty}
        rowLabel={(row) => `${WHATSAPP_KIND_LABELS[row.kind]} +${row.phone}`}
      />
    </>
  );
}

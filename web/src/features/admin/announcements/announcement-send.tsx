import { ANNOUNCEMENT_AUDIENCE_OPTIONS, audienceMessages as m } from '@teater/contract';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { Button } from '../kit/button';
import { ConfirmDialog } from '../kit/confirm-dialog';
import { useAudienceSize, useSend, useTestSend } from './announcements-api';

type Row = { id: number } & Record<string, unknown>;

/**
 * A draft's two steps: a test send to oneself (the mail as members will get it), then the send to
 * members, which asks first and says how many it reaches. The send waits for a test after the
 * last change (the server holds to the same).
 */
export function AnnouncementSend({ row }: { row: Row }) {
  const test = useTestSend();
  const send = useSend();
  const [asking, setAsking] = useState(false);
  const size = useAudienceSize(row.id, asking);
  if (row.status !== 'draft') return null;
  const title = String(row.title ?? '');
  const audience = ANNOUNCEMENT_AUDIENCE_OPTIONS.find((o) => o.value === row.audience)?.label ?? '';
  const tested = row.tested === true;
  const failed = (error: unknown) => toast.error(errorMessage(error));
  return (
    <div className="flex min-w-40 flex-col items-start gap-2">
      <Button
        small
        variant="secondary"
        disabled={test.isPending}
        aria-label={`${m.testSend}: ${title}`}
        onClick={() => test.mutate(row.id, { onSuccess: (answer) => toast.success(answer.message), onError: failed })}
      >
        {test.isPending ? m.testSending : m.testSend}
      </Button>
      <Button
        small
        disabled={!tested || send.isPending}
        aria-label={`${m.send}: ${title}`}
        onClick={() => setAsking(true)}
      >
        {send.isPending ? m.sending : m.send}
      </Button>
      {!tested && <p className="max-w-56 text-stone-500 text-xs">{m.testFirst}</p>}
      <ConfirmDialog
        open={asking}
        title={m.sendTitle}
        question={size.data === undefined ? m.counting : m.sendQuestion(title, audience, size.data)}
        busy={send.isPending || size.data === undefined}
        confirmLabel={m.send}
        onCancel={() => setAsking(false)}
        onConfirm={() =>
          send.mutate(row.id, {
            onSuccess: (answer) => toast.success(answer.message),
            onError: failed,
            onSettled: () => setAsking(false),
          })
        }
      />
    </div>
  );
}

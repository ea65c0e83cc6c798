import { messages } from '@teater/contract';
import { Button } from './button';
import { AdminDialog } from './dialog';

interface Props {
  open: boolean;
  title?: string;
  question?: string;
  busy?: boolean;
  confirmLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before a destructive action ('Konfirmasi Hapus' by default). */
export function ConfirmDialog({
  open,
  title = messages.admin.confirmTitle,
  question = messages.admin.confirmQuestion,
  busy = false,
  confirmLabel = messages.admin.delete,
  onConfirm,
  onCancel,
}: Props) {
  return (
    <AdminDialog open={open} title={title} onClose={busy ? () => undefined : onCancel} size="question">
      <p className="text-stone-700">{question}</p>
      <div className="mt-5 flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {messages.admin.cancel}
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={busy}>
          {busy ? messages.admin.busy.processing : confirmLabel}
        </Button>
      </div>
    </AdminDialog>
  );
}

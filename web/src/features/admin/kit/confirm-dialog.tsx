import { adminMessages } from '@teater/contract';
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
  title = adminMessages.confirmTitle,
  question = adminMessages.confirmQuestion,
  busy = false,
  confirmLabel = adminMessages.confirmDelete,
  onConfirm,
  onCancel,
}: Props) {
  return (
    <AdminDialog open={open} title={title} onClose={busy ? () => undefined : onCancel} size="question">
      <p className="text-stone-700">{question}</p>
      <div className="mt-5 flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {adminMessages.confirmCancel}
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={busy}>
          {busy ? adminMessages.busy.processing : confirmLabel}
        </Button>
      </div>
    </AdminDialog>
  );
}

import { ticketMessages, type User } from '@teater/contract';
import { useEffect, useId, useRef } from 'react';
import type { Show } from '../lib/sales-state';
import { OrderForm } from './order-form';

/**
 * The order form in a modal dialog: the browser's own `<dialog>` (the page behind inert, the
 * focus inside, Escape closes), no dialog library on an island page; a click beside it closes too.
 */
export function OrderDialog({ show, user, onClose }: { show: Show | null; user: User | null; onClose(): void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const open = show !== null && user !== null;
  useEffect(() => {
    const dialog = ref.current;
    if (open && !dialog?.open) dialog?.showModal();
    if (!open && dialog?.open) dialog.close();
  }, [open]);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop; keyboards close it with Escape (the dialog's own)
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-lg rounded-xl bg-white p-6 text-stone-900 shadow-xl backdrop:bg-black/50"
    >
      {open && (
        <>
          <h2 id={titleId} className="mb-4 font-display font-semibold text-xl">
            {ticketMessages.orderTitle(show.nama_pertujukan)}
          </h2>
          <OrderForm show={show} user={user} onCancel={onClose} />
        </>
      )}
    </dialog>
  );
}

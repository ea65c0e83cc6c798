import { ticketMessages, type User } from '@teater/contract';
import { useEffect, useId, useRef } from 'react';
import type { Show } from '../lib/sales-state';
import { OrderForm } from './order-form';

/**
 * The order form in a modal dialog: the browser's own `<dialog>` (the page behind inert, the
 * focus inside, Escape closes), no dialog library on an island page; a click beside it closes too.
 */
export function OrderDialog({ show, user, onClose }: { show: Show; user: User; onClose(): void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // open while it is there: closing it (the form's Batal, Escape, the backdrop) removes it
  useEffect(() => {
    if (!ref.current?.open) ref.current?.showModal();
  }, []);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop; keyboards close it with Escape (the dialog's own)
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        // the backdrop's clicks land on the dialog itself, outside its box (its padding is inside)
        const box = event.currentTarget.getBoundingClientRect();
        const { clientX: x, clientY: y } = event;
        const outside = x < box.left || x > box.right || y < box.top || y > box.bottom;
        if (event.target === event.currentTarget && outside) onClose();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-lg rounded-xl bg-white p-6 text-stone-900 shadow-xl backdrop:bg-black/50"
    >
      <h2 id={titleId} className="mb-4 font-display font-semibold text-xl">
        {ticketMessages.orderTitle(show.nama_pertujukan)}
      </h2>
      <OrderForm show={show} user={user} onCancel={onClose} />
    </dialog>
  );
}

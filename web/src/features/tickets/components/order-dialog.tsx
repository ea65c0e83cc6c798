import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { ticketMessages } from '@teater/contract';
import type { Show } from '../lib/sales-state';
import { OrderForm } from './order-form';

/** The order form in a dialog (Headless UI: focus trapped, Escape closes). */
export function OrderDialog({ show, onClose }: { show: Show | null; onClose(): void }) {
  return (
    <Dialog open={show !== null} onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-black/50" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center overflow-y-auto p-4">
        <DialogPanel className="w-full max-w-lg rounded-xl bg-white p-6 shadow-xl">
          {show && (
            <>
              <DialogTitle className="mb-4 font-display font-semibold text-xl">
                {ticketMessages.orderTitle(show.nama_pertujukan)}
              </DialogTitle>
              <OrderForm show={show} onCancel={onClose} />
            </>
          )}
        </DialogPanel>
      </div>
    </Dialog>
  );
}

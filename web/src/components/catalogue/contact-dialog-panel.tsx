import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { catalogueMessages } from '@teater/contract';
import { type SalesContact, whatsappLink } from '../../lib/sales-contact';
import { ExternalLink } from '../external-link';

const t = catalogueMessages;

interface ContactDialogPanelProps {
  open: boolean;
  onClose: () => void;
  contact: SalesContact;
  /** the chat's first message */
  message: string;
}

/** The dialog ContactDialog opens: the contact's name and number, and a WhatsApp link. */
export default function ContactDialogPanel({ open, onClose, contact, message }: ContactDialogPanelProps) {
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <DialogBackdrop
        transition
        className="fixed inset-0 bg-black/50 transition duration-200 data-closed:opacity-0 data-leave:duration-150"
      />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel
          transition
          className="w-full max-w-md rounded-2xl bg-white p-6 shadow-xl transition duration-200 data-closed:scale-95 data-closed:opacity-0 data-leave:duration-150"
        >
          <DialogTitle className="font-display text-2xl font-bold text-stone-900">{t.contactDialogTitle}</DialogTitle>
          <p className="mt-3 text-stone-600">{t.contactVia(contact.person)}</p>
          <p className="mt-1 font-semibold text-stone-900">
            {contact.person} · {contact.phone}
          </p>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <button
              type="button"
              onClick={onClose}
              className="rounded-full px-5 py-2.5 font-medium text-stone-700 ring-1 ring-stone-300 hover:bg-stone-100"
            >
              {t.close}
            </button>
            <ExternalLink
              href={whatsappLink(contact, message)}
              className="rounded-full bg-green-600 px-5 py-2.5 font-semibold text-white hover:bg-green-700"
            >
              {t.whatsapp}
            </ExternalLink>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}

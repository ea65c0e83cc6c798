import { lazy, Suspense, useState } from 'react';
import type { SalesContact } from '../../lib/sales-contact';
import { dialogLoader } from '../dialog-loader';
import { island } from '../island';

const loadPanel = dialogLoader(() => import('./contact-dialog-panel'));
const ContactDialogPanel = lazy(loadPanel);
const preload = () => void loadPanel();

interface ContactDialogProps {
  /** the button that opens the dialog: 'Beli Sekarang' or 'Sewa Sekarang' */
  label: string;
  contact: SalesContact;
  /** the chat's first message */
  message: string;
  disabled?: boolean;
}

/**
 * A buy or rent button opening a dialog with a WhatsApp link to the named contact. The dialog's
 * module loads when the visitor points at or tabs to the button, else on the click.
 */
export function ContactDialog({ label, contact, message, disabled = false }: ContactDialogProps) {
  const [open, setOpen] = useState(false);
  // mounted from the first opening on, so it can fade out when closed
  const [opened, setOpened] = useState(false);
  return (
    <>
      <button
        type="button"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        disabled={disabled}
        className="rounded-full bg-brand-600 px-8 py-3 font-semibold text-white shadow-sm transition hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-stone-400"
      >
        {label}
      </button>
      {opened && (
        <Suspense fallback={null}>
          <ContactDialogPanel open={open} onClose={() => setOpen(false)} contact={contact} message={message} />
        </Suspense>
      )}
    </>
  );
}

/** On pages served as islands the button and its dialog hydrate alone (decision 023). */
export const ContactDialogIsland = island('contact-dialog', ContactDialog);

import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { messages } from '@teater/contract';
import { useState } from 'react';
import { contact } from '../../../lib/contact';
import { SITE_NAME } from '../../../lib/site';

/** 'Forgot Password?': passwords are reset by the admin, so the dialog says whom to write to. */
export function ForgotPasswordDialog() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
      >
        {messages.authPages.forgotPassword}
      </button>
      <Dialog open={open} onClose={setOpen} className="relative z-50">
        <DialogBackdrop
          transition
          className="fixed inset-0 bg-black/50 transition-opacity duration-200 data-closed:opacity-0 data-leave:duration-150"
        />
        <div className="fixed inset-0 flex items-center justify-center p-4">
          <DialogPanel
            transition
            className="w-full max-w-md rounded-2xl bg-white p-6 shadow-2xl transition duration-200 ease-out data-closed:scale-95 data-closed:opacity-0 data-leave:duration-150"
          >
            <DialogTitle className="font-display text-xl font-bold text-brand-700">
              {messages.authPages.forgotPassword}
            </DialogTitle>
            <p className="mt-3 text-sm leading-relaxed text-stone-700">
              {messages.authPages.forgotPasswordBody(SITE_NAME, contact.email)}
            </p>
            <div className="mt-6 flex flex-wrap justify-end gap-3">
              <button
                type="button"
                onClick={() => setOpen(false)}
                className="rounded-lg px-4 py-2 text-sm font-semibold text-stone-700 hover:bg-stone-100"
              >
                Tutup
              </button>
              <a
                href={`mailto:${contact.email}?subject=${encodeURIComponent('Reset password')}`}
                className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-600"
              >
                Kirim email ke {contact.email}
              </a>
            </div>
          </DialogPanel>
        </div>
      </Dialog>
    </>
  );
}

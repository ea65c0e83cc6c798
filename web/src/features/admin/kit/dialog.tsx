import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import type { ReactNode } from 'react';

interface Props {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** wider panels for forms, narrow for questions */
  size?: 'form' | 'question';
}

/** A modal at most 80% of the viewport high; its body scrolls. Escape and the backdrop close it. */
export function AdminDialog({ open, title, onClose, children, size = 'form' }: Props) {
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <DialogBackdrop
        transition
        className="fixed inset-0 bg-black/50 transition-opacity duration-200 data-closed:opacity-0"
      />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel
          transition
          className={`flex max-h-[80vh] w-full flex-col rounded-lg bg-white shadow-xl transition duration-150 data-closed:scale-95 data-closed:opacity-0 ${
            size === 'form' ? 'max-w-2xl' : 'max-w-md'
          }`}
        >
          <DialogTitle className="border-b border-stone-200 px-5 py-3 text-lg font-semibold text-stone-900">
            {title}
          </DialogTitle>
          <div className="overflow-y-auto px-5 py-4">{children}</div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}

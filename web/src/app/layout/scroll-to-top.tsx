import { Transition } from '@headlessui/react';
import { SCROLL_TOP_THRESHOLD } from '@teater/contract';
import { useEffect, useState } from 'react';
import { ArrowUpIcon } from '../../components/icons';

/** A button back to the top, shown once the page is scrolled past the spec's 300 px. */
export function ScrollToTop() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > SCROLL_TOP_THRESHOLD);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  return (
    <Transition show={visible}>
      <button
        type="button"
        onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        aria-label="Kembali ke atas"
        className="fixed right-5 bottom-5 z-30 flex size-12 items-center justify-center rounded-full bg-brand-700 text-gold-400 shadow-lg ring-2 ring-gold-400/40 transition duration-200 hover:bg-brand-600 data-closed:translate-y-2 data-closed:opacity-0 data-leave:duration-150"
      >
        <ArrowUpIcon width={22} height={22} />
      </button>
    </Transition>
  );
}

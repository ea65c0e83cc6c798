import { Transition } from '@headlessui/react';
import { layoutMessages } from '@teater/contract';
import { ArrowUpIcon } from '../../components/icons';

/** The scroll-to-top button itself, fading in and out with the spec's 200 / 150 ms. */
export function ScrollTopButton({ show }: { show: boolean }) {
  return (
    // `appear`: it mounts already shown the first time the page is scrolled far enough
    <Transition show={show} appear>
      <button
        type="button"
        data-scroll-top
        onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        aria-label={layoutMessages.backToTop}
        className="fixed right-5 bottom-5 z-30 flex size-12 items-center justify-center rounded-full bg-brand-700 text-gold-400 shadow-lg ring-2 ring-gold-400/40 transition duration-200 hover:bg-brand-600 data-closed:translate-y-2 data-closed:opacity-0 data-leave:duration-150"
      >
        <ArrowUpIcon width={22} height={22} />
      </button>
    </Transition>
  );
}

import { useState } from 'react';

/** The state a lightbox needs: which image, and whether it is open. */
export function useLightbox() {
  const [index, setIndex] = useState(0);
  const [open, setOpen] = useState(false);
  return {
    index,
    setIndex,
    openAt: (i: number) => {
      setIndex(i);
      setOpen(true);
    },
    /** props for <Lightbox> */
    props: { open, index, onIndexChange: setIndex, onClose: () => setOpen(false) },
  };
}

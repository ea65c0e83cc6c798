/** Where the scroll-to-top button sits: `right-5 bottom-5 size-12` in scroll-top-button.tsx. */
export const SCROLL_TOP_SPOT = { size: 48, margin: 20 } as const;

/** Controls the button must never cover; marked links count too. */
const CONTROLS = 'button, input, select, textarea, summary, [role="button"], [data-primary-action]';
/** A few pixels around the button: a control just touching it is still hard to tap. */
const AIR = 6;

/** Whether a control of the page lies under the button's corner (the button itself aside). */
export function coversControl(): boolean {
  const { size, margin } = SCROLL_TOP_SPOT;
  const right = window.innerWidth - margin + AIR;
  const bottom = window.innerHeight - margin + AIR;
  const left = right - size - 2 * AIR;
  const top = bottom - size - 2 * AIR;
  const middle = [(left + right) / 2, (top + bottom) / 2] as const;
  const points = [[left, top], [right, top], [left, bottom], [right, bottom], middle] as const;
  return points.some(([x, y]) =>
    document.elementsFromPoint(x, y).some((el) => !el.closest('[data-scroll-top]') && el.matches(CONTROLS)),
  );
}

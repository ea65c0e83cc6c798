import type { ReactNode } from 'react';

/**
 * One seat of a drawing, a button by mouse, Enter or Space: the plan editor's (which opens its fix)
 * and the box office's chart (which opens its actions). `left` and `top` are its place in pixels.
 */
export function SeatGlyph({
  seatKey,
  label,
  left,
  top,
  pressed,
  onPick,
  children,
}: {
  seatKey: string;
  label: string;
  left: number;
  top: number;
  pressed?: boolean;
  onPick(): void;
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: an SVG seat cannot be a <button>
    <g
      role="button"
      tabIndex={0}
      aria-label={label}
      aria-pressed={pressed}
      data-seat={seatKey}
      transform={`translate(${left}, ${top})`}
      onClick={onPick}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          onPick();
        }
      }}
      className="cursor-pointer"
    >
      <title>{label}</title>
      {children}
    </g>
  );
}

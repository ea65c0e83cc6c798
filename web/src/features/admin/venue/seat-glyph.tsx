import type { ReactNode } from 'react';

/** 32 px a seat: big enough to tap on a phone; the drawing scrolls sideways inside its box. */
export const UNIT = 32;
export const SIZE = 26;
export const HALF = SIZE / 2;

/** The stage across the top of a drawing, named. */
export function StageBar({ width, stage }: { width: number; stage: string }) {
  return (
    <>
      <rect x={UNIT / 2} y={4} width={Math.max(width - UNIT, UNIT)} height={UNIT * 0.8} rx={6} fill="#44403c" />
      <text x={width / 2} y={4 + UNIT * 0.4} dominantBaseline="central" textAnchor="middle" fill="#fff" fontSize={13}>
        {stage}
      </text>
    </>
  );
}

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

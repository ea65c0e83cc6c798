import { type ScanResult, checkinMessages as t } from '@teater/contract/door';
import { useEffect } from 'react';
import { outcomeLines } from '../lib/outcome';
import type { Shown } from '../lib/view';

const tone: Record<ScanResult | 'empty', string> = {
  admitted: 'border-green-600 bg-green-50 text-green-950',
  used: 'border-amber-500 bg-amber-50 text-amber-950',
  refunded: 'border-red-600 bg-red-50 text-red-950',
  cancelled: 'border-red-600 bg-red-50 text-red-950',
  other_show: 'border-red-600 bg-red-50 text-red-950',
  unknown: 'border-red-600 bg-red-50 text-red-950',
  invalid: 'border-red-600 bg-red-50 text-red-950',
  empty: 'border-stone-400 bg-stone-50 text-stone-900',
};

/**
 * The verdict of the last scan, big enough to read at arm's length. Once it is painted, the time
 * from the key press (or camera read) is noted as `door:scan` for the benchmark (issue 26: at
 * most 300 ms offline).
 */
export function ResultPanel({ shown }: { shown: Shown | null }) {
  useEffect(() => {
    if (!shown) return;
    const frame = requestAnimationFrame(() =>
      performance.measure('door:scan', { start: shown.startedAt, end: performance.now() }),
    );
    return () => cancelAnimationFrame(frame);
  }, [shown]);
  if (!shown) return null;
  const result = shown.decision?.result ?? 'empty';
  const { headline, details } = shown.decision ? outcomeLines(shown.decision) : { headline: t.empty, details: [] };
  return (
    <div
      key={shown.key}
      data-testid="scan-result"
      data-result={result}
      className={`rounded-xl border-4 p-5 ${tone[result]}`}
    >
      <p className="font-bold text-2xl sm:text-3xl">{headline}</p>
      {details.map((line) => (
        <p key={line} className="mt-1 text-lg">
          {line}
        </p>
      ))}
    </div>
  );
}

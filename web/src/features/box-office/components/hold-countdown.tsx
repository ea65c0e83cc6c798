import { orderMessages } from '@teater/contract';
import { useEffect, useState } from 'react';
import { api, errorMessage } from '../../../lib/api';
import { toast } from '../../../lib/toast';

/** 754 seconds → "12:34". */
export const clockOf = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** The seconds left until `until`, ticking every second (none before the page is hydrated: the server knows no "now"). */
function useSecondsLeft(until: string) {
  const [left, setLeft] = useState<number | null>(null);
  useEffect(() => {
    const tick = () => setLeft(Math.max(0, Math.ceil((Date.parse(until) - Date.now()) / 1000)));
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [until]);
  return left;
}

/**
 * A pending ticket order's hold: the time its seats stay held, counting down, and 'Tambah waktu'
 * while it may still be extended (once; the server decides, and answers the new time).
 */
export function HoldCountdown({
  calls,
  until,
  extendable,
  onExtended,
}: {
  calls: string;
  until: string;
  extendable: boolean;
  onExtended(until: string): void;
}) {
  const left = useSecondsLeft(until);
  const [busy, setBusy] = useState(false);
  if (left === null) return null;
  const extend = async () => {
    setBusy(true);
    try {
      const { message, data } = await api<{ message: string; data: { expiresAt: string } }>(`${calls}/extend`, {
        method: 'POST',
      });
      toast.success(message);
      onExtended(data.expiresAt);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <span className="flex w-full flex-wrap items-center gap-2">
      {/* read out when it changes by a minute, not every second */}
      <span className="font-semibold text-red-800 tabular-nums" role="timer" aria-live="off">
        {orderMessages.holdLeft(clockOf(left))}
      </span>
      {extendable && left > 0 && (
        <button
          type="button"
          disabled={busy}
          onClick={() => void extend()}
          className="rounded-lg bg-white px-3 py-1 font-semibold text-sm text-stone-800 ring-1 ring-stone-300 hover:bg-stone-100 disabled:opacity-60"
        >
          {orderMessages.extendHold}
        </button>
      )}
    </span>
  );
}

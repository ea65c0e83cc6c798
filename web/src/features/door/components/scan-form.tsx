import { checkinMessages as t } from '@teater/contract/door';
import { useRef, useState } from 'react';
import { Camera } from './camera';
import { DoorField } from './door-field';

const canFilm = typeof navigator !== 'undefined' && Boolean(navigator.mediaDevices?.getUserMedia);

/**
 * The code field (typed, or a hardware scanner typing the code and Enter) and the camera. The
 * field is emptied and keeps the focus after every scan, so the next one can follow at once.
 */
export function ScanForm({ onScan }: { onScan: (text: string, startedAt: number) => void }) {
  const input = useRef<HTMLInputElement>(null);
  // the time the Enter key was pressed: a scan's time to result counts from there
  const enterAt = useRef<number | null>(null);
  const [filming, setFilming] = useState(false);
  return (
    <div className="space-y-3">
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          const field = input.current;
          if (!field) return;
          onScan(field.value, enterAt.current ?? event.timeStamp);
          enterAt.current = null;
          field.value = '';
          field.focus();
        }}
      >
        <DoorField
          label={t.code}
          className="min-w-0 grow"
          ref={input}
          onKeyDown={(event) => {
            if (event.key === 'Enter') enterAt.current = event.timeStamp;
          }}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          // focused at once: the door's one field, where a hardware scanner types
          autoFocus
          enterKeyHint="go"
          placeholder="TKT-XXXX-XXXX-XXXX"
          inputClassName="mt-1 w-full rounded-lg border-2 border-stone-400 px-3 py-3 font-mono text-lg"
        />
        <button type="submit" className="rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white">
          {t.submit}
        </button>
        {canFilm && (
          <button
            type="button"
            onClick={() => setFilming((on) => !on)}
            className="rounded-lg border-2 border-brand-700 px-4 py-3 font-semibold text-brand-700"
          >
            {filming ? t.stopScan : t.scan}
          </button>
        )}
      </form>
      {filming && <Camera onCode={onScan} />}
    </div>
  );
}

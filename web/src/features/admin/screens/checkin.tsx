import { useMutation } from '@tanstack/react-query';
import { type CheckinAnswer, formatDateTime, messages } from '@teater/contract';
import { useCallback, useId, useState } from 'react';
import { api, errorMessage } from '../../../lib/api';
import { canScan, useQrScanner } from '../../tickets/lib/use-qr-scanner';
import { AdminPage, Button } from '../kit';

const t = messages.checkin;
const tone = {
  valid: 'border-green-300 bg-green-50 text-green-900',
  used: 'border-amber-300 bg-amber-50 text-amber-900',
  unknown: 'border-red-300 bg-red-50 text-red-900',
};

/** /checkin: at the door, a ticket code typed or scanned answers valid, already used, or unknown. */
export default function CheckinScreen() {
  const id = useId();
  const [code, setCode] = useState('');
  const check = useMutation({
    mutationFn: (value: string) =>
      api<{ data: CheckinAnswer }>('/tiket/checkin', { method: 'POST', body: { code: value } }).then((r) => r.data),
  });
  const onCode = useCallback(
    (value: string) => {
      setCode(value);
      check.mutate(value);
    },
    [check.mutate],
  );
  const scanner = useQrScanner(onCode);
  const answer = check.data;

  return (
    <AdminPage title={t.title}>
      <p className="mb-4 text-stone-700">{t.intro}</p>
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          if (code.trim()) check.mutate(code);
        }}
      >
        <div className="grow">
          <label htmlFor={`${id}-code`} className="block font-medium text-sm">
            {t.code}
          </label>
          <input
            id={`${id}-code`}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            autoComplete="off"
            autoCapitalize="characters"
            placeholder="TKT-XXXX-XXXX-XXXX"
            className="mt-1 w-full rounded-lg border border-stone-300 px-3 py-2 font-mono"
          />
        </div>
        <Button type="submit" disabled={check.isPending}>
          {check.isPending ? messages.admin.busy.processing : t.submit}
        </Button>
        {canScan && (
          <Button type="button" onClick={scanner.scanning ? scanner.stop : scanner.start}>
            {scanner.scanning ? t.stopScan : t.scan}
          </Button>
        )}
      </form>
      {!canScan && <p className="mt-2 text-sm text-stone-600">{t.scanUnsupported}</p>}
      {scanner.error && (
        <p role="alert" className="mt-2 text-red-700 text-sm">
          {t.cameraDenied}
        </p>
      )}
      {scanner.scanning && (
        <video ref={scanner.videoRef} muted playsInline className="mt-4 w-full max-w-md rounded-lg bg-black">
          <track kind="captions" />
        </video>
      )}
      <div aria-live="polite" className="mt-6">
        {check.isError && (
          <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-900">
            {errorMessage(check.error)}
          </p>
        )}
        {answer && (
          <div className={`rounded-lg border-2 p-5 ${tone[answer.result]}`}>
            <p className="font-bold text-2xl">{answer.message}</p>
            {answer.order && (
              <p className="mt-2">
                {answer.order.nama_user} · {answer.order.jumlah_tiket} tiket · {answer.order.nama_pertujukan}
                {answer.result === 'used' && answer.order.checkedInAt && (
                  <span className="block text-sm">{t.usedAt(formatDateTime(answer.order.checkedInAt))}</span>
                )}
              </p>
            )}
          </div>
        )}
      </div>
    </AdminPage>
  );
}

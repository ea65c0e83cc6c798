import { useMutation, useQuery } from '@tanstack/react-query';
import {
  type Attendance,
  adminMessages,
  type CheckinAnswer,
  checkinMessages,
  formatDateTime,
  seatMessages,
} from '@teater/contract';
import { useCallback, useId, useState } from 'react';
import { Link } from 'react-router';
import { api, errorMessage } from '../../../lib/api';
import { paths } from '../../../lib/site-table';
import { canScan, useQrScanner } from '../../tickets/lib/use-qr-scanner';
import { AdminPage, Button } from '../kit';

const t = checkinMessages;
const tone = {
  valid: 'border-green-300 bg-green-50 text-green-900',
  used: 'border-amber-300 bg-amber-50 text-amber-900',
  unknown: 'border-red-300 bg-red-50 text-red-900',
};

/** The show's count at the door, refreshed while the door screen is open (other doors scan too). */
function LiveCount({ show }: { show: Attendance }) {
  const live = useQuery({
    queryKey: ['attendance', show.id],
    queryFn: ({ signal }) => api<{ data: Attendance }>(`/tiket/${show.id}/attendance`, { signal }).then((r) => r.data),
    initialData: show,
    refetchInterval: 5000,
  });
  const { present, sold, nama_pertujukan } = live.data;
  return (
    <p className="mt-4 flex flex-wrap items-baseline gap-3">
      <span className="font-bold text-3xl" data-testid="attendance">
        {seatMessages.present(present, sold)}
      </span>
      <span className="text-stone-600">{nama_pertujukan}</span>
      <Link to={paths.attendees(show.id)} className="font-semibold text-red-800 underline">
        {seatMessages.attendeesTitle}
      </Link>
    </p>
  );
}

/** /checkin: at the door, one ticket per scan: valid (with its seat and the order's count), already used, or unknown. */
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
          {check.isPending ? adminMessages.busy.processing : t.submit}
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
              <div className="mt-2">
                <p className="font-semibold text-lg">
                  {seatMessages.seatOf(answer.order.seat, answer.order.jumlah_tiket)}
                  {answer.order.category && ` · ${answer.order.category}`}
                </p>
                <p>
                  {answer.order.nama_user} · {answer.order.nama_pertujukan}
                </p>
                <p className="text-sm">
                  {seatMessages.admittedOfOrder(answer.order.admitted, answer.order.jumlah_tiket)}
                </p>
                {answer.result === 'used' && answer.order.checkedInAt && (
                  <p className="text-sm">{t.usedAt(formatDateTime(answer.order.checkedInAt))}</p>
                )}
              </div>
            )}
          </div>
        )}
        {answer?.show && <LiveCount key={answer.show.id} show={answer.show} />}
      </div>
    </AdminPage>
  );
}

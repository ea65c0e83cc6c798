import { checkinMessages as t } from '@teater/contract/door';
import type { DoorView } from '../lib/view';

const LOGIN = '/login?next=%2Fcheckin';

/** Before the door: loading, a pass being opened, nobody logged in, or access that ended. */
export function StartScreen({ view }: { view: DoorView }) {
  if (view.phase === 'loading' || view.phase === 'activating') {
    return <p className="text-stone-700">{view.phase === 'activating' ? t.activating : t.loading}</p>;
  }
  const ended = view.phase === 'ended';
  return (
    <div className="space-y-4">
      {view.failed && (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-900">
          {view.failed}
        </p>
      )}
      <p className={ended ? 'rounded-lg border-2 border-red-600 bg-red-50 p-4 font-semibold text-red-950' : ''}>
        {ended ? t.ended : t.loginNeeded}
      </p>
      {ended && view.queued > 0 && <p>{t.unsent(view.queued)}</p>}
      <a href={LOGIN} className="inline-block rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white">
        {t.login}
      </a>
    </div>
  );
}

import { type CampaignProgress, formatRupiah, donationMessages as m } from '@teater/contract';

/** Goal, what was given (gross), donors, days left and the bar between them. */
export function ProgressFacts({ progress }: { progress: CampaignProgress }) {
  const percent = progress.target > 0 ? Math.min(100, Math.round((progress.given / progress.target) * 100)) : 0;
  return (
    <div className="flex flex-col gap-3" data-testid="campaign-progress">
      <p className="text-lg">
        <span className="font-bold text-2xl text-brand-700" data-testid="campaign-given">
          {formatRupiah(progress.given)}
        </span>{' '}
        <span className="text-stone-600">{m.ofGoal(formatRupiah(progress.target))}</span>
      </p>
      <div
        role="progressbar"
        aria-label={m.progressLabel}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-3 w-full overflow-hidden rounded-full bg-stone-200"
      >
        <div className="h-full rounded-full bg-brand-700" style={{ width: `${percent}%` }} />
      </div>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-stone-500">{m.donors}</dt>
          <dd className="font-semibold" data-testid="campaign-donors">
            {progress.donors}
          </dd>
        </div>
        <div>
          <dt className="sr-only">{m.endsAt}</dt>
          <dd className="font-semibold">{m.daysLeft(progress.days_left)}</dd>
        </div>
      </dl>
    </div>
  );
}

/** The donor wall: only gifts whose donor agreed, an anonymous one without a name. */
export function DonorWall({ progress }: { progress: CampaignProgress }) {
  return (
    <section aria-labelledby="donor-wall" className="flex flex-col gap-3">
      <h2 id="donor-wall" className="font-bold text-xl">
        {m.wall}
      </h2>
      {progress.wall.length === 0 ? (
        <p className="text-stone-600">{m.wallEmpty}</p>
      ) : (
        <ul className="flex flex-col gap-2" data-testid="donor-wall">
          {progress.wall.map((entry) => (
            <li
              key={`${entry.at}-${entry.amount}-${entry.name ?? ''}`}
              className="rounded-lg bg-white p-3 ring-1 ring-stone-200"
            >
              <p className="font-semibold">
                {entry.name ?? m.anonymous} · {formatRupiah(entry.amount)}
              </p>
              {entry.message && <p className="text-stone-700">{entry.message}</p>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

import { type ListMeta, pageRangeLabel, tableMessages as t } from '@teater/contract';
import { Button } from './button';

/** "1–50 dari 20.000" and the previous/next page buttons. */
export function Pager({ meta, onPage }: { meta: ListMeta; onPage: (page: number) => void }) {
  const last = Math.max(1, Math.ceil(meta.total / meta.limit));
  const range = pageRangeLabel(meta);
  return (
    <nav
      aria-label={t.rows(range)}
      className="mt-3 flex flex-wrap items-center justify-between gap-3 text-sm text-stone-700"
    >
      <p aria-live="polite">{range}</p>
      <div className="flex gap-2">
        <Button small variant="secondary" disabled={meta.page <= 1} onClick={() => onPage(meta.page - 1)}>
          ‹ {t.previous}
        </Button>
        <Button small variant="secondary" disabled={meta.page >= last} onClick={() => onPage(meta.page + 1)}>
          {t.next} ›
        </Button>
      </div>
    </nav>
  );
}

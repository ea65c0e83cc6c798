import { categoryMessages, formatRupiah, MAX_TICKETS_PER_ORDER, ticketMessages } from '@teater/contract';
import { categoryState, priceFor, type Show } from '../lib/sales-state';

interface CategoryCountsProps {
  show: Show;
  formId: string;
  /** the order form's counts by category id, as typed; without them the rows only tell (a visitor not logged in, a past show) */
  counts?: Record<string, string>;
  /** a count typed: the total and its rule follow */
  onCount?(categoryId: number, value: string): void;
  invalid?: boolean;
  describedBy?: string;
  /** the buyer is an active Sahabat: presales are open, Sahabat prices are theirs */
  member?: boolean;
}

/** A category's price for this buyer, and its Sahabat price beside it for everyone else. */
function priceText(category: Show['categories'][number], member: boolean) {
  if (category.member_price === null) return formatRupiah(category.price);
  if (member) return `${formatRupiah(priceFor(category, true))} (${categoryMessages.memberPriceName})`;
  return `${formatRupiah(category.price)} · ${categoryMessages.memberPriceLabel(formatRupiah(category.member_price))}`;
}

/**
 * A row per category: its name, price and seats left, and how many tickets of it the buyer wants
 * (a category not on sale says why instead).
 */
export function CategoryCounts({
  show,
  formId,
  counts,
  onCount,
  invalid = false,
  describedBy,
  member = false,
}: CategoryCountsProps) {
  const rows = (
    <ul className="divide-y divide-stone-200 rounded-lg ring-1 ring-stone-200" aria-label={categoryMessages.title}>
      {show.categories.map((category) => {
        const state = categoryState(show, category, undefined, member);
        const inputId = `${formId}-count-${category.id}`;
        return (
          <li key={category.id} className="flex items-center justify-between gap-3 px-3 py-2">
            <div>
              {counts ? (
                <label htmlFor={inputId} className="font-medium">
                  <span className="sr-only">{ticketMessages.count} </span>
                  {category.name}
                </label>
              ) : (
                <p className="font-medium">{category.name}</p>
              )}
              <p className="text-sm text-stone-600">
                {priceText(category, member)} · {state.open ? ticketMessages.stock(category.seats_left) : state.reason}
              </p>
            </div>
            {!counts ? null : state.open ? (
              <input
                id={inputId}
                type="number"
                inputMode="numeric"
                min={0}
                max={Math.min(MAX_TICKETS_PER_ORDER, category.seats_left)}
                aria-invalid={invalid ? true : undefined}
                aria-describedby={describedBy}
                className="w-20 rounded-lg border border-stone-300 px-3 py-2 text-right focus:border-brand-600 aria-invalid:border-red-600"
                value={counts[category.id] ?? ''}
                onChange={(event) => onCount?.(category.id, event.target.value)}
              />
            ) : (
              <span aria-hidden="true" className="text-stone-400">
                —
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
  if (!counts) return rows;
  return (
    <fieldset>
      <legend className="mb-2 font-medium text-sm">{ticketMessages.count} *</legend>
      {rows}
    </fieldset>
  );
}

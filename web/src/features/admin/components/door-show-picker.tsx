import { useQuery } from '@tanstack/react-query';
import { type DoorShow, formatDate } from '@teater/contract';
import { api } from '../../../lib/api';

interface DoorShowPickerProps {
  id: string;
  label: string;
  /** what the empty choice says: every show (a pass for all), or none picked yet */
  none: string;
  value: string;
  onChange: (showId: string) => void;
  className: string;
}

/**
 * A select of the shows the door works (`GET /door/shows`), by name and date. A select is as wide
 * as its longest show's name: it is held to the screen, on a phone too.
 */
export function DoorShowPicker({ id, label, none, value, onChange, className }: DoorShowPickerProps) {
  const shows = useQuery({
    queryKey: ['door', 'shows'],
    queryFn: ({ signal }) => api<{ data: DoorShow[] }>('/door/shows', { signal }).then((r) => r.data),
  });
  return (
    <div className={className}>
      <label htmlFor={id} className="block font-medium text-sm">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="mt-1 w-full min-w-0 max-w-full rounded-lg border border-stone-300 px-3 py-2"
      >
        <option value="">{none}</option>
        {(shows.data ?? []).map((show) => (
          <option key={show.id} value={show.id}>
            {show.name} ({formatDate(show.date)})
          </option>
        ))}
      </select>
    </div>
  );
}

import { API_BASE, type ListDef, tableMessages } from '@teater/contract';
import { useSearchParams } from 'react-router';
import { buttonClass } from './button';
import { filterParamsOf } from './list-state';

/**
 * 'Unduh CSV': the export of the list as the screen shows it (search, order and filters from the
 * URL, every page). A plain link: the browser downloads the streamed file itself.
 */
export function ExportButton({ path, list, fixed }: { path: string; list: ListDef; fixed?: Record<string, string> }) {
  const [search] = useSearchParams();
  const kept = new URLSearchParams(fixed);
  for (const name of ['q', 'sort', ...filterParamsOf(list)]) {
    const value = search.get(name);
    if (value) kept.set(name, value);
  }
  const query = kept.toString();
  return (
    <a href={`${API_BASE}${path}${query ? `?${query}` : ''}`} download className={buttonClass('secondary')}>
      {tableMessages.exportCsv}
    </a>
  );
}

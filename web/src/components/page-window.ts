/** A page number, or a gap between page numbers. */
export type PageItem = number | 'gap';

/**
 * The page links to show: the first and last pages, and `radius` pages either side of the current
 * one, with gaps between; a list of 2,000 pages shows about nine links, not two thousand.
 */
export function pageWindow(page: number, pages: number, radius = 2): PageItem[] {
  const shown = new Set<number>([1, pages]);
  for (let n = page - radius; n <= page + radius; n++) if (n >= 1 && n <= pages) shown.add(n);
  const items: PageItem[] = [];
  let previous = 0;
  for (const n of [...shown].sort((a, b) => a - b)) {
    if (n - previous === 2) items.push(n - 1);
    else if (n - previous > 2) items.push('gap');
    items.push(n);
    previous = n;
  }
  return items;
}

/** The URL search of a page: page 1 is the list's own URL, without `?page=`. */
export const pageSearch = (page: number) => (page > 1 ? `?page=${page}` : '');

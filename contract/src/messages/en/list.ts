import type { English } from '../../i18n/localized.js';
import type { ListTexts, PagingTexts, TableTexts } from '../id/list.js';

export const listEnglish: English<ListTexts> = {
  page: 'The page parameter must be a whole number from 1',
  limit: (max) => `The limit parameter must be a whole number from 1 to ${max}`,
  search: (max) => `Search text can be at most ${max} characters`,
  searchNotAllowed: 'This list cannot be searched',
  sort: (allowed) =>
    allowed.length ? `Unknown sort order. Choices: ${allowed.join(', ')}` : 'This list cannot be sorted',
  filterValue: (name) => `Invalid value for filter ${name}`,
  unknown: (names) => `Unknown parameter: ${names.join(', ')}`,
};

export const pagingEnglish: English<PagingTexts> = {
  nav: 'Pages',
  page: (n) => `Page ${n}`,
  previous: 'Previous',
  next: 'Next',
};

const n = (value: number) => value.toLocaleString('en-GB');

export const tableEnglish: English<TableTexts> = {
  search: 'Search',
  searchPlaceholder: 'Type to search…',
  noMatch: 'No data matches the search or filters.',
  clear: 'Clear search and filters',
  all: 'All',
  yes: 'Yes',
  no: 'No',
  from: 'from',
  to: 'to',
  previous: 'Previous',
  next: 'Next',
  sortBy: (column) => `Sort by ${column}`,
  rows: (range) => `Rows ${range}`,
  choose: 'Type to choose…',
  exportCsv: 'Download CSV',
  nothingFound: 'Nothing found',
  pastEnd: (page, last) =>
    `Page ${n(page)} does not exist: this list has only ${n(last)} ${last === 1 ? 'page' : 'pages'}.`,
  toPage: (page) => `Go to page ${n(page)}`,
  pageRange: (first, last, total) => (total === 0 ? '0 of 0' : `${n(first)}–${n(last)} of ${n(total)}`),
};

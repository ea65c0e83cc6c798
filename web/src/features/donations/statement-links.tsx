import { API_BASE, donationMessages as m } from '@teater/contract';

/** The WIB year now (the statement's default). */
const thisYear = () => new Date(Date.now() + 7 * 3_600_000).getUTCFullYear();

/** "Donasi Saya" on /account: this year's and last year's statements of one's gifts, as PDFs. */
export function DonationStatements() {
  const year = thisYear();
  return (
    <ul className="flex flex-wrap gap-3 text-sm">
      {[year, year - 1].map((y) => (
        <li key={y}>
          <a
            href={`${API_BASE}/donations/mine/statement.pdf?year=${y}`}
            download
            className="inline-flex items-center justify-center rounded-lg px-4 py-2 font-semibold text-brand-700 ring-1 ring-brand-600 hover:bg-brand-50"
          >
            {m.statementFor(y)}
          </a>
        </li>
      ))}
    </ul>
  );
}

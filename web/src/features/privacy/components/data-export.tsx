import { API_BASE, privacyMessages as m } from '@teater/contract';

/** "Data saya": the archive of everything the site holds about me, made as it downloads. */
export function DataExport() {
  return (
    <div className="space-y-4 text-sm text-stone-700">
      <p>{m.exportIntro}</p>
      <a
        href={`${API_BASE}/users/me/export.zip`}
        download
        className="inline-flex items-center justify-center rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-600"
      >
        {m.exportDownload}
      </a>
    </div>
  );
}

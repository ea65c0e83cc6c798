import { subsMessages } from '@teater/contract';
import { Link } from 'react-router';
import { paths } from '../../../lib/site-table';
import { categoryLabel, type SubsScript } from '../subs-api';

const t = subsMessages;

/** A script or book: its name, category, author and the start of its text; the whole card links. */
export function ScriptCard({ script }: { script: SubsScript }) {
  const text = script.summary || script.isi_naskah || t.noDescription;
  return (
    <li className="group relative flex flex-col gap-3 rounded-xl border-t-4 border-brand-600 bg-white p-6 shadow-sm ring-1 ring-stone-200 transition hover:-translate-y-0.5 hover:shadow-lg focus-within:ring-2 focus-within:ring-gold-400">
      <p className="text-xs font-semibold uppercase tracking-wider text-brand-600">
        {categoryLabel(script.kategori_naskah)} · {script.pengarang}
      </p>
      <h2 className="font-display text-xl font-bold leading-snug text-stone-900">
        <Link
          to={paths.subsScripts.detail(script.id)}
          className="after:absolute after:inset-0 focus:outline-none group-hover:text-brand-700"
        >
          {script.nama_naskah || t.noTitle}
        </Link>
      </h2>
      <p className="line-clamp-4 text-sm leading-relaxed text-stone-600">{text}</p>
      <p className="mt-auto pt-2 text-sm font-medium text-brand-700">{t.see}</p>
    </li>
  );
}

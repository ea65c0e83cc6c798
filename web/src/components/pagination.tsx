/** Numbered page buttons. */
export function Pagination({
  page,
  pages,
  onChange,
}: {
  page: number;
  pages: number;
  onChange: (page: number) => void;
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Halaman" className="mt-8 flex flex-wrap justify-center gap-2">
      {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
        <button
          key={n}
          type="button"
          onClick={() => onChange(n)}
          aria-current={n === page ? 'page' : undefined}
          aria-label={`Halaman ${n}`}
          className={`min-w-10 rounded px-3 py-2 text-sm font-medium ${n === page ? 'bg-brand-700 text-white' : 'bg-white text-stone-800 ring-1 ring-stone-300 hover:bg-stone-100'}`}
        >
          {n}
        </button>
      ))}
    </nav>
  );
}

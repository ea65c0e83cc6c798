import { Link } from 'react-router';

/** "← Kembali ke …": the way back from a detail page or an empty list. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link
      to={to}
      className="inline-flex items-center gap-2 rounded-full px-1 text-sm font-semibold text-brand-700 hover:text-brand-900 hover:underline"
    >
      <span aria-hidden="true">←</span>
      {label}
    </Link>
  );
}
